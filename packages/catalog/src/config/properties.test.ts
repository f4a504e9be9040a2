import { Ajv } from "ajv";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { CONFIG_KEYS } from "./defaults.js";
import { toRawConfig } from "./raw.js";
import { TOOL_SEARCH_CONFIG_SCHEMA } from "./schema.js";
import type { ConfigWarning, ToolSearchConfig } from "./types.js";
import { normalizeConfig } from "./normalize.js";
import { parseConfig } from "./parse.js";
import { strictValues } from "../../test/config-values.js";

/** Spellings a user might write for a tri-state, valid or not, in any case and padding. */
const triStateWord = fc
  .tuple(
    fc.constantFrom("auto", "on", "off", "true", "false", "yes", "no", "1", "0", "maybe", "", "enable"),
    fc.boolean(),
    fc.constantFrom("", " ", "\t", "\n "),
  )
  .map(([word, upper, pad]) => `${pad}${upper ? word.toUpperCase() : word}${pad}`);

/** Numbers as numbers or strings, near and far from the ranges. */
const numberish = fc.oneof(
  fc.integer({ min: -10, max: 70_000 }),
  fc.double(),
  fc.double({ min: -1, max: 101, noNaN: true }),
  fc.integer({ min: -10, max: 70_000 }).map((n) => ` ${n} `),
  fc.double({ noNaN: true }).map(String),
);

/** Admission spellings, valid or not, in any case and padding. */
const admissionWord = fc
  .tuple(
    fc.constantFrom("natural", "gated", "none", "strict", "natural-language", ""),
    fc.boolean(),
    fc.constantFrom("", " ", "\t"),
  )
  .map(([word, upper, pad]) => `${pad}${upper ? word.toUpperCase() : word}${pad}`);

const toolNames = fc.array(
  fc.oneof(fc.constantFrom("todo_list", " gui_tour ", "", "  ", "a"), fc.string(), fc.anything()),
  { maxLength: 8 },
);

/** A value for one of the real keys: plausible, borderline or junk. */
const configValue: fc.Arbitrary<unknown> = fc.oneof(
  triStateWord,
  admissionWord,
  numberish,
  toolNames,
  fc.constantFrom(true, false, null, undefined, 0, 1, [], {}),
  fc.jsonValue(),
  fc.anything({
    withBigInt: true,
    withDate: true,
    withMap: true,
    withSet: true,
    withNullPrototype: true,
    withSparseArray: true,
    withBoxedValues: true,
  }),
);

/** An object holding some of the real keys (arbitrary values) and maybe a few unknown ones. */
const configObject: fc.Arbitrary<Record<string, unknown>> = fc
  .tuple(
    fc.record(Object.fromEntries(CONFIG_KEYS.map((key) => [key, configValue])), { requiredKeys: [] }),
    fc.dictionary(
      fc.oneof(fc.string(), fc.constantFrom("__proto__", "constructor", "Enabled", "toString")),
      fc.jsonValue(),
      { maxKeys: 3 },
    ),
  )
  .map(([known, extra]) => ({ ...extra, ...known }));

/** Any input at all: JSON values, JavaScript values, whole-block booleans and config-like objects. */
const anyConfigInput: fc.Arbitrary<unknown> = fc.oneof(
  fc.jsonValue(),
  fc.anything({
    withBigInt: true,
    withDate: true,
    withMap: true,
    withSet: true,
    withNullPrototype: true,
    withSparseArray: true,
    withBoxedValues: true,
  }),
  fc.constantFrom(true, false, null, undefined),
  configObject,
);

/** Config blocks a strict user would write: every value valid per the schema, any subset of keys. */
const strictConfigObject: fc.Arbitrary<Record<string, unknown>> = fc.record(strictValues, { requiredKeys: [] });

function expectWithinRanges(config: ToolSearchConfig): void {
  expect(["auto", "on", "off"]).toContain(config.enabled);
  expect(["auto", "on", "off"]).toContain(config.listing);
  expect(["natural", "gated", "none"]).toContain(config.admission);
  expect(config.thresholdPct).toBeGreaterThanOrEqual(0);
  expect(config.thresholdPct).toBeLessThanOrEqual(100);
  expect(Number.isFinite(config.thresholdPct)).toBe(true);
  expect(Number.isInteger(config.maxSearchLimit)).toBe(true);
  expect(config.maxSearchLimit).toBeGreaterThanOrEqual(1);
  expect(config.maxSearchLimit).toBeLessThanOrEqual(50);
  expect(Number.isInteger(config.searchDefaultLimit)).toBe(true);
  expect(config.searchDefaultLimit).toBeGreaterThanOrEqual(1);
  expect(config.searchDefaultLimit).toBeLessThanOrEqual(config.maxSearchLimit);
  expect(config.semanticShare).toBeGreaterThanOrEqual(0);
  expect(config.semanticShare).toBeLessThanOrEqual(1);
  expect(Number.isFinite(config.semanticShare)).toBe(true);
  expect(Number.isInteger(config.listingMaxTokens)).toBe(true);
  expect(config.listingMaxTokens).toBeGreaterThanOrEqual(200);
  expect(config.listingMaxTokens).toBeLessThanOrEqual(60_000);
  expect(Array.isArray(config.defer)).toBe(true);
  for (const name of config.defer) {
    expect(typeof name).toBe("string");
    expect(name).not.toBe("");
    expect(name.trim()).toBe(name);
  }
  expect(new Set(config.defer).size).toBe(config.defer.length);
  expect(Object.isFrozen(config)).toBe(true);
  expect(Object.isFrozen(config.defer)).toBe(true);
}

/** Table keys first (in table order), then unknown keys sorted: the rank never decreases. */
function expectOrdered(warnings: readonly ConfigWarning[]): void {
  const known = (key: string): number => (CONFIG_KEYS as readonly string[]).indexOf(key);
  for (let i = 1; i < warnings.length; i += 1) {
    const [a, b] = [warnings[i - 1]?.key ?? "", warnings[i]?.key ?? ""];
    const [ra, rb] = [known(a), known(b)];
    if (ra >= 0 && rb >= 0) expect(ra).toBeLessThanOrEqual(rb);
    else if (ra >= 0 || rb >= 0)
      expect(ra).toBeGreaterThanOrEqual(0); // a known key never follows an unknown one
    else expect(a < b).toBe(true);
  }
}

describe("normalizeConfig properties", () => {
  it("never throws and always yields in-range values, for any JSON value", () => {
    fc.assert(
      fc.property(fc.jsonValue(), (raw) => {
        expectWithinRanges(normalizeConfig(raw).config);
      }),
      { numRuns: 500 },
    );
  });

  it("never throws and always yields in-range values, for anything and for config-like objects", () => {
    fc.assert(
      fc.property(anyConfigInput, (raw) => {
        const { config, warnings } = normalizeConfig(raw);
        expectWithinRanges(config);
        expectOrdered(warnings);
        for (const warning of warnings) {
          expect(warning.value.length).toBeLessThanOrEqual(60);
          expect(warning.message).toContain(
            warning.key === "" || !(CONFIG_KEYS as readonly string[]).includes(warning.key)
              ? "tools.tool_search"
              : `tools.tool_search.${warning.key}`,
          );
        }
      }),
      { numRuns: 1000 },
    );
  });

  it("is deterministic and sends exactly the returned warnings to the logger", () => {
    fc.assert(
      fc.property(anyConfigInput, (raw) => {
        const seen: [string, unknown][] = [];
        const first = normalizeConfig(raw, {
          logger: { warn: (message, details) => void seen.push([message, details]) },
        });
        const second = normalizeConfig(raw);
        expect(second).toEqual(first);
        expect(seen).toEqual(first.warnings.map((w) => [w.message, { key: w.key, value: w.value }]));
      }),
      { numRuns: 300 },
    );
  });

  it("a normalised config, written back as snake_case, is a fixed point with no warnings", () => {
    fc.assert(
      fc.property(anyConfigInput, (raw) => {
        const { config } = normalizeConfig(raw);
        const again = normalizeConfig(toRawConfig(config));
        expect(again.warnings).toEqual([]);
        expect(again.config).toEqual(config);
      }),
      { numRuns: 1000 },
    );
  });

  it("an object holding only known keys with null or undefined values gives the defaults silently", () => {
    fc.assert(
      fc.property(fc.subarray([...CONFIG_KEYS]), fc.constantFrom(null, undefined), (keys, empty) => {
        const raw = Object.fromEntries(keys.map((key) => [key, empty]));
        expect(normalizeConfig(raw).warnings).toEqual([]);
        expect(normalizeConfig(raw).config).toEqual(normalizeConfig(undefined).config);
      }),
    );
  });
});

describe("parseConfig properties", () => {
  it("accepts every normalised config written back as snake_case", () => {
    fc.assert(
      fc.property(anyConfigInput, (raw) => {
        const { config } = normalizeConfig(raw);
        expect(parseConfig(toRawConfig(config))).toEqual({ ok: true, config });
      }),
      { numRuns: 500 },
    );
  });

  it("whatever it accepts, normalizeConfig takes without warnings and to the same config", () => {
    fc.assert(
      fc.property(fc.oneof(strictConfigObject, anyConfigInput), (raw) => {
        const parsed = parseConfig(raw);
        if (!parsed.ok) return;
        const normalized = normalizeConfig(raw);
        expect(normalized.warnings).toEqual([]);
        expect(parsed.config).toEqual(normalized.config);
      }),
      { numRuns: 1000 },
    );
  });

  it("accepts strict blocks exactly when search_default_limit ≤ max_search_limit", () => {
    fc.assert(
      fc.property(strictConfigObject, (raw) => {
        const limit = raw["search_default_limit"];
        const max = raw["max_search_limit"] ?? 25;
        const ordered = typeof limit !== "number" || typeof max !== "number" || limit <= max;
        expect(parseConfig(raw).ok).toBe(ordered);
      }),
      { numRuns: 500 },
    );
  });

  it("rejects with at least one error naming a JSON path whenever normalizeConfig warns", () => {
    fc.assert(
      fc.property(anyConfigInput, (raw) => {
        const parsed = parseConfig(raw);
        if (normalizeConfig(raw).warnings.length > 0) expect(parsed.ok).toBe(false);
        if (!parsed.ok) {
          expect(parsed.errors.length).toBeGreaterThan(0);
          for (const error of parsed.errors) {
            expect(error.path === "" || error.path.startsWith("/")).toBe(true);
            expect(error.message.startsWith(error.path === "" ? "the tool_search block" : error.path)).toBe(true);
          }
        }
      }),
      { numRuns: 1000 },
    );
  });

  it("agrees with the published schema (up to the cross-field rule and a missing block)", () => {
    const validate = new Ajv({ allErrors: true }).compile(TOOL_SEARCH_CONFIG_SCHEMA);
    fc.assert(
      fc.property(fc.oneof(strictConfigObject, anyConfigInput), (raw) => {
        const schemaOk = validate(raw);
        const parsed = parseConfig(raw);
        if (raw === null || raw === undefined) expect(parsed.ok).toBe(true);
        else if (!schemaOk) expect(parsed.ok).toBe(false);
        else if (!parsed.ok) expect(parsed.errors.map((e) => e.path)).toEqual(["/search_default_limit"]);
      }),
      { numRuns: 1000 },
    );
  });
});
