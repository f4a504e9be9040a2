import { definitionTooDeep, MAX_DEFINITION_DEPTH, MAX_DEFINITION_NODES, tooDeepReason } from "./definition-depth.js";
import { freeName, isShowableName, showableNameFor } from "../listing/sanitize.js";
import { EMPTY_SCHEMA, readDefinition, readMetaHints } from "./read-definition.js";
import { BRIDGE_TOOL_NAMES, MANAGE_CONNECTIONS } from "./names.js";
import { sourceLabel, type Toolset } from "./source.js";
import type { ToolEntry } from "./entry.js";
import { isRecord } from "../json-helpers.js";
import { cleanDefinition, definitionHidesText, type HiddenTextCounts } from "./hidden-text.js";
import { readAnnotations } from "./annotations.js";

/** Why a definition was left out. */
export type DropReason =
  | "UNRECOGNIZED_SHAPE" // not an MCP, OpenAI or Anthropic tool definition
  | "MISSING_NAME" // no name, or an empty one
  | "UNSAFE_NAME" // a name with a control, format or line-separator character, or no letter or digit
  | "INVALID_SCHEMA" // an input schema that is present but not a JSON object
  | "TOO_DEEP" // a definition nested too deep (or too large) to index or serialise
  | "DUPLICATE_NAME" // a name already defined earlier (the first definition wins)
  | "BRIDGE_NAME" // one of the bridge's own names (tool_search, tool_describe, tool_call)
  | "RESERVED_NAME"; // a name only the runtime defines, offered by an MCP server

/** A definition that did not become an entry, with where it was and why. Nothing is lost silently. */
export interface DroppedTool {
  /** Index of the toolset in the input, and of the tool within it. */
  readonly toolset: number;
  readonly index: number;
  /** The name, when one could be read (shown JSON-escaped in `message`). */
  readonly name: string | undefined;
  readonly sourceName: string;
  readonly reason: DropReason;
  readonly message: string;
}

/** A declared source that is not available this turn, with the reason to show the model. */
export interface UnavailableSource {
  readonly sourceName: string;
  readonly label: string;
  readonly reason: string;
  /** The tool names the source had when last reachable (its toolset's `unavailableTools`), if given. */
  readonly tools?: readonly string[];
}

/** Why a `TOO_DEEP` definition was dropped, naming the limit it went over. */
function tooDeepMessage(shown: string, raw: unknown): string {
  const reason = tooDeepReason(raw);
  if (reason === "cycle") return `tool ${shown} refers to itself (a cycle), so it cannot be sent`;
  if (reason === "depth") return `tool ${shown} nests deeper than ${MAX_DEFINITION_DEPTH} levels`;
  return `tool ${shown} is too large: it would serialise to more than ${MAX_DEFINITION_NODES.toLocaleString("en-US")} objects and arrays`;
}

/** A tool whose definition had hidden characters, removed before anything reached a model. */
export interface SanitizedTool {
  /** The tool's model-facing name and its source. */
  readonly name: string;
  readonly sourceName: string;
  /** How many hidden characters of each kind were removed from the whole definition. */
  readonly removed: HiddenTextCounts;
}

/** `_meta` hints a server set on its own tool that were ignored: the source is not trusted to set them. */
export interface IgnoredHints {
  readonly name: string;
  readonly sourceName: string;
  readonly hints: readonly ("alwaysLoad" | "searchHint")[];
}

/** What {@link normalizeTools} makes of a session's toolsets. */
export interface NormalizedTools {
  /** Usable tools, in input order (toolset order, then tool order). */
  readonly entries: readonly ToolEntry[];
  readonly dropped: readonly DroppedTool[];
  readonly unavailable: readonly UnavailableSource[];
  /** Tools whose definitions had hidden characters (tags, variation selectors, bidi, zero-width, controls), removed. */
  readonly sanitized: readonly SanitizedTool[];
  /** Server hints ignored because the source's `trustHints` is not set (warnings for `inspect`). */
  readonly ignoredHints: readonly IgnoredHints[];
}

const BRIDGE = new Set<string>(BRIDGE_TOOL_NAMES);

/** `T` with writable keys: an entry is filled in here before anyone else sees it. */
type Mutable<T> = { -readonly [K in keyof T]: T[K] };

// Cleaned definitions by object: a runtime that hands over the same definition objects again (an
// MCP hub re-planning after one server changed) pays the sanitising walk once per object.
// Only definitions that needed cleaning are remembered. A clean one (nearly all) is answered by
// the allocation-free check alone, before any memo lookup: its schema's verdict is remembered
// by object, so the check reads the few strings around the schema.
const cleaned = new WeakMap<object, ReturnType<typeof cleanDefinition>>();
function cleanOnce(
  raw: unknown,
  schema: unknown,
  cleanName: string | undefined,
): ReturnType<typeof cleanDefinition> | undefined {
  if (!definitionHidesText(raw, schema, cleanName)) return undefined;
  if (typeof raw !== "object" || raw === null) return cleanDefinition(raw, schema);
  const known = cleaned.get(raw);
  if (known !== undefined) return known;
  const clean = cleanDefinition(raw, schema);
  if (clean.value !== raw) cleaned.set(raw, clean);
  return clean;
}

/** Names a renamed tool may not take: every showable name of the input and the runtime's own. */
function takenNames(toolsets: readonly Toolset[]): Set<string> {
  const taken = new Set<string>([...BRIDGE_TOOL_NAMES, MANAGE_CONNECTIONS]);
  for (const toolset of toolsets) {
    for (const raw of Array.isArray(toolset.tools) ? toolset.tools : []) {
      const read = readDefinition(raw);
      if (read.format !== undefined && typeof read.name === "string" && isShowableName(read.name)) taken.add(read.name);
    }
  }
  return taken;
}

/**
 * Turns a session's toolsets into entries of one shape. Never throws on tool data: a
 * definition that cannot be used is reported in `dropped` with a reason —
 * `UNRECOGNIZED_SHAPE`, `MISSING_NAME`, `UNSAFE_NAME` (a control, format or line-separator
 * character in the name, or no letter or digit), `INVALID_SCHEMA` (present but not an
 * object), `TOO_DEEP` (nested deeper than `MAX_DEFINITION_DEPTH`, 256 levels: it could not be
 * serialised), `DUPLICATE_NAME` (the first definition of a name wins, across all sources) or
 * `BRIDGE_NAME` (`tool_search`, `tool_describe`, `tool_call` are the bridge's own; dropping
 * them makes assembling an already-assembled tools array a no-op) or `RESERVED_NAME`
 * (`manage_connections` from an MCP source: only the runtime defines it).
 *
 * A name of ordinary characters the listing cannot show (`PDF&URLTool`) is not dropped: the
 * entry's `name` is `showableNameFor(name)` (`PDF_URLTool`), with `_2`, `_3`, … when another
 * tool of the input or the runtime has that name, and `toolName` keeps the tool's own name.
 *
 * @example
 * ```ts
 * const { entries, dropped } = normalizeTools([
 *   { source: { kind: "mcp", name: "mcp-github" }, tools: [{ name: "create_issue", inputSchema: { type: "object" } }] },
 * ]);
 * entries[0]?.label; // "github"
 * ```
 */
export function normalizeTools(toolsets: readonly Toolset[]): NormalizedTools {
  const entries: ToolEntry[] = [];
  const dropped: DroppedTool[] = [];
  const unavailable: UnavailableSource[] = [];
  const sanitized: SanitizedTool[] = [];
  const ignoredHints: IgnoredHints[] = [];
  const firstSource = new Map<string, string>();
  let taken: Set<string> | undefined;
  toolsets.forEach((toolset, t) => {
    const source = toolset.source;
    const sourceName = source?.name ?? "other";
    const label = sourceLabel(source?.name);
    if (toolset.unavailable !== undefined) {
      const tools = toolset.unavailableTools;
      unavailable.push({
        sourceName,
        label,
        reason: toolset.unavailable,
        ...(tools === undefined ? {} : { tools: Object.freeze([...tools]) }),
      });
    }
    const tools = Array.isArray(toolset.tools) ? toolset.tools : [];
    tools.forEach((raw, index) => {
      const drop = (reason: DropReason, message: string, name?: string): void => {
        dropped.push({ toolset: t, index, name, sourceName, reason, message });
      };
      const read = readDefinition(raw);
      if (read.format === undefined) return drop("UNRECOGNIZED_SHAPE", read.message);
      if (typeof read.name !== "string" || read.name.trim() === "")
        return drop("MISSING_NAME", "the definition has no name");
      const name = read.name;
      const shown = JSON.stringify(name.length > 80 ? `${name.slice(0, 80)}…` : name);
      const shownName = showableNameFor(name);
      if (shownName === undefined) {
        return drop(
          "UNSAFE_NAME",
          `tool name ${shown} has a control, format or line-separator character, or no letter or digit`,
          name,
        );
      }
      if (BRIDGE.has(name)) return drop("BRIDGE_NAME", `${shown} is a bridge tool name; the bridge adds its own`, name);
      if (name === MANAGE_CONNECTIONS && source?.kind === "mcp") {
        return drop(
          "RESERVED_NAME",
          `${shown} from MCP server ${JSON.stringify(sourceName)} is refused: only the runtime defines it`,
          name,
        );
      }
      if (read.schema !== undefined && !isRecord(read.schema)) {
        return drop("INVALID_SCHEMA", `tool ${shown} has an input schema that is not a JSON object`, name);
      }
      if (definitionTooDeep(raw, read.schema)) {
        return drop("TOO_DEEP", tooDeepMessage(shown, raw), name);
      }
      const first = firstSource.get(name);
      if (first !== undefined) {
        return drop(
          "DUPLICATE_NAME",
          `tool ${shown} from ${JSON.stringify(sourceName)} repeats a name already defined by ${JSON.stringify(first)}`,
          name,
        );
      }
      firstSource.set(name, sourceName);
      // The sanitising boundary: what a model reads of this tool has no hidden characters (docs/security.md).
      // A name that is its own showable form is plain ASCII: nothing hidden to look for in it.
      const clean = cleanOnce(raw, read.schema, shownName === name ? name : undefined);
      const hidden = clean !== undefined && clean.value !== raw;
      const fields = hidden ? readDefinition(clean.value) : read;
      if (fields.format === undefined) return drop("UNRECOGNIZED_SHAPE", fields.message, name);
      // A name the listing cannot show is shown and called as a free showable form of it; the tool keeps its own name (docs/spec/listing.md, "Names").
      let exposed = name;
      if (shownName !== name) {
        taken ??= takenNames(toolsets);
        exposed = freeName(shownName, taken);
        taken.add(exposed);
      }
      const declared = readMetaHints(fields.meta);
      // A downstream server's own hints apply only where the config trusts it to set them.
      const trusted =
        source === undefined || (source.kind !== "mcp" && source.kind !== "connectors") || source.trustHints === true;
      const ignoring = !trusted && (declared.alwaysLoad || declared.searchHint !== undefined);
      // Copied only when a hint is dropped: the common case allocates nothing here.
      const hints = ignoring ? { ...declared, alwaysLoad: false, searchHint: undefined } : declared;
      if (ignoring) {
        ignoredHints.push({
          name: exposed,
          sourceName,
          hints: [
            ...(declared.alwaysLoad ? (["alwaysLoad"] as const) : []),
            ...(declared.searchHint !== undefined ? (["searchHint"] as const) : []),
          ],
        });
      }
      const toolName = hints.toolName ?? name;
      // Read from the cleaned definition: a hostile title carries no hidden text either.
      const annotations = readAnnotations(fields.annotations, fields.title);
      const entry: Mutable<ToolEntry> = {
        name: exposed,
        description: typeof fields.description === "string" ? fields.description : "",
        inputSchema: fields.schema === undefined || !isRecord(fields.schema) ? EMPTY_SCHEMA : fields.schema,
        source: source?.kind ?? "other",
        sourceName,
        label,
        format: read.format,
        original: hidden ? clean.value : raw,
        searchHint: hints.searchHint,
        alwaysLoad: hints.alwaysLoad || source?.alwaysLoad === true,
      };
      // Optional keys are added only when present (absent, not undefined), in this order; assigned
      // rather than spread from conditional literals, which is the slow path for object creation.
      if (toolName !== exposed) entry.toolName = toolName;
      if (hidden) entry.hiddenText = clean.removed;
      if (annotations !== undefined) entry.annotations = annotations;
      entries.push(entry);
      if (hidden) sanitized.push({ name: exposed, sourceName, removed: clean.removed });
    });
  });
  return { entries, dropped, unavailable, sanitized, ignoredHints };
}
