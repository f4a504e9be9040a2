import type { SourceKind } from "./entry.js";

/** Where a group of tools comes from: an MCP server, a plugin, a gateway, or unknown. */
export interface ToolSource {
  readonly kind: SourceKind;
  /** Server or toolset name as configured, e.g. `mcp-github`; shown as a label without the `mcp-` prefix. */
  readonly name: string;
  /** Keep every tool of this source visible (never deferred). Default `false`. */
  readonly alwaysLoad?: boolean | undefined;
  /**
   * Honour the `_meta` hints (`alwaysLoad`, `searchHint`) that an `mcp` or `connectors`
   * source sets on its own tools. Default `false`: a downstream server cannot promote itself
   * into the model's context; its hints are ignored and reported (`NormalizedTools.ignoredHints`).
   * Other sources (the runtime's own tools) are always trusted.
   */
  readonly trustHints?: boolean | undefined;
}

/**
 * One toolset of the session: its source and its tool definitions in any supported shape
 * (OpenAI, OpenAI Responses, MCP, Anthropic, neutral). Without `source`, the tools have
 * unknown provenance and stay visible. A declared server that could not be reached is a
 * toolset with `unavailable` set to the reason; the listing mentions it.
 */
export interface Toolset {
  readonly source?: ToolSource | undefined;
  readonly tools: readonly unknown[];
  readonly unavailable?: string | undefined;
  /**
   * For an unavailable source: the names of the tools it had when last reachable. They are not
   * listed or searched; a call to one is answered with the source and its `unavailable` reason.
   */
  readonly unavailableTools?: readonly string[] | undefined;
}

const MCP_PREFIX = /^mcp[-_]+/i;
const LABEL_UNSAFE = /[^A-Za-z0-9_.-]+/g;

/**
 * The label shown to the model for a source name: a leading `mcp-`, `mcp_` or `mcp__` is
 * dropped, characters that could disturb the listing become `-`, and an empty or missing
 * name is `other`.
 *
 * @example
 * ```ts
 * sourceLabel("mcp-github"); // "github"
 * sourceLabel(undefined); // "other"
 * ```
 */
export function sourceLabel(name: string | undefined): string {
  if (name === undefined) return "other";
  const label = name
    .trim()
    .replace(MCP_PREFIX, "")
    .replace(LABEL_UNSAFE, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 64);
  return label === "" ? "other" : label;
}
