import { describe, expect, it } from "vitest";
import { DEFAULT_CONFIG } from "./defaults.js";
import { normalizeConfig } from "./normalize.js";
import { type ConfigError, parseConfig } from "./parse.js";

function errorsOf(raw: unknown): ConfigError[] {
  const result = parseConfig(raw);
  if (result.ok) throw new Error(`expected ${JSON.stringify(raw)} to be rejected`);
  return result.errors;
}

describe("parseConfig: accepted blocks", () => {
  it.each([undefined, null, true, {}])("%j gives the defaults", (raw) => {
    expect(parseConfig(raw)).toEqual({ ok: true, config: DEFAULT_CONFIG });
  });

  it("false turns tool search off", () => {
    expect(parseConfig(false)).toEqual({ ok: true, config: { ...DEFAULT_CONFIG, enabled: "off" } });
  });

  it("a full strict block gives the same config as normalizeConfig", () => {
    const raw = {
      enabled: true,
      threshold_pct: 7.5,
      search_default_limit: 10,
      max_search_limit: 10,
      admission: "gated",
      semantic_share: 0.25,
      listing: "on",
      listing_max_tokens: 60_000,
      defer: ["todo_list", "gui_tour"],
    };
    const result = parseConfig(raw);
    expect(result).toEqual({
      ok: true,
      config: {
        enabled: "on",
        thresholdPct: 7.5,
        searchDefaultLimit: 10,
        maxSearchLimit: 10,
        admission: "gated",
        semanticShare: 0.25,
        listing: "on",
        listingMaxTokens: 60_000,
        defer: ["todo_list", "gui_tour"],
      },
    });
    expect(result.ok && result.config).toEqual(normalizeConfig(raw).config);
  });

  it("accepts the range bounds and an empty defer list", () => {
    expect(
      parseConfig({
        threshold_pct: 0,
        max_search_limit: 1,
        search_default_limit: 1,
        listing_max_tokens: 200,
        defer: [],
      }).ok,
    ).toBe(true);
    expect(
      parseConfig({ threshold_pct: 100, max_search_limit: 50, search_default_limit: 50, listing_max_tokens: 60_000 })
        .ok,
    ).toBe(true);
    expect(parseConfig({ max_search_limit: 5.0 }).ok).toBe(true);
  });
});

describe("parseConfig: admission", () => {
  it("accepts the three values exactly and rejects any other spelling, listing the allowed ones", () => {
    for (const admission of ["natural", "gated", "none"] as const)
      expect(parseConfig({ admission })).toEqual({ ok: true, config: { ...normalizeConfig({}).config, admission } });
    const result = parseConfig({ admission: "Gated" });
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.errors).toEqual([
        {
          key: "admission",
          path: "/admission",
          keyword: "enum",
          message: '/admission must be one of "natural", "gated", "none" (got "Gated")',
        },
      ]);
    }
  });
});

describe("parseConfig: semantic_share", () => {
  it("accepts a share in [0, 1], the bounds included", () => {
    for (const share of [0, 0.1, 1])
      expect(parseConfig({ semantic_share: share })).toEqual({
        ok: true,
        config: { ...DEFAULT_CONFIG, semanticShare: share },
      });
  });

  it("rejects a share out of range, a string or a boolean with the path, the rule and the value", () => {
    expect(errorsOf({ semantic_share: 1.5 })).toEqual([
      {
        key: "semantic_share",
        path: "/semantic_share",
        keyword: "maximum",
        message: "/semantic_share must be <= 1 (got 1.5)",
      },
    ]);
    expect(errorsOf({ semantic_share: -0.1 })).toEqual([
      {
        key: "semantic_share",
        path: "/semantic_share",
        keyword: "minimum",
        message: "/semantic_share must be >= 0 (got -0.1)",
      },
    ]);
    expect(errorsOf({ semantic_share: "0.1" })).toEqual([
      {
        key: "semantic_share",
        path: "/semantic_share",
        keyword: "type",
        message: '/semantic_share must be number (got "0.1")',
      },
    ]);
    expect(errorsOf({ semantic_share: true }).map((error) => error.keyword)).toEqual(["type"]);
  });
});

describe("parseConfig: rejected blocks", () => {
  it("names the path, the constraint and the value of an out-of-range number", () => {
    expect(errorsOf({ threshold_pct: 150 })).toEqual([
      {
        key: "threshold_pct",
        path: "/threshold_pct",
        keyword: "maximum",
        message: "/threshold_pct must be <= 100 (got 150)",
      },
    ]);
    expect(errorsOf({ listing_max_tokens: 100 })).toEqual([
      {
        key: "listing_max_tokens",
        path: "/listing_max_tokens",
        keyword: "minimum",
        message: "/listing_max_tokens must be >= 200 (got 100)",
      },
    ]);
  });

  it("rejects what normalizeConfig would only coerce: numeric strings, fractions, lenient tri-states", () => {
    expect(errorsOf({ search_default_limit: "10" })).toEqual([
      {
        key: "search_default_limit",
        path: "/search_default_limit",
        keyword: "type",
        message: '/search_default_limit must be integer (got "10")',
      },
    ]);
    expect(errorsOf({ max_search_limit: 7.5 }).map((e) => e.keyword)).toEqual(["type"]);
    expect(errorsOf({ enabled: "yes" })).toEqual([
      {
        key: "enabled",
        path: "/enabled",
        keyword: "enum",
        message: '/enabled must be one of "auto", "on", "off", true, false (got "yes")',
      },
    ]);
    expect(errorsOf({ listing: 1 }).map((e) => e.path)).toEqual(["/listing"]);
    expect(errorsOf({ enabled: "AUTO" }).map((e) => e.keyword)).toEqual(["enum"]);
  });

  it("rejects search_default_limit above max_search_limit (cross-field rule)", () => {
    expect(errorsOf({ search_default_limit: 40, max_search_limit: 30 })).toEqual([
      {
        key: "search_default_limit",
        path: "/search_default_limit",
        keyword: "maximum",
        message: "/search_default_limit must be <= max_search_limit, which is 30 (got 40)",
      },
    ]);
    expect(errorsOf({ search_default_limit: 30 }).map((e) => e.message)).toEqual([
      "/search_default_limit must be <= max_search_limit, which is 25 (got 30)",
    ]);
  });

  it("skips the cross-field rule while either limit is itself invalid", () => {
    expect(errorsOf({ search_default_limit: 40, max_search_limit: 70 }).map((e) => e.path)).toEqual([
      "/max_search_limit",
    ]);
  });

  it("names each bad defer entry by its index", () => {
    expect(errorsOf({ defer: ["a", 3, " b", "", "a"] })).toEqual([
      { key: "defer", path: "/defer/1", keyword: "type", message: "/defer/1 must be string (got 3)" },
      {
        key: "defer",
        path: "/defer/2",
        keyword: "pattern",
        message: '/defer/2 must be a non-empty tool name without surrounding whitespace (got " b")',
      },
      {
        key: "defer",
        path: "/defer/3",
        keyword: "pattern",
        message: '/defer/3 must be a non-empty tool name without surrounding whitespace (got "")',
      },
      {
        key: "defer",
        path: "/defer",
        keyword: "uniqueItems",
        message: '/defer must NOT have duplicate items (items ## 4 and 0 are identical) (got ["a",3," b","","a"])',
      },
    ]);
    expect(errorsOf({ defer: "todo_list" })).toEqual([
      { key: "defer", path: "/defer", keyword: "type", message: '/defer must be array (got "todo_list")' },
    ]);
  });

  it("rejects unknown keys, escaping them in the path", () => {
    expect(errorsOf({ enabled: "on", "a/b~c": 1, __proto__x: true })).toEqual([
      {
        key: "a/b~c",
        path: "/a~1b~0c",
        keyword: "additionalProperties",
        message: "/a~1b~0c is not a known key (got 1)",
      },
      {
        key: "__proto__x",
        path: "/__proto__x",
        keyword: "additionalProperties",
        message: "/__proto__x is not a known key (got true)",
      },
    ]);
    const proto: unknown = JSON.parse('{"__proto__": {"enabled": "off"}}');
    expect(errorsOf(proto)).toEqual([
      {
        key: "__proto__",
        path: "/__proto__",
        keyword: "additionalProperties",
        message: '/__proto__ is not a known key (got {"enabled":"off"})',
      },
    ]);
  });

  it("reports all errors at once, without the oneOf noise of the boolean branch", () => {
    const errors = errorsOf({ enabled: "maybe", threshold_pct: -1, listing_max_tokens: 1e6, defer: [1], extra: 0 });
    expect(errors.map((e) => `${e.path} ${e.keyword}`).sort()).toEqual([
      "/defer/0 type",
      "/enabled enum",
      "/extra additionalProperties",
      "/listing_max_tokens maximum",
      "/threshold_pct minimum",
    ]);
    expect(errors.some((e) => e.keyword === "oneOf")).toBe(false);
  });

  it.each([
    ["on", '"on"'],
    [5, "5"],
    [["enabled"], '["enabled"]'],
  ])("a %j block is one type error for the block", (raw, shown) => {
    expect(errorsOf(raw)).toEqual([
      {
        key: "",
        path: "",
        keyword: "type",
        message: `the tool_search block must be a boolean or an object (got ${shown})`,
      },
    ]);
  });

  it("shortens a huge unknown key in the message but keeps it whole in key and path", () => {
    const key = "k".repeat(1_000_000);
    const [error] = errorsOf({ [key]: 1 });
    expect(error).toMatchObject({ key, path: `/${key}`, keyword: "additionalProperties" });
    expect(error?.message).toBe(`/${"k".repeat(78)}… is not a known key (got 1)`);
  });

  it("never throws, even for a hostile getter", () => {
    const hostile = Object.defineProperty({}, "enabled", {
      enumerable: true,
      get: (): never => {
        throw new Error("boom");
      },
    });
    expect(errorsOf(hostile)).toEqual([
      { key: "", path: "", keyword: "unreadable", message: "the tool_search block could not be read" },
    ]);
  });
});
