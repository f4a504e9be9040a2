import { formatConfigPath, type ConfigPath } from "../config/config-path.js";
import { parsePattern } from "./policy-pattern.js";
import type { PolicyBlock, PolicyRule, ToolPolicy } from "./policy-types.js";

const SPECIFICITY = { exact: 4_000_000, glob: 3_000_000, annotation: 2_000_000, default: 0 } as const;

function blockRules(block: PolicyBlock, path: ConfigPath, server: string | undefined): PolicyRule[] {
  const rules: PolicyRule[] = [];
  // A server's own pattern `p` stands for `mcp__<server>__p`: it ranks by that literal count.
  const prefix = server === undefined ? 0 : `mcp__${server}__`.length;
  const own = server === undefined ? {} : { server };
  for (const action of ["deny", "ask", "allow"] as const) {
    block[action].forEach((pattern, index) => {
      const parsed = parsePattern(pattern, server === undefined);
      const common = { action, pattern, key: formatConfigPath([...path, action, index]), ...own };
      if (parsed.kind === "annotation")
        rules.push({
          ...common,
          kind: "annotation",
          hint: parsed.hint,
          specificity: SPECIFICITY.annotation + (server === undefined ? 0 : 1),
        });
      else if (parsed.kind !== "invalid")
        rules.push({
          ...common,
          kind: parsed.kind,
          match: parsed.match,
          specificity: parsed.kind === "exact" ? SPECIFICITY.exact : SPECIFICITY.glob + prefix + parsed.literal,
        });
    });
  }
  if (block.default !== undefined)
    rules.push({
      action: block.default,
      kind: "default",
      pattern: "default",
      key: formatConfigPath([...path, "default"]),
      ...own,
      specificity: SPECIFICITY.default + (server === undefined ? 0 : 1),
    });
  return rules;
}

/**
 * The policy of a config file: the rules of its top-level `policy` block and of each server's
 * `mcpServers.<name>.policy`, each rule knowing the key it was written at. Invalid patterns
 * (already reported by the reader) are left out. Pure.
 *
 * @example
 * ```ts
 * const policy = compilePolicy(file.policy, file.mcpServers);
 * decidePolicy(policy, { server: "github", toolName: "delete_repo" }).action; // "deny"
 * ```
 */
export function compilePolicy(
  top: PolicyBlock | undefined,
  servers: readonly { readonly name: string; readonly policy?: PolicyBlock | undefined }[] = [],
): ToolPolicy {
  const rules = top === undefined ? [] : blockRules(top, ["policy"], undefined);
  for (const server of servers)
    if (server.policy !== undefined)
      rules.push(...blockRules(server.policy, ["mcpServers", server.name, "policy"], server.name));
  return { rules: Object.freeze(rules) };
}
