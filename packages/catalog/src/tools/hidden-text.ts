// The one sanitising boundary for server text on its way to a model (docs/security.md,
// "Hidden text"). Pure and deterministic: the same input gives the same bytes out, so a
// cleaned catalog keeps the prompt cache.
import { codeUnitFilter } from "./code-unit-filter.js";

/** The kinds of hidden character the boundary removes, counted per tool. */
export type HiddenKind = "tag" | "variation-selector" | "bidi" | "zero-width" | "control" | "format";

/** How many hidden characters of each kind were removed (kinds with none are absent). */
export type HiddenTextCounts = Readonly<Partial<Record<HiddenKind, number>>>;

/**
 * Characters a reader does not see but a model reads: Unicode default-ignorable code points
 * (tags U+E0000–E0FFF, variation selectors U+FE00–FE0F and U+E0100–E01EF, zero-width
 * characters, bidi marks), every other format character (`Cf`), C0/C1 controls except tab,
 * line feed and carriage return, line/paragraph separators and lone surrogates.
 */
/* eslint-disable no-control-regex -- matching controls is the point */
const HIDDEN =
  /[\p{Default_Ignorable_Code_Point}\p{Cf}\p{Cs}\p{Zl}\p{Zp}\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/gu;
/* eslint-enable no-control-regex */
/** The same set without the global flag. */
const HAS_HIDDEN_SLOW = new RegExp(HIDDEN.source, "u");
/** Anything but printable ASCII, tab and line breaks: a cheap pre-filter (most server text is ASCII). */
const NOT_PLAIN_ASCII = /[^\t\n\r\x20-\x7e]/;
/** Whether `text` has a code unit that `HIDDEN` can match: a table lookup per code unit. */
const MAY_HIDE = codeUnitFilter(HAS_HIDDEN_SLOW);
/** `HAS_HIDDEN_SLOW.test(text)`, answered by the cheap pre-filters for text that cannot match. */
const HAS_HIDDEN = {
  test: (text: string): boolean => NOT_PLAIN_ASCII.test(text) && MAY_HIDE(text) && HAS_HIDDEN_SLOW.test(text),
};
const PICTOGRAPHIC = /^\p{Extended_Pictographic}$/u;
/** A letter of a script that joins with ZWJ/ZWNJ (Persian, Indic, …): a letter that is not Latin. */
const JOINING_LETTER = /^(?=[\p{L}\p{M}])\P{Script=Latin}$/u;

/** Which kind a hidden code point is. */
function kindOf(code: number): HiddenKind {
  if (code >= 0xe0000 && code <= 0xe007f) return "tag";
  if ((code >= 0xfe00 && code <= 0xfe0f) || (code >= 0xe0100 && code <= 0xe01ef) || (code >= 0x180b && code <= 0x180f))
    return "variation-selector";
  if (
    code === 0x061c ||
    code === 0x200e ||
    code === 0x200f ||
    (code >= 0x202a && code <= 0x202e) ||
    (code >= 0x2066 && code <= 0x2069)
  )
    return "bidi";
  if ((code >= 0x200b && code <= 0x200d) || (code >= 0x2060 && code <= 0x2064) || code === 0xfeff) return "zero-width";
  if (code <= 0x9f) return "control";
  return "format";
}

/** The code point before `offset` (a whole surrogate pair), or `""`. */
function before(text: string, offset: number): string {
  if (offset === 0) return "";
  const low = text.charCodeAt(offset - 1);
  const start = low >= 0xdc00 && low <= 0xdfff && offset >= 2 ? offset - 2 : offset - 1;
  return String.fromCodePoint(text.codePointAt(start) ?? 0);
}

/** The code point at `offset`, or `""`. */
function at(text: string, offset: number): string {
  const code = text.codePointAt(offset);
  return code === undefined ? "" : String.fromCodePoint(code);
}

/**
 * Whether a hidden character is part of ordinary text and stays: one emoji presentation
 * selector (U+FE0E/FE0F) right after a pictograph, a ZWJ inside an emoji sequence, and one
 * ZWJ/ZWNJ between two letters of a non-Latin script (Persian, Devanagari, …). One such
 * character carries no payload worth the name; runs of them are removed.
 */
function legitimate(char: string, text: string, offset: number): boolean {
  const prev = before(text, offset);
  const next = at(text, offset + char.length);
  if (char === "\uFE0E" || char === "\uFE0F") return PICTOGRAPHIC.test(prev) && !HAS_HIDDEN.test(next);
  if (char === "\u200D" && (PICTOGRAPHIC.test(prev) || prev === "\uFE0F") && PICTOGRAPHIC.test(next)) return true;
  if (char === "\u200C" || char === "\u200D") return JOINING_LETTER.test(prev) && JOINING_LETTER.test(next);
  return false;
}

/** Adds what `text` loses to `counts`; returns the cleaned text. */
function cleanInto(text: string, counts: Partial<Record<HiddenKind, number>>): string {
  return text.replace(HIDDEN, (char: string, offset: number, whole: string) => {
    if (legitimate(char, whole, offset)) return char;
    const kind = kindOf(char.codePointAt(0) ?? 0);
    counts[kind] = (counts[kind] ?? 0) + 1;
    // Line and paragraph separators mean a break: keep one, as a line feed.
    return char === "\u2028" || char === "\u2029" ? "\n" : "";
  });
}

/**
 * `text` without hidden characters (see {@link HiddenKind}), and what was removed. Text of
 * any script is kept as is (a Japanese or Arabic description is unchanged); so are a single
 * emoji presentation selector or ZWJ inside an emoji, and a single ZWJ/ZWNJ between letters
 * of a joining script. U+2028/2029 become a line feed. Never throws.
 *
 * @example
 * ```ts
 * stripHiddenText("Reads a file.\u{E0049}\u{E0067}"); // { text: "Reads a file.", removed: { tag: 2 } }
 * stripHiddenText("ファイルを読む"); // { text: "ファイルを読む", removed: {} }
 * ```
 */
export function stripHiddenText(text: string): { readonly text: string; readonly removed: HiddenTextCounts } {
  if (!HAS_HIDDEN.test(text)) return { text, removed: {} };
  const removed: Partial<Record<HiddenKind, number>> = {};
  return { text: cleanInto(text, removed), removed };
}

const NONE: HiddenTextCounts = Object.freeze({});

/**
 * Whether cleaning `text` would remove anything: a hidden character that is not one of the
 * {@link legitimate} ones. An emoji with its presentation selector is not worth a copy of the
 * whole definition (cleaning it gives the same string back), so only a real removal counts.
 * The caller has seen a character outside printable ASCII already (`NOT_PLAIN_ASCII`).
 */
function hidesText(text: string): boolean {
  if (!MAY_HIDE(text) || !HAS_HIDDEN_SLOW.test(text)) return false;
  for (const match of text.matchAll(HIDDEN)) if (!legitimate(match[0], text, match.index)) return true;
  return false;
}

/**
 * Whether any string or key of a JSON value has a hidden character that cleaning removes: the
 * fast path, allocation-free for text without hidden characters. `skip` (an object checked on its
 * own by the caller) is not descended into; `known` is a string the caller knows to be clean.
 * Printable ASCII is answered by one pre-filter test, written out here rather than behind a
 * helper: this runs on every string of every new definition of a cold turn.
 */
function hasHidden(value: unknown, skip: object | undefined, known: string | undefined): boolean {
  if (typeof value === "string") return value !== known && NOT_PLAIN_ASCII.test(value) && hidesText(value);
  if (typeof value !== "object" || value === null || value === skip) return false;
  if (Array.isArray(value)) {
    for (const item of value as readonly unknown[]) if (hasHidden(item, skip, known)) return true;
    return false;
  }
  const record = value as Readonly<Record<string, unknown>>;
  for (const key in record) {
    if (!Object.hasOwn(record, key)) continue;
    if ((NOT_PLAIN_ASCII.test(key) && hidesText(key)) || hasHidden(record[key], skip, known)) return true;
  }
  return false;
}

/** Cleans every string and key of a JSON value; returns the same reference when nothing changed. */
function cleanValue(value: unknown, counts: Partial<Record<HiddenKind, number>>): unknown {
  if (typeof value === "string") return HAS_HIDDEN.test(value) ? cleanInto(value, counts) : value;
  if (Array.isArray(value)) {
    let copy: unknown[] | undefined;
    value.forEach((item: unknown, index) => {
      const cleaned = cleanValue(item, counts);
      if (cleaned !== item) (copy ??= Array.from(value as readonly unknown[]))[index] = cleaned;
    });
    return copy ?? value;
  }
  if (typeof value !== "object" || value === null) return value;
  let changed = false;
  const pairs: [string, unknown][] = [];
  for (const [key, item] of Object.entries(value)) {
    const cleanKey = HAS_HIDDEN.test(key) ? cleanInto(key, counts) : key;
    const cleaned = cleanValue(item, counts);
    if (cleanKey !== key || cleaned !== item) changed = true;
    pairs.push([cleanKey, cleaned]);
  }
  // A key that only differed by hidden characters merges with its visible twin: the first one wins.
  if (!changed) return value;
  const out: Record<string, unknown> = {};
  // Defined, not assigned: a schema key like `__proto__` stays an own key instead of a prototype.
  for (const [key, item] of pairs)
    if (!Object.hasOwn(out, key))
      Object.defineProperty(out, key, { value: item, enumerable: true, writable: true, configurable: true });
  return out;
}

// Whether an input schema object has hidden text, by object: schemas are treated as values (as
// the depth check treats them), so a runtime that rebuilds its tool list around the same
// schema objects walks each schema, the bulk of a definition, once.
const schemaVerdicts = new WeakMap<object, boolean>();
function schemaHasHidden(schema: object): boolean {
  let verdict = schemaVerdicts.get(schema);
  if (verdict === undefined) schemaVerdicts.set(schema, (verdict = hasHidden(schema, undefined, undefined)));
  return verdict;
}

/**
 * Whether {@link cleanDefinition} would change `definition`: a hidden character it removes in
 * any string or key. Allocates nothing for a clean definition (the common case), so a caller
 * can skip the cleaning, and any memo of it, for clean definitions. `schema` as for
 * `cleanDefinition`; `clean`, when given, is a string the caller has already found clean (a
 * showable name): it is not scanned again wherever it occurs.
 */
export function definitionHidesText(definition: unknown, schema?: unknown, clean?: string): boolean {
  const bulk = typeof schema === "object" && schema !== null ? schema : undefined;
  return (bulk !== undefined && schemaHasHidden(bulk)) || hasHidden(definition, bulk, clean);
}

/**
 * A tool definition (any JSON value, already bounded in depth) with hidden characters removed
 * from every string and object key — name, description, titles, parameter names and
 * descriptions, enum values, annotations, `_meta` hints. The same object comes back (no copy)
 * when nothing was hidden; otherwise a copy that shares every untouched branch. `removed`
 * counts by kind. `schema`, when given, is the definition's input schema object: its verdict is
 * remembered per object (a schema is treated as a value, as the depth check treats it), so the
 * same schema object is walked once however many definitions carry it.
 *
 * @example
 * ```ts
 * cleanDefinition({ name: "t", description: "ok\u200B" }).removed; // { "zero-width": 1 }
 * ```
 */
export function cleanDefinition(
  definition: unknown,
  schema?: unknown,
): { readonly value: unknown; readonly removed: HiddenTextCounts } {
  if (!definitionHidesText(definition, schema)) return { value: definition, removed: NONE };
  const removed: Partial<Record<HiddenKind, number>> = {};
  const value = cleanValue(definition, removed);
  return { value, removed };
}

/** Total of a {@link HiddenTextCounts}. */
export function hiddenTotal(counts: HiddenTextCounts): number {
  return Object.values(counts).reduce((sum: number, n) => sum + (n ?? 0), 0);
}

/**
 * A short human line for a report: `3 hidden characters removed (tag 2, zero-width 1)`.
 *
 * @example
 * ```ts
 * describeHidden({ tag: 2, "zero-width": 1 }); // "3 hidden characters removed (tag 2, zero-width 1)"
 * ```
 */
export function describeHidden(counts: HiddenTextCounts): string {
  const total = hiddenTotal(counts);
  const parts = Object.entries(counts)
    .filter(([, n]) => (n ?? 0) > 0)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([kind, n]) => `${kind} ${n}`);
  return `${total} hidden character${total === 1 ? "" : "s"} removed (${parts.join(", ")})`;
}
