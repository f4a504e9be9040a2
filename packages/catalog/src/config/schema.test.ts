import { Ajv } from "ajv";
import { describe, expect, it } from "vitest";
import { CONFIG_KEYS, DEFAULT_CONFIG } from "./defaults.js";
import { toRawConfig } from "./raw.js";
import { TOOL_SEARCH_CONFIG_SCHEMA, TOOL_SEARCH_CONFIG_SCHEMA_ID } from "./schema.js";

const objectBranch = TOOL_SEARCH_CONFIG_SCHEMA.oneOf[1];

describe("TOOL_SEARCH_CONFIG_SCHEMA", () => {
  it("is a draft-07 schema with an $id that compiles in ajv strict mode", () => {
    expect(TOOL_SEARCH_CONFIG_SCHEMA.$schema).toBe("http://json-schema.org/draft-07/schema#");
    expect(TOOL_SEARCH_CONFIG_SCHEMA.$id).toBe(TOOL_SEARCH_CONFIG_SCHEMA_ID);
    expect(TOOL_SEARCH_CONFIG_SCHEMA_ID).toBe("https://hermes.dev/schemas/tool-search-config.json");
    const ajv = new Ajv({ strict: true });
    expect(ajv.validateSchema(TOOL_SEARCH_CONFIG_SCHEMA)).toBe(true);
    expect(() => ajv.compile(TOOL_SEARCH_CONFIG_SCHEMA)).not.toThrow();
  });

  it("is a boolean or a closed object with exactly the table's keys", () => {
    expect(TOOL_SEARCH_CONFIG_SCHEMA.oneOf[0].type).toBe("boolean");
    expect(objectBranch.type).toBe("object");
    expect(objectBranch.additionalProperties).toBe(false);
    expect(Object.keys(objectBranch.properties)).toEqual(CONFIG_KEYS);
  });

  it("states the ranges and enums of the table", () => {
    const p = objectBranch.properties;
    expect([p.threshold_pct.type, p.threshold_pct.minimum, p.threshold_pct.maximum]).toEqual(["number", 0, 100]);
    expect([p.search_default_limit.type, p.search_default_limit.minimum, p.search_default_limit.maximum]).toEqual([
      "integer",
      1,
      50,
    ]);
    expect([p.max_search_limit.type, p.max_search_limit.minimum, p.max_search_limit.maximum]).toEqual([
      "integer",
      1,
      50,
    ]);
    expect([p.listing_max_tokens.type, p.listing_max_tokens.minimum, p.listing_max_tokens.maximum]).toEqual([
      "integer",
      200,
      60_000,
    ]);
    expect(p.enabled.enum).toEqual(["auto", "on", "off", true, false]);
    expect(p.listing.enum).toEqual(["auto", "on", "off", true, false]);
    expect([p.admission.enum, p.admission.default]).toEqual([["natural", "gated", "none"], "natural"]);
    expect(p.defer.items?.type).toBe("string");
  });

  it("gives every key a title and a description", () => {
    for (const key of CONFIG_KEYS) {
      expect(objectBranch.properties[key].title.length).toBeGreaterThan(0);
      expect(objectBranch.properties[key].description.length).toBeGreaterThan(0);
    }
  });

  it("documents the defaults of DEFAULT_CONFIG, and they validate", () => {
    const defaults = Object.fromEntries(CONFIG_KEYS.map((key) => [key, objectBranch.properties[key].default]));
    expect(defaults).toEqual(toRawConfig(DEFAULT_CONFIG));
    expect(new Ajv().compile(TOOL_SEARCH_CONFIG_SCHEMA)(defaults)).toBe(true);
  });

  it("is deeply frozen", () => {
    expect(Object.isFrozen(TOOL_SEARCH_CONFIG_SCHEMA)).toBe(true);
    expect(objectBranch.properties.defer.items).toBeDefined();
    expect(Object.isFrozen(objectBranch.properties.defer.items)).toBe(true);
    expect(Object.isFrozen(objectBranch.properties.enabled.enum)).toBe(true);
  });

  it("validates the examples of its TSDoc", () => {
    const validate = new Ajv().compile(TOOL_SEARCH_CONFIG_SCHEMA);
    expect(validate({ enabled: "on", threshold_pct: 10 })).toBe(true);
    expect(validate({ threshold_pct: "10" })).toBe(false);
    expect(validate({ defer: ["a", "a"] })).toBe(false);
    expect(validate({ defer: ["multi word\nname"] })).toBe(true);
    expect(validate({ defer: ["\u00a0nbsp"] })).toBe(false);
  });
});
