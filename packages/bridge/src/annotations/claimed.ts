import { ANNOTATION_HINTS, type AnnotationHint, type ToolAnnotations, type ToolEntry } from "@hermes/catalog";

/**
 * A `tool_search` hit's annotations: the behaviour hints the tool's server declared `true`, in
 * the specification's order, and the server that claimed them. A claim, not a fact: the
 * gateway cannot check what a server says about its own tools.
 */
export interface ClaimedHints {
  /** The source (MCP server) that claims the hints. */
  readonly claimed_by: string;
  readonly hints: readonly AnnotationHint[];
}

/**
 * A `tool_describe` answer's annotations: every member the server declared (`title`, hints true
 * or false), and the server that claimed them.
 */
export type ClaimedAnnotations = { readonly claimed_by: string } & ToolAnnotations;

/** The hints of `entry` that are declared `true`, marked with who claims them; `undefined` when none. */
export function claimedHints(entry: ToolEntry | undefined): ClaimedHints | undefined {
  const annotations = entry?.annotations;
  if (entry === undefined || annotations === undefined) return undefined;
  const hints = ANNOTATION_HINTS.filter((hint) => annotations[hint] === true);
  return hints.length === 0 ? undefined : { claimed_by: entry.sourceName, hints };
}

/** Everything `entry` declares in its annotations, marked with who claims it; `undefined` when nothing. */
export function claimedAnnotations(entry: ToolEntry): ClaimedAnnotations | undefined {
  const annotations = entry.annotations;
  if (annotations === undefined) return undefined;
  return { claimed_by: entry.sourceName, ...annotations };
}
