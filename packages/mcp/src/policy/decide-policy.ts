import { effectiveHint } from "@hermes/catalog";
import { namespacedToolName } from "../hub/tool-naming.js";
import {
  POLICY_ACTIONS,
  type PolicyDecision,
  type PolicyRule,
  type PolicyTool,
  type ToolPolicy,
} from "./policy-types.js";

const strictness = (rule: PolicyRule): number => POLICY_ACTIONS.indexOf(rule.action);

/** Whether `rule` applies to `tool`. */
export function ruleMatches(rule: PolicyRule, tool: PolicyTool): boolean {
  if (rule.server !== undefined && rule.server !== tool.server) return false;
  switch (rule.kind) {
    case "default":
      return true;
    case "annotation":
      return rule.hint !== undefined && effectiveHint(tool.annotations, rule.hint);
    case "exact":
    case "glob":
      return (
        rule.match?.test(rule.server === undefined ? namespacedToolName(tool.server, tool.toolName) : tool.toolName) ??
        false
      );
  }
}

/**
 * What `policy` does with `tool`: among the rules that match it, the most specific decides —
 * an exact name, then a glob (more literal characters first; a server's own pattern counts as
 * `mcp__<server>__<pattern>`), then an annotation rule (a server's block before the top
 * level), then a `default` (a server's before the top level's); among equally specific
 * rules the strictest action wins (deny, then ask, then allow; then the first key by code
 * unit, so the reported rule is stable too). No rule matches: `allow`. Pure: the order of the
 * rules does not matter.
 *
 * @example
 * ```ts
 * decidePolicy(policy, { server: "github", toolName: "delete_repo" }); // { action: "deny", rule: { key: "policy.deny[0]", … } }
 * ```
 */
export function decidePolicy(policy: ToolPolicy, tool: PolicyTool): PolicyDecision {
  let best: PolicyRule | undefined;
  for (const rule of policy.rules) {
    if (!ruleMatches(rule, tool)) continue;
    if (
      best === undefined ||
      rule.specificity > best.specificity ||
      (rule.specificity === best.specificity &&
        (strictness(rule) > strictness(best) || (strictness(rule) === strictness(best) && rule.key < best.key)))
    )
      best = rule;
  }
  return best === undefined ? { action: "allow" } : { action: best.action, rule: best };
}
