import { namespacedToolName } from "../hub/tool-naming.js";
import type { PolicyDecision, PolicyTool } from "./policy-types.js";

/**
 * Why the serve-mode policy did not run a tool:
 * - `POLICY_DENIED`: a `deny` rule of the config decides for the tool; it is not listed, searchable or callable;
 * - `POLICY_ASK_UNSUPPORTED`: an `ask` rule decides, and the front client declared no elicitation capability, so nobody can be asked (fail closed);
 * - `POLICY_DECLINED`: an `ask` rule decides, and the user declined or cancelled the confirmation.
 */
export type PolicyErrorCode = "POLICY_DENIED" | "POLICY_ASK_UNSUPPORTED" | "POLICY_DECLINED";

/** A policy refusal as a call failure: `{code, message, tool, server, rule}` (the rule's config key). */
export interface PolicyFailure {
  readonly code: PolicyErrorCode;
  readonly message: string;
  /** The namespaced name of the real tool, `mcp__<server>__<tool>`. */
  readonly tool: string;
  readonly server: string;
  /** The config key of the deciding rule, e.g. `policy.ask[0]`. */
  readonly rule: string;
}

/**
 * The failure for `tool` refused with `code`, its message naming the rule and the config key
 * to set to allow the tool. Pure.
 *
 * @example
 * ```ts
 * policyFailure("POLICY_ASK_UNSUPPORTED", { server: "github", toolName: "delete_repo" }, decision).message;
 * // "… add \"mcp__github__delete_repo\" to policy.allow …"
 * ```
 */
export function policyFailure(code: PolicyErrorCode, tool: PolicyTool, decision: PolicyDecision): PolicyFailure {
  const name = namespacedToolName(tool.server, tool.toolName);
  const rule = decision.rule;
  const key = rule?.key ?? "policy";
  const by = rule === undefined ? "the policy" : `${key} (${JSON.stringify(rule.pattern)})`;
  const allowIt =
    rule?.kind === "exact"
      ? `remove ${key} from the config`
      : `add ${JSON.stringify(name)} to policy.allow (or ${JSON.stringify(tool.toolName)} to mcpServers.${tool.server}.policy.allow) in the config: an exact name outranks every pattern`;
  const message =
    code === "POLICY_DENIED"
      ? `'${name}' is denied by ${by}; it was not run. To allow it, ${allowIt}.`
      : code === "POLICY_ASK_UNSUPPORTED"
        ? `'${name}' needs the user's confirmation (${by}), and the user cannot be asked here (the MCP client declared no elicitation capability, or no MCP client made the call); it was not run. To run it without asking, ${allowIt}.`
        : `The user did not confirm '${name}' (${by}); it was not run.`;
  return { code, message, tool: name, server: tool.server, rule: key };
}
