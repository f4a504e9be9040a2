import { isRecord } from "../json-helpers.js";

/** The behaviour hints an MCP tool's `annotations` can carry, in the specification's order. */
export const ANNOTATION_HINTS = Object.freeze([
  "readOnlyHint",
  "destructiveHint",
  "idempotentHint",
  "openWorldHint",
] as const);

/** One behaviour hint of {@link ANNOTATION_HINTS}. */
export type AnnotationHint = (typeof ANNOTATION_HINTS)[number];

/**
 * What a tool's source says about it (MCP `ToolAnnotations`): a display `title` and behaviour
 * hints. These are the **server's claim, not a fact** — the MCP specification treats
 * annotations from an untrusted server as untrusted — so every place that shows them names the
 * source that claimed them. Only the declared members are present.
 */
export interface ToolAnnotations {
  /** A display name (after the sanitising boundary; whitespace runs collapsed; at most 120 characters). */
  readonly title?: string;
  readonly readOnlyHint?: boolean;
  readonly destructiveHint?: boolean;
  readonly idempotentHint?: boolean;
  readonly openWorldHint?: boolean;
}

/** Longest annotation title kept (characters); a longer one is cut and ends in `…`. */
export const MAX_ANNOTATION_TITLE = 120;

/**
 * The `_meta` key a visible downstream tool in an MCP listing carries when it has annotations:
 * the name of the server that claimed them (see {@link ToolAnnotations}).
 *
 * @example
 * ```ts
 * tool._meta?.[ANNOTATIONS_CLAIMED_BY_META_KEY]; // "github"
 * ```
 */
export const ANNOTATIONS_CLAIMED_BY_META_KEY = "hermes/annotationsClaimedBy";

function titleOf(value: unknown): string | undefined {
  if (typeof value !== "string") return undefined;
  const text = value.replace(/\s+/g, " ").trim();
  if (text === "") return undefined;
  return text.length > MAX_ANNOTATION_TITLE ? `${text.slice(0, MAX_ANNOTATION_TITLE - 1)}…` : text;
}

/**
 * Reads a definition's annotations: the boolean hints of `annotations` and its `title` (or, when
 * it has none, the tool's own top-level `title`). Anything else, and hints that are not
 * booleans, are ignored. `undefined` when nothing was declared. Pure; never throws.
 *
 * @example
 * ```ts
 * readAnnotations({ readOnlyHint: true, title: "Read  file" }, undefined); // { title: "Read file", readOnlyHint: true }
 * ```
 */
export function readAnnotations(annotations: unknown, toolTitle: unknown): ToolAnnotations | undefined {
  const record = isRecord(annotations) ? annotations : {};
  const out: { -readonly [K in keyof ToolAnnotations]: ToolAnnotations[K] } = {};
  const title = titleOf(record["title"]) ?? titleOf(toolTitle);
  if (title !== undefined) out.title = title;
  for (const hint of ANNOTATION_HINTS) {
    const value = record[hint];
    if (typeof value === "boolean") out[hint] = value;
  }
  return Object.keys(out).length === 0 ? undefined : Object.freeze(out);
}

/**
 * A hint's value as the MCP specification defines it when a server leaves it out:
 * `readOnlyHint` false, `destructiveHint` true (false for a read-only tool), `idempotentHint`
 * false, `openWorldHint` true. What a policy rule on an annotation matches (an unannotated tool
 * is assumed destructive and open-world, the cautious reading).
 *
 * @example
 * ```ts
 * effectiveHint(undefined, "destructiveHint"); // true
 * effectiveHint({ readOnlyHint: true }, "destructiveHint"); // false
 * ```
 */
export function effectiveHint(annotations: ToolAnnotations | undefined, hint: AnnotationHint): boolean {
  // A destructive claim means something only for a tool that is not read-only.
  if (hint === "destructiveHint" && annotations?.readOnlyHint === true) return false;
  const declared = annotations?.[hint];
  if (declared !== undefined) return declared;
  return hint === "destructiveHint" || hint === "openWorldHint";
}
