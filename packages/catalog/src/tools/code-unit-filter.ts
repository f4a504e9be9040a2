// A per-code-unit pre-filter for a character-class pattern: a table lookup per UTF-16 code unit
// is much cheaper than a Unicode property class evaluated on each character, and text outside
// ASCII (accents, dashes, CJK) is common in server descriptions.

/** UTF-16 surrogates: never decided by the table (a pair is one astral code point). */
const SURROGATE_FIRST = 0xd800;
const SURROGATE_LAST = 0xdfff;

/**
 * A test that is false only when `pattern` (one character class, `u` flag) cannot match
 * `text`: every BMP code unit the class matches, and every surrogate, is a candidate. The table
 * is derived from the pattern itself on first use (one pass over the BMP), so the two can never
 * disagree; a `true` answer still needs the pattern to decide.
 */
export function codeUnitFilter(pattern: RegExp): (text: string) => boolean {
  let table: Uint8Array | undefined;
  const build = (): Uint8Array => {
    const built = new Uint8Array(0x10000);
    const units: number[] = [];
    for (let unit = 0; unit < 0x10000; unit += 1) {
      if (unit >= SURROGATE_FIRST && unit <= SURROGATE_LAST) built[unit] = 1;
      else units.push(unit);
    }
    const bmp = String.fromCharCode(...units.slice(0, 0x8000)) + String.fromCharCode(...units.slice(0x8000));
    const global = new RegExp(pattern.source, "gu");
    // Without surrogates every code point of `bmp` is one code unit: index i is units[i].
    for (const match of bmp.matchAll(global)) built[units[match.index] ?? 0] = 1;
    return built;
  };
  return (text: string): boolean => {
    const candidates = (table ??= build());
    for (let i = 0; i < text.length; i += 1) if (candidates[text.charCodeAt(i)] === 1) return true;
    return false;
  };
}
