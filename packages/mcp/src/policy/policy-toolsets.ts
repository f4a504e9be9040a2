import { readAnnotations, type ToolAnnotations, type Toolset } from "@hermes/catalog";
import { isRecord } from "@hermes/catalog/internal";
import { namespacedToolName } from "../hub/tool-naming.js";
import { decidePolicy } from "./decide-policy.js";
import type { PolicyDecision, PolicyTool, ToolPolicy } from "./policy-types.js";

/** One tool of an MCP toolset with what the policy decided for it. */
export interface PolicyVerdict {
  /** The model-facing name. */
  readonly name: string;
  readonly tool: PolicyTool;
  readonly decision: PolicyDecision;
}

/**
 * The real tool behind a model-facing name of server `server`: its own name is the one the hub
 * recorded in `_meta["hermes/toolName"]` only when `name` is the hub's namespaced form of it —
 * a server cannot pass one tool off as another by setting that key on a tool it names itself.
 *
 * @example
 * ```ts
 * policyToolOf("github", "mcp__github__delete_repo", "delete_repo", undefined); // { server: "github", toolName: "delete_repo" }
 * ```
 */
export function policyToolOf(
  server: string,
  name: string,
  recorded: string | undefined,
  annotations: ToolAnnotations | undefined,
): PolicyTool {
  const own =
    recorded !== undefined &&
    (namespacedToolName(server, recorded) === name || namespacedToolName(server, recorded, true) === name)
      ? recorded
      : name;
  return { server, toolName: own, ...(annotations === undefined ? {} : { annotations }) };
}

function verdictOf(policy: ToolPolicy, server: string, tool: unknown): PolicyVerdict | undefined {
  if (!isRecord(tool) || typeof tool["name"] !== "string") return undefined;
  const meta = isRecord(tool["_meta"]) ? tool["_meta"] : {};
  const recorded = typeof meta["hermes/toolName"] === "string" ? meta["hermes/toolName"] : undefined;
  const target = policyToolOf(server, tool["name"], recorded, readAnnotations(tool["annotations"], tool["title"]));
  return { name: tool["name"], tool: target, decision: decidePolicy(policy, target) };
}

/** What {@link policyView} makes of a session's toolsets. */
export interface PolicyView {
  /** The toolsets without the denied tools (an unchanged toolset is the same object). */
  readonly toolsets: readonly Toolset[];
  /** Every MCP tool's verdict (denied ones too), by model-facing name. */
  readonly verdicts: ReadonlyMap<string, PolicyVerdict>;
}

/**
 * Applies `policy` to toolsets: MCP toolsets lose their denied tools (so a denied tool is
 * neither listed, searched nor callable), other toolsets pass unchanged. Memoised by the
 * toolsets array and by each toolset, so a runtime that hands over the same arrays keeps its
 * tier plans memoised. Pure apart from the memo.
 *
 * @example
 * ```ts
 * const view = policyView(policy);
 * view(hub.toolsets()).toolsets; // without the denied tools
 * ```
 */
export function policyView(policy: ToolPolicy): (toolsets: readonly Toolset[]) => PolicyView {
  const views = new WeakMap<readonly Toolset[], PolicyView>();
  const filtered = new WeakMap<Toolset, { toolset: Toolset; verdicts: readonly PolicyVerdict[] }>();
  const one = (toolset: Toolset): { toolset: Toolset; verdicts: readonly PolicyVerdict[] } => {
    const known = filtered.get(toolset);
    if (known !== undefined) return known;
    const source = toolset.source;
    const tools = Array.isArray(toolset.tools) ? toolset.tools : [];
    let result: { toolset: Toolset; verdicts: readonly PolicyVerdict[] };
    if (source?.kind !== "mcp" || policy.rules.length === 0) result = { toolset, verdicts: [] };
    else {
      const verdicts: PolicyVerdict[] = [];
      const kept = tools.filter((tool: unknown) => {
        const verdict = verdictOf(policy, source.name, tool);
        if (verdict !== undefined) verdicts.push(verdict);
        return verdict?.decision.action !== "deny";
      });
      result = {
        toolset: kept.length === tools.length ? toolset : Object.freeze({ ...toolset, tools: Object.freeze(kept) }),
        verdicts,
      };
    }
    filtered.set(toolset, result);
    return result;
  };
  return (toolsets) => {
    const known = views.get(toolsets);
    if (known !== undefined) return known;
    const parts = toolsets.map(one);
    const view: PolicyView = {
      toolsets: Object.freeze(parts.map((part) => part.toolset)),
      verdicts: new Map(parts.flatMap((part) => part.verdicts.map((verdict) => [verdict.name, verdict] as const))),
    };
    views.set(toolsets, view);
    return view;
  };
}
