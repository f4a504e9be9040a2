import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { cleanDefinition, definitionHidesText, stripHiddenText, type HiddenKind } from "./hidden-text.js";
import { normalizeTools } from "./normalize.js";

// The fast path (one pre-filter test per string, remembered schema verdicts, a
// known-clean name skipped) must give exactly what cleaning every string and key gives.

type Counts = Partial<Record<HiddenKind, number>>;

/** The slow path: every string and key through `stripHiddenText`, every object copied. */
function cleanEverything(value: unknown, counts: Counts): unknown {
  const strip = (text: string): string => {
    const { text: out, removed } = stripHiddenText(text);
    for (const [kind, n] of Object.entries(removed) as [HiddenKind, number][]) counts[kind] = (counts[kind] ?? 0) + n;
    return out;
  };
  if (typeof value === "string") return strip(value);
  if (Array.isArray(value)) return value.map((item: unknown) => cleanEverything(item, counts));
  if (typeof value !== "object" || value === null) return value;
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    const cleanKey = strip(key);
    const cleaned = cleanEverything(item, counts);
    if (!Object.hasOwn(out, cleanKey))
      Object.defineProperty(out, cleanKey, { value: cleaned, enumerable: true, writable: true, configurable: true });
  }
  return out;
}

/** Pieces of server text: plain ASCII most of the time, then every kind of hidden character and real non-Latin text. */
const piece = fc.oneof(
  { weight: 6, arbitrary: fc.string({ unit: "grapheme-ascii", maxLength: 12 }) },
  {
    weight: 4,
    arbitrary: fc.constantFrom(
      "\u{E0049}\u{E0067}", // tags
      "\uFE0F",
      "\u2764\uFE0F", // emoji with its presentation selector (kept)
      "\u{1F468}\u200D\u{1F4BB}", // ZWJ emoji sequence (kept)
      "\u0645\u06CC\u200C\u062E\u0648\u0627\u0647\u0645", // Persian with ZWNJ (kept)
      "\u{E0100}",
      "\u200B",
      "\u202E",
      "\u2066",
      "\u00AD",
      "\u0007",
      "\u001B[31m",
      "\u2028",
      "\uD800", // lone surrogate
      "ファイルを読む",
      "\u00E9t\u00E9",
    ),
  },
);
const text = fc.array(piece, { maxLength: 4 }).map((parts) => parts.join(""));

const { json } = fc.letrec((tie) => ({
  json: fc.oneof(
    { depthSize: "small", withCrossShrink: true },
    text,
    fc.integer(),
    fc.boolean(),
    fc.constant(null),
    fc.array(tie("json"), { maxLength: 4 }),
    fc.dictionary(text, tie("json"), { maxKeys: 4, noNullPrototype: true }),
  ),
}));

const definition = fc.record({
  name: fc.oneof(fc.constantFrom("read_file", "mcp__github__create_issue"), text),
  description: text,
  inputSchema: fc.dictionary(text, json, { maxKeys: 5, noNullPrototype: true }),
  _meta: fc.dictionary(text, json, { maxKeys: 2, noNullPrototype: true }),
});

function total(counts: Readonly<Counts>): number {
  return Object.values(counts).reduce((sum: number, n) => sum + (n ?? 0), 0);
}

describe("cleanDefinition: the fast path equals cleaning everything", () => {
  it("gives the same value, bytes and counts as the slow path, and the same object when nothing is removed", () => {
    fc.assert(
      fc.property(json, (value) => {
        const counts: Counts = {};
        const expected = cleanEverything(value, counts);
        const { value: cleaned, removed } = cleanDefinition(value);
        expect(cleaned).toStrictEqual(expected);
        expect(JSON.stringify(cleaned)).toBe(JSON.stringify(expected));
        expect({ ...removed }).toStrictEqual(counts);
        expect(definitionHidesText(value)).toBe(total(counts) > 0);
        if (total(counts) === 0) expect(cleaned).toBe(value);
      }),
      { numRuns: 600 },
    );
  });

  it("gives the same answer with the schema remembered, warm or cold, and with a known-clean name", () => {
    fc.assert(
      fc.property(definition, (raw) => {
        const counts: Counts = {};
        const expected = cleanEverything(raw, counts);
        const plainName = /^[A-Za-z0-9_.:-]+$/.test(raw.name) ? raw.name : undefined;
        for (let round = 0; round < 2; round += 1) {
          const { value, removed } = cleanDefinition(raw, raw.inputSchema);
          expect(JSON.stringify(value)).toBe(JSON.stringify(expected));
          expect({ ...removed }).toStrictEqual(counts);
          expect(definitionHidesText(raw, raw.inputSchema, plainName)).toBe(total(counts) > 0);
        }
      }),
      { numRuns: 400 },
    );
  });

  it("leaves normalizeTools' entries exactly as the slow path cleans them", () => {
    fc.assert(
      fc.property(fc.array(definition, { minLength: 1, maxLength: 5 }), (raws) => {
        const { entries } = normalizeTools([{ source: { kind: "mcp", name: "server" }, tools: raws }]);
        for (const entry of entries) {
          const raw = raws.find((candidate) => candidate.name === (entry.toolName ?? entry.name));
          if (raw === undefined) continue; // renamed to a free showable form: covered by the name tests
          const counts: Counts = {};
          const expected = cleanEverything(raw, counts) as typeof raw;
          expect(JSON.stringify(entry.original)).toBe(JSON.stringify(expected));
          expect(entry.description).toBe(expected.description);
          expect(entry.hiddenText === undefined ? undefined : { ...entry.hiddenText }).toStrictEqual(
            total(counts) > 0 ? counts : undefined,
          );
          if (total(counts) === 0) expect(entry.original).toBe(raw);
        }
      }),
      { numRuns: 300 },
    );
  });
});
