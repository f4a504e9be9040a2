import type { ToolEntry } from "./entry.js";
import { isRecord } from "../json-helpers.js";
import { sha256Hex } from "./sha256.js";

/** Canonical JSON: object keys sorted by code unit, no whitespace; `undefined` members left out. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map((item: unknown) => canonical(item) ?? "null").join(",")}]`;
  if (isRecord(value)) {
    const keys = Object.keys(value)
      .filter((key) => value[key] !== undefined)
      .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${keys.map((key) => `${JSON.stringify(key)}:${canonical(value[key])}`).join(",")}}`;
  }
  return JSON.stringify(value) ?? "null";
}

/** The MCP fields of a definition beyond name, description and input schema that a model reads. */
function extraFields(original: unknown): Record<string, unknown> {
  if (!isRecord(original)) return {};
  const fn = isRecord(original["function"]) ? original["function"] : original;
  const out: Record<string, unknown> = {};
  for (const key of ["title", "outputSchema", "annotations"] as const) {
    const value = fn[key] ?? original[key];
    if (value !== undefined) out[key] = value;
  }
  return out;
}

/**
 * The model-facing definition of a tool that {@link definitionHash} covers: its model-facing
 * name, description, input schema, and — when present — `title`, `outputSchema` and
 * `annotations` (after the sanitising boundary, so hidden characters neither count nor hide).
 * `_meta` is left out: it is not shown to the model, and a server may vary it freely.
 */
export function modelFacingDefinition(entry: ToolEntry): Record<string, unknown> {
  return {
    name: entry.name,
    description: entry.description,
    inputSchema: entry.inputSchema,
    ...extraFields(entry.original),
  };
}

/**
 * A stable hash of what the model reads of a tool (see {@link modelFacingDefinition}):
 * `sha256:` and the SHA-256 of its canonical JSON (keys sorted, no whitespace), so the same
 * definition hashes the same whatever its key order or source format, and any change to the
 * description, a parameter, the output schema or the annotations changes it. The form follows
 * the open MCP proposal for tool digests (SEP-1766) without depending on it. Pure.
 *
 * @example
 * ```ts
 * definitionHash(entry); // "sha256:9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08"
 * ```
 */
export function definitionHash(entry: ToolEntry): string {
  return `sha256:${sha256Hex(canonical(modelFacingDefinition(entry)))}`;
}

/**
 * The `_meta` key under which the definition hash is exposed to clients: on each visible tool
 * in an MCP `tools/list` and on each tool a `tool_describe` answer describes. The value is the
 * {@link definitionHash} string (`sha256:` + 64 lowercase hex digits), to be compared for
 * equality only. The value's form follows the MCP digest drafts (SEP-1766 and its successors);
 * the key is this project's own, not their reserved `io.modelcontextprotocol/digest`, because
 * emitting that key promises conditional `tools/call` requests (`expectedDigest`), which the
 * gateway does not implement (see docs/security.md, "Hidden text and definition integrity").
 *
 * @example
 * ```ts
 * tool._meta?.[DEFINITION_HASH_META_KEY]; // "sha256:…"
 * ```
 */
export const DEFINITION_HASH_META_KEY = "hermes/definitionHash";
