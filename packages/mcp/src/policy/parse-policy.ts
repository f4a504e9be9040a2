import { ConfigReader } from "../config/config-reader.js";
import type { McpConfigIssue } from "../config/server-config-types.js";
import { readPolicyBlock } from "./read-policy.js";
import type { PolicyBlock } from "./policy-types.js";

/**
 * Reads the top-level `policy` block of a config file: `{ "default": "allow" | "ask" | "deny",
 * "allow": [...], "ask": [...], "deny": [...] }`, each list of patterns on namespaced names
 * (`mcp__github__delete_*`, `*` and `?` wildcards) or on annotations
 * (`annotation:destructiveHint`). Never throws: every problem (an unknown key, a bad pattern, a
 * bad `default`) is an issue at its key path, all of them reported; `block` holds what is valid.
 * Absent (`undefined`): no block and no issues. See docs/configuration.md, "Policy".
 *
 * @example
 * ```ts
 * parsePolicyBlock({ ask: ["annotation:destructiveHint"], deny: ["mcp__*__drop_*"] });
 * // { block: { allow: [], ask: ["annotation:destructiveHint"], deny: ["mcp__*__drop_*"] }, errors: [] }
 * ```
 */
export function parsePolicyBlock(value: unknown): {
  readonly block: PolicyBlock | undefined;
  readonly errors: readonly McpConfigIssue[];
} {
  const reader = new ConfigReader();
  const block = readPolicyBlock(reader, value, ["policy"], true);
  return { block, errors: reader.errors };
}
