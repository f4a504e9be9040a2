import type { Toolset } from "@hermes/catalog";
import { bridgeError, type BridgeError } from "@hermes/bridge";
import { ToolCallError, type InvokeTool } from "@hermes/dispatch";
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
 * denied tools, an `invoke` that enforces `deny` and `ask` (asking with the `confirm` of the
 * call's front request, `InvokeContext.request`), and the refusal of a call that names a denied
 * tool.
 *
 * @example
 * ```ts
 * const guard = createPolicyGuard(file.policy);
 * const invoke = guard.invoke(mcpInvoke(hub));
 * ```
 */
export interface PolicyGuard {
  readonly policy: ToolPolicy;
  /** `toolsets` without the denied tools (memoised: the same arrays give the same objects). */
  toolsets(toolsets: readonly Toolset[]): readonly Toolset[];
  /**
   * Wraps the real execution: a denied tool throws `POLICY_DENIED`; an `ask` tool runs only when
   * the user confirmed through `context.request.confirm` (the front request's elicitation).
   */
  invoke(inner: InvokeTool<FrontScope>): InvokeTool<FrontScope>;
  /**
   * The error the model reads for a call naming `name` when the policy denies that tool
   * (`POLICY_DENIED`, with the rule and the key to change); `undefined` for any other name.
   * `toolsets` are the unfiltered ones, where the denied tools are still known. Passed as a session's `refuse`
   * (`AssembleOptions.refuse`), so a call naming a denied tool is refused as it is resolved.
   */
  refused(name: string, toolsets: readonly Toolset[]): BridgeError | undefined;
}

function policyError(code: PolicyErrorCode, tool: PolicyTool, decision: PolicyDecision): ToolCallError {
  const { message, ...details } = policyFailure(code, tool, decision);
  return new ToolCallError(code, message, details);
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
 * const search = createToolSearch({ invoke: guard.invoke(mcpInvoke(hub)) });
 * createToolSearchServer({ search, toolsets: () => guard.toolsets(hub.toolsets()), policy: { guard, toolsets: () => hub.toolsets() } });
 * ```
 */
export function createPolicyGuard(policy: ToolPolicy): PolicyGuard {
  const view = policyView(policy);
  return {
    policy,
    toolsets: (toolsets) => view(toolsets).toolsets,
    invoke: (inner) => async (name, args, context) => {
      const entry = context.entry;
      if (entry?.source !== "mcp" || policy.rules.length === 0) return inner(name, args, context);
      const tool = policyToolOf(entry.sourceName, entry.name, entry.toolName, entry.annotations);
      const decision = decidePolicy(policy, tool);
      if (decision.action === "deny") throw policyError("POLICY_DENIED", tool, decision);
      if (decision.action === "ask") {
        const confirm = context.request?.confirm;
        const key = `hermes/policy:${namespacedToolName(tool.server, tool.toolName)}`;
        const answer =
          confirm === undefined ? "unsupported" : await confirm({ key, message: question(tool, decision, args) });
        if (answer === "unsupported") throw policyError("POLICY_ASK_UNSUPPORTED", tool, decision);
        // `pending`: the front server answers with the question instead; this result is not sent.
        if (answer !== "accept") throw policyError("POLICY_DECLINED", tool, decision);
      }
      return inner(name, args, context);
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
