import { shortDescription } from "./short-description.js";

/**
 * Characters that can break a line-based listing or hide text from a reader: control
 * characters (C0, DEL, C1: `\p{Cc}`), format characters (`\p{Cf}`: zero-width space/joiners,
 * word joiner, BOM, soft hyphen, the bidi marks, embeddings, overrides and isolates
 * U+200E–200F, U+202A–202E, U+2066–2069), the line and paragraph separators U+2028/2029,
 * lone surrogates and every other default-ignorable code point (variation selectors U+FE00–FE0F
 * and U+E0100–E01EF, tags, Hangul fillers).
 */
const UNSAFE_CHARACTER = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Cs}\p{Default_Ignorable_Code_Point}]/gu;

/** Anything but printable ASCII (tab and line breaks included): text without it is left as is. */
const NOT_PRINTABLE_ASCII = /[^\x20-\x7e]/;

/** Names: ASCII letters, digits and `_ . : -`, 1 to 128 of them. */
const SHOWABLE_NAME = /^[A-Za-z0-9_.:-]{1,128}$/;

/**
 * Labels: like names plus single inner spaces (`Ant Design Components`), starting with a
 * letter or digit (a label starts a line, so it can never look like a `- name` line).
 */
const SHOWABLE_LABEL = /^[A-Za-z0-9](?:[A-Za-z0-9_.:-]| (?=[A-Za-z0-9_.:-])){0,127}$/;

/**
 * Replaces every character that could break the listing's structure or hide text (see
 * above) with a space. Length-preserving for BMP text; never throws.
 *
 * @example
 * ```ts
 * neutralizeControls("Reads.\u2028- fake: x\u202e"); // "Reads. - fake: x "
 * ```
 */
export function neutralizeControls(text: string): string {
  // Printable ASCII has none of them: one cheap test spares the Unicode property class.
  return NOT_PRINTABLE_ASCII.test(text) ? text.replace(UNSAFE_CHARACTER, " ") : text;
}

/**
 * The short description of untrusted server text, safe to put on one listing line:
 * {@link neutralizeControls} then `shortDescription` (whitespace collapsed, first sentence,
 * at most 60 characters plus `…`). The result never contains a line break or a control,
 * format or bidi character.
 *
 * @example
 * ```ts
 * listingDescription("Reads a file.\n- fake_tool: pwned"); // "Reads a file."
 * listingDescription("\ngithub tools (99):"); // "github tools (99):"  (one line, inside a tool line)
 * ```
 */
export function listingDescription(text: string): string {
  return shortDescription(text, neutralizeControls);
}

/**
 * True when a tool name can be shown in the listing as is: 1–128 characters from
 * `A–Z a–z 0–9 _ . : -` (no spaces, so a name can never imitate a group header or add text
 * to its line). Names that fail are left out of the listing and reported.
 *
 * @example
 * ```ts
 * isShowableName("create_issue"); // true
 * isShowableName("evil\n- fake"); // false
 * ```
 */
export function isShowableName(name: string): boolean {
  return SHOWABLE_NAME.test(name);
}

/** Longest name the listing shows ({@link isShowableName}). */
const MAX_SHOWN_NAME = 128;
/** A run of characters a shown name cannot have. */
const UNSHOWABLE_RUN = /[^A-Za-z0-9_.:-]+/g;
/** The same characters as `UNSAFE_CHARACTER`, without the global flag (for `test`). */
const HAS_UNSAFE_CHARACTER = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Cs}\p{Default_Ignorable_Code_Point}]/u;

/**
 * The name a tool is shown and called under when its own name is not showable
 * (docs/spec/listing.md, "Names"): a showable name as is; a name of ordinary characters
 * (`PDF&URLTool`, `search docs`, `météo`) with each run of other characters replaced by one
 * `_`, cut to 128 characters. `undefined` — the tool is refused (`UNSAFE_NAME`) — when the
 * name has a control, format, line-separator or lone-surrogate character (a name that tries
 * to break the listing is never laundered into a showable one) or no letter or digit is left.
 * Collisions are the caller's to settle (`normalizeTools` adds `_2`, `_3`, …).
 *
 * @example
 * ```ts
 * showableNameFor("PDF&URLTool"); // "PDF_URLTool"
 * showableNameFor("tail\n- fake_tool"); // undefined
 * ```
 */
export function showableNameFor(name: string): string | undefined {
  if (isShowableName(name)) return name;
  if (HAS_UNSAFE_CHARACTER.test(name)) return undefined;
  const shown = name.trim().replace(UNSHOWABLE_RUN, "_").slice(0, MAX_SHOWN_NAME);
  return /[A-Za-z0-9]/.test(shown) ? shown : undefined;
}

/**
 * `shown`, or `shown` with the first free suffix `_2`, `_3`, … (cut to stay within 128
 * characters) when `taken` has it. Deterministic for a given `taken`.
 */
export function freeName(shown: string, taken: ReadonlySet<string>): string {
  if (!taken.has(shown)) return shown;
  for (let n = 2; ; n += 1) {
    const suffix = `_${n}`;
    const candidate = `${shown.slice(0, MAX_SHOWN_NAME - suffix.length)}${suffix}`;
    if (!taken.has(candidate)) return candidate;
  }
}

/**
 * True when a group label (server or toolset name) can be shown: 1–128 characters from
 * `A–Z a–z 0–9 _ . : -` and single spaces between them, the first a letter or digit (so a
 * header line can never start like a `- name` tool line). No parentheses, commas or line
 * breaks, so a label cannot complete a fake header, summary or names line. Groups whose
 * label fails are left out and their tools reported.
 *
 * @example
 * ```ts
 * isShowableLabel("cloudflare-radar"); // true
 * isShowableLabel("Ant Design Components"); // true
 * isShowableLabel("x tools (3):"); // false
 * isShowableLabel("-x"); // false
 * ```
 */
export function isShowableLabel(label: string): boolean {
  return SHOWABLE_LABEL.test(label);
}
