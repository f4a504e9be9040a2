import { normalizeTools, sourceLabel, type Toolset } from "@hermes/catalog";

/** A session's toolsets and the names of every tool outside them. */
export interface SessionToolsets {
  readonly inScope: readonly Toolset[];
  /** Tools that exist in the runtime but not in this session: never findable, describable or callable here. */
  readonly outsideScope: ReadonlySet<string>;
}

/**
 * Restricts a runtime's toolsets to a session's. `names` selects toolsets by source name or
 * label (`mcp-github` or `github`); toolsets without a source (the runtime's own tools) are
 * always in the session. Without `names`, everything is in scope.
 */
export function sessionToolsets(
  definitions: readonly Toolset[],
  names: readonly string[] | undefined,
): SessionToolsets {
  if (names === undefined) return { inScope: definitions, outsideScope: new Set() };
  const wanted = new Set(names);
  const inScope: Toolset[] = [];
  const outside: Toolset[] = [];
  for (const toolset of definitions) {
    const name = toolset.source?.name;
    const keep = name === undefined || wanted.has(name) || wanted.has(sourceLabel(name));
    (keep ? inScope : outside).push(toolset);
  }
  const inNames = new Set(normalizeTools(inScope).entries.map((entry) => entry.name));
  const outsideScope = new Set(
    normalizeTools(outside)
      .entries.map((entry) => entry.name)
      .filter((name) => !inNames.has(name)),
  );
  return { inScope, outsideScope };
}
