import { formatConfigPath, type ConfigPath } from "../config/config-path.js";
import { isRecord, type ConfigReader } from "../config/config-reader.js";
import { didYouMean } from "../config/did-you-mean.js";
import { parsePattern } from "./policy-pattern.js";
import { POLICY_ACTIONS, type PolicyAction, type PolicyBlock } from "./policy-types.js";

/** The keys a `policy` block may hold. */
export const POLICY_KEYS: readonly string[] = Object.freeze(["default", "allow", "ask", "deny"]);

const isAction = (value: unknown): value is PolicyAction =>
  typeof value === "string" && (POLICY_ACTIONS as readonly string[]).includes(value);

/**
 * Reads a `policy` block at `path`, every problem an error of `reader` (an unknown key, a list
 * that is not strings, a bad pattern, a bad `default`): nothing is dropped silently, and one bad
 * entry does not hide the others. `namespaced`: the top-level block, whose name patterns match
 * `mcp__<server>__<tool>` (a server's own block matches its tools' own names). `undefined`
 * when the block is absent or not an object.
 */
export function readPolicyBlock(
  reader: ConfigReader,
  value: unknown,
  path: ConfigPath,
  namespaced: boolean,
): PolicyBlock | undefined {
  if (value === undefined) return undefined;
  if (!isRecord(value)) return reader.fail(path, "an object with allow, ask and deny lists and a default");
  for (const key of Object.keys(value)) {
    if (!POLICY_KEYS.includes(key))
      reader.fail(
        [...path, key],
        "one of default, allow, ask, deny",
        `${formatConfigPath([...path, key])} is not a policy key${didYouMean(key, POLICY_KEYS)}`,
      );
  }
  const lists = (action: "allow" | "ask" | "deny"): string[] =>
    reader.stringArray(value, action, path).filter((pattern, index) => {
      const parsed = parsePattern(pattern, namespaced);
      if (parsed.kind !== "invalid") return true;
      const at = [...path, action, index];
      reader.fail(
        at,
        parsed.expected,
        `${formatConfigPath(at)} ${JSON.stringify(pattern.slice(0, 60))} ${parsed.message}`,
      );
      return false;
    });
  const block = { allow: lists("allow"), ask: lists("ask"), deny: lists("deny") };
  const fallback = value["default"];
  if (fallback === undefined) return block;
  if (!isAction(fallback)) {
    reader.fail([...path, "default"], `"allow", "ask" or "deny"`);
    return block;
  }
  return { default: fallback, ...block };
}
