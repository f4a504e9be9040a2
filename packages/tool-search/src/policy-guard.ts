import type { Toolset } from "@hermes/catalog";
import { bridgeError, type BridgeError } from "@hermes/bridge";
import type { Gate, GateDenial, GateVerdict } from "@hermes/dispatch";
import {
  decidePolicy,
  namespacedToolName,
  policyFailure,
  policyToolOf,
  policyView,
  type FrontScope,
  type PolicyDecision,
  type PolicyErrorCode,
  type PolicyTool,
  type ToolPolicy,
} from "@hermes/mcp";

/** Longest argument text shown in a confirmation question (characters). */
const SHOWN_ARGUMENTS = 500;

/**
 * The serve-mode policy of a runtime (see {@link createPolicyGuard}): the toolsets without the
 * denied tools, the gate that enforces `deny` and `ask` in the call pipeline (asking with the
 * `confirm` of the call's front request), and the refusal of a call that names a denied tool.
 *
 * @example
 * ```ts
 * const guard = createPolicyGuard(file.policy);
 * const search = createToolSearch({ invoke: mcpInvoke(hub), gates: [guard.gate] });
 * ```
 */
export interface PolicyGuard {
  readonly policy: ToolPolicy;
  /** `toolsets` without the denied tools (memoised: the same arrays give the same objects). */
  toolsets(toolsets: readonly Toolset[]): readonly Toolset[];
  /**
   * The policy as a gate of the call pipeline (`ToolSearchOptions.gates`): a denied tool is
   * refused with `POLICY_DENIED`; an `ask` tool asks the front client's user (the question is
   * answered through the call's front request, `HandleContext.request`: declined →
   * `POLICY_DECLINED`, nobody to ask → `POLICY_ASK_UNSUPPORTED`, fail closed).
   */
  readonly gate: Gate<FrontScope>;
  /**
   * The error the model reads for a call naming `name` when the policy denies that tool
   * (`POLICY_DENIED`, with the rule and the key to change); `undefined` for any other name.
   * `toolsets` are the unfiltered ones, where the denied tools are still known. Passed as a session's `refuse`
   * (`AssembleOptions.refuse`), so a call naming a denied tool is refused as it is resolved.
   */
  refused(name: string, toolsets: readonly Toolset[]): BridgeError | undefined;
}

const ALLOW: GateVerdict = { action: "allow" };

/** The policy's refusal as a gate's denial (the failure the model reads: code, message, tool, server, rule). */
function policyDenial(code: PolicyErrorCode, tool: PolicyTool, decision: PolicyDecision): GateDenial {
  const { message, ...details } = policyFailure(code, tool, decision);
  return { action: "deny", code, reason: decision.rule?.key ?? "policy", message, details };
}

function question(tool: PolicyTool, decision: PolicyDecision, args: Readonly<Record<string, unknown>>): string {
  const shown = JSON.stringify(args);
  const text = shown.length > SHOWN_ARGUMENTS ? `${shown.slice(0, SHOWN_ARGUMENTS - 1)}…` : shown;
  const claims = tool.annotations;
  const claimed =
    claims === undefined ? [] : Object.entries(claims).filter(([key, value]) => key !== "title" && value === true);
  const said = claimed.length === 0 ? "" : ` The server claims: ${claimed.map(([key]) => key).join(", ")}.`;
  return `Run the tool "${tool.toolName}" of the MCP server "${tool.server}" with ${text}? The config's policy asks first (${decision.rule?.key ?? "policy"}).${said}`;
}

/**
 * The serve-mode policy guard for `policy` (compiled from the config file, see `compilePolicy`
 * of `@hermes/mcp`): denied tools are left out of the toolsets (not listed, searched or
 * callable; a call naming one gets `POLICY_DENIED` with the rule and the key to change), and
 * `ask` tools run only after the front client's user accepted an elicitation
 * (`POLICY_DECLINED` on decline or cancel; `POLICY_ASK_UNSUPPORTED`, failing closed, when the
 * client declared no elicitation capability or the call came with no front request, i.e. no
 * `request` in `handle`'s context).
 * Decisions use the real tool (its server and own name) and the annotations its server claims.
 *
 * @example
 * ```ts
 * const guard = createPolicyGuard(file.policy);
 * const search = createToolSearch({ invoke: mcpInvoke(hub), gates: [guard.gate] });
 * createToolSearchServer({ search, toolsets: () => guard.toolsets(hub.toolsets()), policy: { guard, toolsets: () => hub.toolsets() } });
 * ```
 */
export function createPolicyGuard(policy: ToolPolicy): PolicyGuard {
  const view = policyView(policy);
  return {
    policy,
    toolsets: (toolsets) => view(toolsets).toolsets,
    gate: {
      kind: "policy",
      decide(call) {
        const entry = call.entry;
        if (entry?.source !== "mcp" || policy.rules.length === 0) return ALLOW;
        const tool = policyToolOf(entry.sourceName, entry.name, entry.toolName, entry.annotations);
        const decision = decidePolicy(policy, tool);
        if (decision.action === "deny") return policyDenial("POLICY_DENIED", tool, decision);
        if (decision.action !== "ask") return ALLOW;
        return {
          action: "ask",
          question: {
            key: `hermes/policy:${namespacedToolName(tool.server, tool.toolName)}`,
            message: question(tool, decision, call.arguments),
            declined: policyDenial("POLICY_DECLINED", tool, decision),
            unanswered: policyDenial("POLICY_ASK_UNSUPPORTED", tool, decision),
          },
        };
      },
    },
    refused(name, toolsets) {
      if (policy.rules.length === 0) return undefined;
      const verdict = view(toolsets).verdicts.get(name);
      if (verdict?.decision.action !== "deny") return undefined;
      const { message, ...details } = policyFailure("POLICY_DENIED", verdict.tool, verdict.decision);
      return bridgeError(message, details);
    },
  };
}
