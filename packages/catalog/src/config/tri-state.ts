import type { TriState } from "./types.js";

const WORDS: ReadonlyMap<string, TriState> = new Map<string, TriState>([
  ["auto", "auto"],
  ["on", "on"],
  ["off", "off"],
  ["true", "on"],
  ["yes", "on"],
  ["1", "on"],
  ["false", "off"],
  ["no", "off"],
  ["0", "off"],
]);

/** The longest accepted word; longer strings are rejected without lowercasing them. */
const LONGEST_WORD = 5;

/** The spellings {@link readTriState} accepts, for messages. */
export const TRI_STATE_SPELLINGS = "auto/on/off, true/false, yes/no or 1/0";

/**
 * Reads a tri-state switch leniently: `true`, `1`, `"yes"`, `"true"`, `"1"` → `on`;
 * `false`, `0`, `"no"`, `"false"`, `"0"` → `off`; `"auto"`, `"on"`, `"off"` as is. Strings are
 * trimmed and case-insensitive. Returns `undefined` for anything else (the caller decides the
 * fallback and the warning). Never throws.
 *
 * @example
 * ```ts
 * readTriState(" YES "); // "on"
 * readTriState(0); // "off"
 * readTriState("maybe"); // undefined
 * ```
 */
export function readTriState(value: unknown): TriState | undefined {
  if (value === true || value === 1) return "on";
  if (value === false || value === 0) return "off";
  if (typeof value !== "string") return undefined;
  const word = value.trim();
  return word.length > LONGEST_WORD ? undefined : WORDS.get(word.toLowerCase());
}
