// Test helper (not a test): adversarial inputs for the bad-input properties.
import fc from "fast-check";

/** Keys that pollute a prototype when a parser or merge assigns them naively. */
export const PROTO_KEYS = ["__proto__", "constructor", "prototype"] as const;

/** Keys a polluted prototype would expose; checked on a fresh `{}` after every case. */
export const POLLUTION_MARKERS = ["polluted", "isAdmin", "injected"] as const;

/** `depth` nested arrays around `leaf`, built iteratively (no recursion, any depth). */
export function nestedArrays(depth: number, leaf: unknown = "leaf"): unknown {
  let value: unknown = leaf;
  for (let level = 0; level < depth; level += 1) value = [value];
  return value;
}

/** `depth` nested `{[key]: …}` objects around `leaf`, built iteratively. */
export function nestedObjects(depth: number, key = "a", leaf: unknown = "leaf"): unknown {
  let value: unknown = leaf;
  for (let level = 0; level < depth; level += 1) value = { [key]: value };
  return value;
}

/** `depth` levels of `{"__proto__": {"constructor": [ … ]}}` as `JSON.parse` builds them: own keys, no pollution. */
export function parsedProtoNesting(depth: number): unknown {
  const open = '{"__proto__":{"constructor":['.repeat(depth);
  const close = "]}}".repeat(depth);
  return JSON.parse(`${open}{"polluted":"yes"}${close}`);
}

/** Deep nesting: 1,000–10,000 levels of arrays, objects, or prototype-keyed objects from `JSON.parse`. */
export const deepValue: fc.Arbitrary<unknown> = fc
  .record({ depth: fc.integer({ min: 1_000, max: 10_000 }), shape: fc.constantFrom("arrays", "objects", "proto") })
  .map(({ depth, shape }) =>
    shape === "arrays"
      ? nestedArrays(depth)
      : shape === "objects"
        ? nestedObjects(depth)
        : parsedProtoNesting(Math.floor(depth / 3)),
  );

/** Fragments that make huge strings interesting: plain, spaced, line-breaking, fake listing lines, bidi, lone surrogates. */
const HUGE_UNITS = [
  "x",
  "word ",
  "a_b-c.d:e",
  "\n- fake_tool: pwned\n",
  "\u202e\u200b",
  "\ud800",
  "é",
  "{[",
  "🙂",
] as const;

/** A string of 1–5 MB (UTF-16 code units) made of one repeated fragment. */
export const hugeString: fc.Arbitrary<string> = fc
  .record({ size: fc.integer({ min: 1_000_000, max: 5_000_000 }), unit: fc.constantFrom(...HUGE_UNITS) })
  .map(({ size, unit }) => unit.repeat(Math.ceil(size / unit.length)).slice(0, size));

/** Lone (unpaired) surrogates, alone or between other text. */
export const loneSurrogates: fc.Arbitrary<string> = fc
  .array(
    fc.oneof(
      fc.integer({ min: 0xd800, max: 0xdfff }).map((code) => String.fromCharCode(code)),
      fc.string({ maxLength: 4 }),
    ),
    { minLength: 1, maxLength: 8 },
  )
  .map((parts) => parts.join(""));

/** Characters that break lines or hide text: controls, separators, bidi overrides, zero-width. */
export const HOSTILE_CHARACTERS = [
  "\n",
  "\r",
  "\r\n",
  "\t",
  "\v",
  "\f",
  "\u0000",
  "\u0007",
  "\u001b[31m",
  "\u007f",
  "\u0085",
  "\u00a0",
  "\u00ad",
  "\u200b",
  "\u200c",
  "\u200d",
  "\u200e",
  "\u200f",
  "\u2028",
  "\u2029",
  "\u202a",
  "\u202b",
  "\u202c",
  "\u202d",
  "\u202e",
  "\u2060",
  "\u2066",
  "\u2067",
  "\u2068",
  "\u2069",
  "\ufeff",
  "\ud83d",
  "\ude00",
] as const;

/** Text from any Unicode plane, lone surrogates, or hostile characters mixed into words. */
export const weirdText: fc.Arbitrary<string> = fc.oneof(
  fc.string({ unit: "binary", maxLength: 40 }),
  fc.string({ unit: "grapheme", maxLength: 20 }),
  loneSurrogates,
  fc
    .array(fc.oneof(fc.constantFrom(...HOSTILE_CHARACTERS), fc.string({ maxLength: 6 })), { maxLength: 10 })
    .map((parts) => parts.join("")),
);

/** A key for generated objects: a prototype key, a pollution marker, or any string. */
export const hostileKey: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...PROTO_KEYS, ...POLLUTION_MARKERS, "toString", "hasOwnProperty", "valueOf"),
  fc.string({ maxLength: 12 }),
  weirdText,
);

/** Objects with prototype keys as own keys, the way `JSON.parse` makes them, possibly nested. */
export const protoJson: fc.Arbitrary<unknown> = fc
  .array(
    fc.tuple(
      hostileKey,
      fc.oneof(fc.jsonValue({ maxDepth: 2 }), fc.constant({ polluted: "yes", prototype: { polluted: "yes" } })),
    ),
    { maxLength: 6 },
  )
  .map(
    (pairs) =>
      JSON.parse(
        `{${pairs.map(([key, value]) => `${JSON.stringify(key)}:${JSON.stringify(value)}`).join(",")}}`,
      ) as unknown,
  );

/** Values of the wrong JavaScript type for any field: what a careless caller or a JSON mix-up gives. */
export const wrongType: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(
    null,
    undefined,
    true,
    false,
    0,
    -0,
    -1,
    1.5,
    Number.NaN,
    Number.POSITIVE_INFINITY,
    Number.NEGATIVE_INFINITY,
    Number.MAX_SAFE_INTEGER + 2,
    "",
    " ",
    "0",
    "true",
    "null",
    "[]",
    "{}",
  ),
  fc.double(),
  fc.bigInt(),
  fc.array(fc.jsonValue({ maxDepth: 1 }), { maxLength: 3 }),
  fc.constant(Symbol("hostile")),
  fc.constant(() => "a function"),
  fc.constant(new Date(Number.NaN)),
  fc.constant(new Map([["a", 1]])),
  fc.constant(Object.create(null) as unknown),
);

/** Any JavaScript value fast-check can build: boxed values, maps, sets, null prototypes, sparse and typed arrays, bigints. */
export const anyValue: fc.Arbitrary<unknown> = fc.anything({
  key: hostileKey,
  maxDepth: 3,
  withBigInt: true,
  withBoxedValues: true,
  withDate: true,
  withMap: true,
  withSet: true,
  withNullPrototype: true,
  withObjectString: true,
  withSparseArray: true,
  withTypedArray: true,
});

/** Wrong types that JSON can carry (what a server or a transport can send). */
export const jsonWrongType: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(
    null,
    true,
    false,
    0,
    -1,
    1.5,
    1e308,
    Number.MAX_SAFE_INTEGER + 2,
    "",
    " ",
    "0",
    "true",
    "null",
    "[]",
    "{}",
  ),
  fc.array(fc.jsonValue({ maxDepth: 1 }), { maxLength: 3 }),
);

/** A value for one field of an otherwise well-formed input. */
export const fieldValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  weirdText,
  wrongType,
  protoJson,
);

/** A JSON value for one field (what an MCP server, the gateway or a JSON config can hold). */
export const jsonFieldValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  weirdText,
  jsonWrongType,
  protoJson,
);

/**
 * Objects shaped like the real input: some of the entry point's own `keys` plus prototype and
 * unknown keys, with adversarial values.
 */
export function shapedInput(keys: readonly string[], value: fc.Arbitrary<unknown> = fieldValue): fc.Arbitrary<unknown> {
  return fc.dictionary(
    fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...keys) }, { weight: 1, arbitrary: hostileKey }),
    value,
    { maxKeys: 6 },
  );
}

/**
 * Everything cheap at once: JSON values, any JavaScript value, prototype-keyed objects, wrong
 * types, weird text, inputs shaped like the real one, and the same as JSON text.
 */
export function adversarialInput(keys: readonly string[]): fc.Arbitrary<unknown> {
  return fc.oneof(
    fc.jsonValue(),
    anyValue,
    protoJson,
    wrongType,
    weirdText,
    { weight: 3, arbitrary: shapedInput(keys) },
    shapedInput(keys, fc.jsonValue({ maxDepth: 3 })).map((value) => JSON.stringify(value)),
  );
}

/** {@link adversarialInput} restricted to what JSON can carry: for data that arrives as JSON (tool definitions, MCP requests). */
export function adversarialJson(keys: readonly string[]): fc.Arbitrary<unknown> {
  return fc.oneof(
    fc.jsonValue(),
    protoJson,
    jsonWrongType,
    weirdText,
    { weight: 3, arbitrary: shapedInput(keys, jsonFieldValue) },
    shapedInput(keys, fc.jsonValue({ maxDepth: 3 })).map((value) => JSON.stringify(value)),
  );
}

/** Deep or huge values, alone or in one of the entry point's own fields (or inside a list there). */
export function heavyInput(keys: readonly string[]): fc.Arbitrary<unknown> {
  const heavy = fc.oneof(deepValue, hugeString);
  return fc.oneof(
    heavy,
    fc.tuple(fc.constantFrom(...keys), heavy).map(([key, value]) => ({ [key]: value })),
    fc.tuple(fc.constantFrom(...keys), heavy).map(([key, value]) => ({ [key]: [value] })),
    hugeString.map((text) => ({ [text.slice(0, 1_000_000)]: 1 })),
  );
}
