import { readDefinition, type DefinitionFields } from "../tools/read-definition.js";
import type { Toolset } from "../tools/source.js";

/**
 * What a plan was computed from, kept by reference: the toolsets' sources and every tool
 * object with the fields read from it. A later call is the same input when every object is
 * the same and still holds the same name, description, schema and `_meta` objects.
 *
 * Definitions are treated as values: replacing a tool object (or its schema object) is
 * seen; editing a schema object in place is not. MCP clients and most registries hand out
 * new objects when a tool changes.
 */
export interface InputSnapshot {
  readonly sources: readonly (readonly unknown[])[];
  readonly tools: readonly unknown[];
  readonly fields: readonly (DefinitionFields | undefined)[];
}

function fieldsOf(raw: unknown): DefinitionFields | undefined {
  const read = readDefinition(raw);
  return read.format === undefined ? undefined : read;
}

const sourceKey = (toolset: Toolset): unknown[] => [
  toolset.source?.kind,
  toolset.source?.name,
  toolset.source?.alwaysLoad,
  toolset.unavailable,
  toolset.unavailableTools,
  Array.isArray(toolset.tools) ? toolset.tools.length : -1,
];

/** Records the input of a plan. */
export function snapshotInput(toolsets: readonly Toolset[]): InputSnapshot {
  const tools: unknown[] = [];
  const fields: (DefinitionFields | undefined)[] = [];
  for (const toolset of toolsets) {
    for (const raw of Array.isArray(toolset.tools) ? toolset.tools : []) {
      tools.push(raw);
      fields.push(fieldsOf(raw));
    }
  }
  return { sources: toolsets.map(sourceKey), tools, fields };
}

const sameFields = (a: DefinitionFields | undefined, b: DefinitionFields | undefined): boolean =>
  a === b ||
  (a !== undefined &&
    b !== undefined &&
    a.format === b.format &&
    a.name === b.name &&
    a.description === b.description &&
    a.schema === b.schema &&
    a.meta === b.meta);

/** Whether `toolsets` is the input `snapshot` recorded (see {@link InputSnapshot}). */
export function sameInput(snapshot: InputSnapshot, toolsets: readonly Toolset[]): boolean {
  if (snapshot.sources.length !== toolsets.length) return false;
  let at = 0;
  for (let t = 0; t < toolsets.length; t += 1) {
    const toolset = toolsets[t];
    const recorded = snapshot.sources[t];
    if (toolset === undefined || recorded === undefined) return false;
    const key = sourceKey(toolset);
    if (key.some((value, i) => value !== recorded[i])) return false;
    for (const raw of Array.isArray(toolset.tools) ? toolset.tools : []) {
      if (raw !== snapshot.tools[at] || !sameFields(fieldsOf(raw), snapshot.fields[at])) return false;
      at += 1;
    }
  }
  return at === snapshot.tools.length;
}
