import { Ajv, type ErrorObject } from "ajv";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { unescapePointerSegment } from "../json-helpers.js";
import { CONFIG_KEYS, DEFAULT_CONFIG } from "./defaults.js";
import { TOOL_SEARCH_KEYS } from "./keys.js";
import { normalizeConfig } from "./normalize.js";
import { parseConfig } from "./parse.js";
import { ENDPOINT_RULES, TOOL_SEARCH_CONFIG_SCHEMA } from "./schema.js";
import { HIDDEN_URL } from "./strict.js";
import type { ConfigError } from "./types.js";
import { renderConfigValue } from "./value.js";
import { strictValues } from "../../test/config-values.js";

// The oracle: what ajv finds with the published schema, worded as parseConfig words it.
const validate = new Ajv({ allErrors: true, strict: true, verbose: true }).compile(TOOL_SEARCH_CONFIG_SCHEMA);

function ajvRule(error: ErrorObject): string {
  const params: Readonly<Record<string, unknown>> = error.params;
  if (error.keyword === "enum")
    return `must be one of ${(params["allowedValues"] as unknown[]).map((value) => JSON.stringify(value)).join(", ")}`;
  const endpointField = /^\/dense\/(url|model|api_key_env)$/.exec(error.instancePath)?.[1] as
    keyof typeof ENDPOINT_RULES | undefined;
  if (error.keyword === "pattern" && endpointField !== undefined) return ENDPOINT_RULES[endpointField];
  if (error.keyword === "pattern") return "must be a non-empty tool name without surrounding whitespace";
  if (error.keyword === "required") return "is required";
  if (error.keyword === "additionalProperties") return "is not a known key";
  return error.message ?? error.keyword;
}

function ajvErrors(block: Readonly<Record<string, unknown>>): ConfigError[] {
  if (validate(block)) return [];
  return (validate.errors ?? [])
    .filter((error) => error.schemaPath.startsWith("#/oneOf/1/"))
    .map((error) => {
      let path = error.instancePath;
      let value: unknown = error.data;
      if (error.keyword === "additionalProperties") {
        const name = String((error.params as Readonly<Record<string, unknown>>)["additionalProperty"]);
        path = `${path}/${name.replaceAll("~", "~0").replaceAll("/", "~1")}`;
        value = (error.data as Readonly<Record<string, unknown>>)[name];
      }
      if (error.keyword === "required") path = `${path}/${String(error.params["missingProperty"])}`;
      const first = path.split("/")[1];
      const shown = path === "/dense/url" && typeof value === "string" ? HIDDEN_URL : renderConfigValue(value);
      return {
        key: first === undefined ? "" : unescapePointerSegment(first),
        path,
        keyword: error.keyword,
        message: `${path} ${ajvRule(error)}${error.keyword === "required" ? "" : ` (got ${shown})`}`,
      };
    });
}

/** A valid value for each key, with the limits in order (so any subset of keys is a valid block). */
const validValues = {
  ...strictValues,
  search_default_limit: fc.integer({ min: 1, max: 25 }),
  max_search_limit: fc.integer({ min: 25, max: 50 }),
} satisfies Record<(typeof CONFIG_KEYS)[number], fc.Arbitrary<unknown>>;

/** Values that are wrong for some key: wrong types, out of range, lenient spellings, bad lists. */
const junk: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(
    "yes",
    "AUTO",
    " on",
    2,
    -1,
    0.5,
    1e9,
    "10",
    "",
    Number.NaN,
    Number.POSITIVE_INFINITY,
    100.5,
    "Gated",
    [" a", "a", "a"],
    [1, {}],
    ["", "b", "b"],
    {},
    null,
  ),
  fc.jsonValue(),
  fc.anything({ withBigInt: true, withNullPrototype: true, withSparseArray: true, withBoxedValues: true }),
);

/** A block mixing valid keys, invalid keys and unknown keys. */
const mixedBlock = fc
  .tuple(
    fc.record(validValues, { requiredKeys: [] }),
    fc.dictionary(fc.constantFrom(...CONFIG_KEYS), junk, { maxKeys: 4 }),
    fc.dictionary(fc.oneof(fc.string(), fc.constantFrom("Enabled", "a/b~c", "constructor")), fc.jsonValue(), {
      maxKeys: 2,
    }),
  )
  .map(([valid, invalid, unknown]) => ({ valid, block: { ...unknown, ...valid, ...invalid }, invalid }));

const byProperty = new Map<string, string>(
  Object.entries(TOOL_SEARCH_KEYS).map(([property, key]) => [key.name, property]),
);

describe("the strict reader interprets the definition exactly as a JSON Schema validator reads the schema", () => {
  it("reports the same errors as ajv with TOOL_SEARCH_CONFIG_SCHEMA, in the same order (plus only the cross-field rule)", () => {
    fc.assert(
      fc.property(mixedBlock, ({ block }) => {
        const parsed = parseConfig(block);
        const errors = parsed.ok ? [] : parsed.errors;
        const cross = errors.filter((error) => error.message.includes("must be <= max_search_limit"));
        expect(errors.filter((error) => !cross.includes(error))).toEqual(ajvErrors(block));
        expect(cross.length).toBeLessThanOrEqual(1);
      }),
      { numRuns: 1500 },
    );
  });
});

describe("strict and lenient readers agree", () => {
  it("on every valid config: parseConfig accepts it and gives what normalizeConfig gives, without warnings", () => {
    fc.assert(
      fc.property(fc.record(validValues, { requiredKeys: [] }), (block) => {
        const parsed = parseConfig(block);
        const lenient = normalizeConfig(block);
        expect(lenient.warnings).toEqual([]);
        expect(parsed).toEqual({ ok: true, config: lenient.config });
      }),
      { numRuns: 500 },
    );
  });

  it("on a bad config: the lenient reader never throws and keeps every valid key; the strict one lists every bad key", () => {
    fc.assert(
      fc.property(mixedBlock, ({ valid, block, invalid }) => {
        const { config } = normalizeConfig(block);
        const alone = normalizeConfig(
          Object.fromEntries(Object.entries(valid).filter(([name]) => !(name in invalid))),
        ).config;
        for (const name of Object.keys(valid)) {
          if (name in invalid || name === "search_default_limit") continue; // bounded by max_search_limit, which may be bad
          const property = byProperty.get(name) as keyof typeof config;
          expect(config[property], name).toEqual(alone[property]);
        }
        const parsed = parseConfig(block);
        if (parsed.ok) return;
        const named = new Set(parsed.errors.map((error) => error.key));
        for (const name of Object.keys(block))
          if (!CONFIG_KEYS.includes(name as never)) expect(named.has(name), name).toBe(true);
        for (const name of Object.keys(valid))
          if (!(name in invalid) && name !== "search_default_limit") expect(named.has(name), name).toBe(false);
      }),
      { numRuns: 800 },
    );
  });
});

describe("a bad block is one structured error per problem", () => {
  it("names every bad key, its JSON path, the rule and the value", () => {
    const parsed = parseConfig({
      enabled: "yes",
      threshold_pct: "5",
      max_search_limit: 80,
      defer: ["ok", " padded"],
      admission: "gated",
      colour: "blue",
    });
    expect(parsed).toEqual({
      ok: false,
      errors: [
        {
          key: "colour",
          path: "/colour",
          keyword: "additionalProperties",
          message: '/colour is not a known key (got "blue")',
        },
        {
          key: "enabled",
          path: "/enabled",
          keyword: "enum",
          message: '/enabled must be one of "auto", "on", "off", true, false (got "yes")',
        },
        {
          key: "threshold_pct",
          path: "/threshold_pct",
          keyword: "type",
          message: '/threshold_pct must be number (got "5")',
        },
        {
          key: "max_search_limit",
          path: "/max_search_limit",
          keyword: "maximum",
          message: "/max_search_limit must be <= 50 (got 80)",
        },
        {
          key: "defer",
          path: "/defer/1",
          keyword: "pattern",
          message: '/defer/1 must be a non-empty tool name without surrounding whitespace (got " padded")',
        },
      ],
    });
    // The lenient reader keeps the one valid key and repairs the rest.
    expect(
      normalizeConfig({ enabled: "yes", threshold_pct: "5", max_search_limit: 80, admission: "gated" }).config,
    ).toEqual({
      ...DEFAULT_CONFIG,
      enabled: "on",
      maxSearchLimit: 50,
      admission: "gated",
    });
  });

  it("reports a non-finite number as a type error only, and a fraction out of range twice", () => {
    expect(parseConfig({ threshold_pct: Number.POSITIVE_INFINITY })).toMatchObject({
      ok: false,
      errors: [{ keyword: "type", message: "/threshold_pct must be number (got Infinity)" }],
    });
    const fraction = parseConfig({ listing_max_tokens: 100.5 });
    expect(fraction.ok || fraction.errors.map((error) => error.keyword)).toEqual(["type", "minimum"]);
  });
});
