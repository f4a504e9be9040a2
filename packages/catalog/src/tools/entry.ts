import type { ToolAnnotations } from "./annotations.js";
import type { HiddenTextCounts } from "./hidden-text.js";

/** A JSON Schema object (tool input schemas). Kept loose: schemas come from servers. */
export type JsonSchemaObject = Readonly<Record<string, unknown>>;

/**
 * Where a tool comes from. `mcp` and `plugin` tools can be deferred; `other` is unknown
 * provenance (kept visible); `connectors` are remote tools from a hosted gateway.
 */
export type SourceKind = "mcp" | "plugin" | "other" | "connectors";

/** The input shapes a tool definition can have; visible tools are returned in the same one. */
export type ToolFormat = "openai" | "openai-responses" | "mcp" | "anthropic" | "neutral";

/**
 * One tool after normalisation: the same fields whatever shape it came in, plus the
 * caller's original object, returned untouched for visible tools.
 */
export interface ToolEntry {
  readonly name: string;
  /** The description as given (may be empty); untrusted server text. */
  readonly description: string;
  readonly inputSchema: JsonSchemaObject;
  readonly source: SourceKind;
  /** The server or toolset name as the caller spelled it (`"other"` when unknown). */
  readonly sourceName: string;
  /** The group name shown to the model: `mcp-github` → `github`; unknown → `other`. */
  readonly label: string;
  readonly format: ToolFormat;
  /** The caller's definition object, never modified or copied. */
  readonly original: unknown;
  /** Extra keywords indexed for search (from `_meta` `searchHint`). */
  readonly searchHint: string | undefined;
  /** Keep visible even though the tool could be deferred (`_meta` or per-server option). */
  readonly alwaysLoad: boolean;
  /**
   * The tool's own name at its source when the model-facing `name` differs: an MCP tool
   * shown as `mcp__<server>__<tool>` (read from `_meta` `hermes/toolName`), or a tool whose
   * own name the listing cannot show (`PDF&URLTool`, shown as `PDF_URLTool`; see
   * docs/spec/listing.md, "Names"). Search indexes this name, so the tool ranks as its own
   * name would; a host's `invoke` gets `name` and finds this one on `context.entry`. Absent:
   * same as `name`.
   */
  readonly toolName?: string | undefined;
  /**
   * Hidden characters removed from this tool's definition at the sanitising boundary, by
   * kind (absent: none). `description`, `inputSchema` and `original` are the cleaned text.
   */
  readonly hiddenText?: HiddenTextCounts | undefined;
  /**
   * The definition's MCP annotations (`title`, behaviour hints), read after the sanitising
   * boundary: what `sourceName` **claims** about the tool, not a fact. Absent: none declared.
   */
  readonly annotations?: ToolAnnotations | undefined;
}
