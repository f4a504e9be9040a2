import { describe, expect, it, vi } from "vitest";
import { DEFAULT_CONFIG, DEFAULT_DEFER } from "./defaults.js";
import type { ConfigWarning, Logger } from "./types.js";
import { normalizeConfig } from "./normalize.js";

const keysOf = (warnings: readonly ConfigWarning[]): string[] => warnings.map((w) => w.key);

describe("normalizeConfig: the whole block", () => {
  it.each([undefined, null, true])("%s gives the defaults without warnings", (raw) => {
    expect(normalizeConfig(raw)).toEqual({ config: DEFAULT_CONFIG, warnings: [] });
  });

  it("false turns tool search off and keeps the other defaults", () => {
    expect(normalizeConfig(false)).toEqual({ config: { ...DEFAULT_CONFIG, enabled: "off" }, warnings: [] });
  });

  it("{} gives the defaults without warnings", () => {
    expect(normalizeConfig({})).toEqual({ config: DEFAULT_CONFIG, warnings: [] });
  });

  it.each([
    ["a string", "on", '"on"'],
    ["a number", 3, "3"],
    ["an array", ["enabled"], '["enabled"]'],
  ])("%s falls back to the defaults with a warning for the block", (_name, raw, shown) => {
    const { config, warnings } = normalizeConfig(raw);
    expect(config).toEqual(DEFAULT_CONFIG);
    expect(warnings).toEqual([
      {
        key: "",
        value: shown,
        message: `tools.tool_search: expected an object or a boolean, got ${shown}; using the defaults`,
      },
    ]);
  });
});

describe("normalizeConfig: tri-states (enabled, listing)", () => {
  it.each([
    [true, "on"],
    [1, "on"],
    ["yes", "on"],
    ["YES", "on"],
    ["true", "on"],
    ["1", "on"],
    [" On ", "on"],
    [false, "off"],
    [0, "off"],
    ["no", "off"],
    ["No", "off"],
    ["false", "off"],
    ["0", "off"],
    ["OFF", "off"],
    ["auto", "auto"],
    ["\tAuto\n", "auto"],
    ["on", "on"],
  ] as const)("enabled: %j → %s without a warning", (raw, expected) => {
    expect(normalizeConfig({ enabled: raw })).toEqual({
      config: { ...DEFAULT_CONFIG, enabled: expected },
      warnings: [],
    });
    expect(normalizeConfig({ listing: raw })).toEqual({
      config: { ...DEFAULT_CONFIG, listing: expected },
      warnings: [],
    });
  });

  it.each([
    ["maybe", '"maybe"'],
    [2, "2"],
    [-1, "-1"],
    [0.5, "0.5"],
    ["", '""'],
    ["enabled!", '"enabled!"'],
    [{}, "{}"],
    [[true], "[true]"],
    ["1.0", '"1.0"'],
  ])("enabled: %j → auto with a warning naming the key and the value", (raw, shown) => {
    const { config, warnings } = normalizeConfig({ enabled: raw });
    expect(config.enabled).toBe("auto");
    expect(warnings).toEqual([
      {
        key: "enabled",
        value: shown,
        message: `tools.tool_search.enabled: ${shown} is not one of auto/on/off, true/false, yes/no or 1/0; using "auto"`,
      },
    ]);
  });

  it("keeps listing: on as on (it behaves as auto)", () => {
    expect(normalizeConfig({ listing: "on" }).config.listing).toBe("on");
  });

  it("listing falls back to auto with a warning naming listing", () => {
    const { config, warnings } = normalizeConfig({ listing: "full" });
    expect(config.listing).toBe("auto");
    expect(warnings.map((w) => [w.key, w.value])).toEqual([["listing", '"full"']]);
  });

  it("treats null as missing, without a warning", () => {
    expect(normalizeConfig({ enabled: null, listing: undefined })).toEqual({ config: DEFAULT_CONFIG, warnings: [] });
  });
});

describe("normalizeConfig: admission", () => {
  it.each([
    ["natural", "natural"],
    ["gated", "gated"],
    ["none", "none"],
    [" Gated ", "gated"],
    ["NATURAL", "natural"],
    ["\tnone\n", "none"],
  ] as const)("admission: %j → %s without a warning", (raw, expected) => {
    expect(normalizeConfig({ admission: raw })).toEqual({
      config: { ...DEFAULT_CONFIG, admission: expected },
      warnings: [],
    });
  });

  it.each([
    ["strict", '"strict"'],
    [true, "true"],
    [1, "1"],
    ["", '""'],
    [["gated"], '["gated"]'],
    ["natural language", '"natural language"'],
  ])("admission: %j → natural with a warning naming the key, the value and the allowed values", (raw, shown) => {
    const { config, warnings } = normalizeConfig({ admission: raw });
    expect(config.admission).toBe("natural");
    expect(warnings).toEqual([
      {
        key: "admission",
        value: shown,
        message: `tools.tool_search.admission: ${shown} is not one of natural/gated/none; using "natural"`,
      },
    ]);
  });

  it("treats null as missing, and warns in table order (after max_search_limit, before listing)", () => {
    expect(normalizeConfig({ admission: null })).toEqual({ config: DEFAULT_CONFIG, warnings: [] });
    expect(keysOf(normalizeConfig({ listing: "x", admission: "x", max_search_limit: "x" }).warnings)).toEqual([
      "max_search_limit",
      "admission",
      "listing",
    ]);
  });
});

describe("normalizeConfig: semantic_share", () => {
  it("reads a share or a decimal string without a warning", () => {
    expect(normalizeConfig({ semantic_share: 0.1 })).toEqual({
      config: { ...DEFAULT_CONFIG, semanticShare: 0.1 },
      warnings: [],
    });
    expect(normalizeConfig({ semantic_share: " 0.3 " }).config.semanticShare).toBe(0.3);
  });

  it("clamps a share out of [0, 1] and falls back to 0 (lexical) for an unreadable one, with a warning", () => {
    expect(normalizeConfig({ semantic_share: 2 })).toEqual({
      config: { ...DEFAULT_CONFIG, semanticShare: 1 },
      warnings: [
        {
          key: "semantic_share",
          value: "2",
          message: "tools.tool_search.semantic_share: 2 is out of range [0, 1]; using 1",
        },
      ],
    });
    const { config, warnings } = normalizeConfig({ semantic_share: "some" });
    expect(config.semanticShare).toBe(0);
    expect(warnings.map((warning) => warning.message)).toEqual([
      'tools.tool_search.semantic_share: "some" is not a number; using the default 0',
    ]);
  });
});

describe("normalizeConfig: numbers", () => {
  it("accepts numbers and numeric strings within range without warnings", () => {
    const { config, warnings } = normalizeConfig({
      threshold_pct: "2.5",
      search_default_limit: " 7 ",
      max_search_limit: "10",
      listing_max_tokens: 1e3,
    });
    expect(warnings).toEqual([]);
    expect(config).toEqual({
      ...DEFAULT_CONFIG,
      thresholdPct: 2.5,
      searchDefaultLimit: 7,
      maxSearchLimit: 10,
      listingMaxTokens: 1000,
    });
  });

  it("clamps threshold_pct: 150 to 100 with a warning naming key, value and range", () => {
    const { config, warnings } = normalizeConfig({ threshold_pct: 150 });
    expect(config.thresholdPct).toBe(100);
    expect(warnings).toEqual([
      {
        key: "threshold_pct",
        value: "150",
        message: "tools.tool_search.threshold_pct: 150 is out of range [0, 100]; using 100",
      },
    ]);
  });

  it.each([
    ["threshold_pct", -3, "thresholdPct", 0, "[0, 100]"],
    ["max_search_limit", 80, "maxSearchLimit", 50, "[1, 50]"],
    ["max_search_limit", 0, "maxSearchLimit", 1, "[1, 50]"],
    ["listing_max_tokens", 10, "listingMaxTokens", 200, "[200, 60000]"],
    ["listing_max_tokens", "1e9", "listingMaxTokens", 60_000, "[200, 60000]"],
    ["search_default_limit", 0, "searchDefaultLimit", 1, "[1, 25]"],
  ] as const)("clamps %s: %j to the range", (key, raw, field, expected, range) => {
    const { config, warnings } = normalizeConfig({ [key]: raw });
    expect(config[field]).toBe(expected);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]?.key).toBe(key);
    expect(warnings[0]?.message).toContain(`is out of range ${range}`);
    expect(warnings[0]?.message).toContain(`using ${expected}`);
  });

  it("floors a fraction on integer keys, with a warning", () => {
    const { config, warnings } = normalizeConfig({ max_search_limit: 7.9, listing_max_tokens: "1000.5" });
    expect(config.maxSearchLimit).toBe(7);
    expect(config.listingMaxTokens).toBe(1000);
    expect(warnings.map((w) => w.message)).toEqual([
      "tools.tool_search.max_search_limit: 7.9 is not an integer; using 7",
      'tools.tool_search.listing_max_tokens: "1000.5" is not an integer; using 1000',
    ]);
  });

  it("gives one warning when a value is both fractional and out of range", () => {
    const { config, warnings } = normalizeConfig({ search_default_limit: 0.5 });
    expect(config.searchDefaultLimit).toBe(1);
    expect(warnings.map((w) => w.message)).toEqual([
      "tools.tool_search.search_default_limit: 0.5 is not an integer and is out of range [1, 25] (the upper bound is max_search_limit); using 1",
    ]);
  });

  it("keeps fractions on threshold_pct", () => {
    expect(normalizeConfig({ threshold_pct: 0.25 })).toEqual({
      config: { ...DEFAULT_CONFIG, thresholdPct: 0.25 },
      warnings: [],
    });
  });

  it("clamps search_default_limit: 40 to max_search_limit: 30", () => {
    const { config, warnings } = normalizeConfig({ search_default_limit: 40, max_search_limit: 30 });
    expect(config.searchDefaultLimit).toBe(30);
    expect(config.maxSearchLimit).toBe(30);
    expect(warnings).toEqual([
      {
        key: "search_default_limit",
        value: "40",
        message:
          "tools.tool_search.search_default_limit: 40 is out of range [1, 30] (the upper bound is max_search_limit); using 30",
      },
    ]);
  });

  it("bounds search_default_limit by the clamped max_search_limit", () => {
    const { config, warnings } = normalizeConfig({ search_default_limit: 49, max_search_limit: 70 });
    expect(config).toMatchObject({ searchDefaultLimit: 49, maxSearchLimit: 50 });
    expect(keysOf(warnings)).toEqual(["max_search_limit"]);
    expect(normalizeConfig({ search_default_limit: 30 }).config.searchDefaultLimit).toBe(25);
  });

  it("lowers a missing search_default_limit to a small max_search_limit silently", () => {
    expect(normalizeConfig({ max_search_limit: 3 })).toEqual({
      config: { ...DEFAULT_CONFIG, maxSearchLimit: 3, searchDefaultLimit: 3 },
      warnings: [],
    });
  });

  it.each([
    ["ten", '"ten"'],
    ["", '""'],
    ["0x10", '"0x10"'],
    ["Infinity", '"Infinity"'],
    ["1e400", '"1e400"'],
    [true, "true"],
    [[5], "[5]"],
    [{ v: 5 }, '{"v":5}'],
    ["5%", '"5%"'],
  ])("unparseable %j falls back to the default with a warning", (raw, shown) => {
    const { config, warnings } = normalizeConfig({ threshold_pct: raw, listing_max_tokens: raw });
    expect(config.thresholdPct).toBe(5);
    expect(config.listingMaxTokens).toBe(4000);
    expect(warnings).toEqual([
      {
        key: "threshold_pct",
        value: shown,
        message: `tools.tool_search.threshold_pct: ${shown} is not a number; using the default 5`,
      },
      {
        key: "listing_max_tokens",
        value: shown,
        message: `tools.tool_search.listing_max_tokens: ${shown} is not a number; using the default 4000`,
      },
    ]);
  });

  it("an unparseable search_default_limit falls back to min(5, max_search_limit)", () => {
    const { config, warnings } = normalizeConfig({ search_default_limit: "many", max_search_limit: 2 });
    expect(config.searchDefaultLimit).toBe(2);
    expect(warnings[0]?.message).toBe(
      'tools.tool_search.search_default_limit: "many" is not a number; using the default 2',
    );
  });

  it("reads -0 as 0", () => {
    expect(Object.is(normalizeConfig({ threshold_pct: -0 }).config.thresholdPct, 0)).toBe(true);
    expect(Object.is(normalizeConfig({ threshold_pct: "-0" }).config.thresholdPct, 0)).toBe(true);
  });
});

describe("normalizeConfig: defer", () => {
  it("trims names, drops blank ones with a warning and removes duplicates keeping the first", () => {
    const { config, warnings } = normalizeConfig({
      defer: [" todo_list ", "gui_tour", "todo_list", "  ", "", "gui_tour"],
    });
    expect(config.defer).toEqual(["todo_list", "gui_tour"]);
    expect(warnings.map((w) => w.message)).toEqual([
      'tools.tool_search.defer[3]: "  " is an empty tool name; entry dropped',
      'tools.tool_search.defer[4]: "" is an empty tool name; entry dropped',
    ]);
  });

  it("drops non-string entries with a warning naming each index", () => {
    const { config, warnings } = normalizeConfig({ defer: [1, "a", null, ["b"], { c: 1 }, "d"] });
    expect(config.defer).toEqual(["a", "d"]);
    expect(warnings).toEqual([
      {
        key: "defer",
        value: "1",
        message: "tools.tool_search.defer[0]: 1 is not a tool name (a string); entry dropped",
      },
      {
        key: "defer",
        value: "null",
        message: "tools.tool_search.defer[2]: null is not a tool name (a string); entry dropped",
      },
      {
        key: "defer",
        value: '["b"]',
        message: 'tools.tool_search.defer[3]: ["b"] is not a tool name (a string); entry dropped',
      },
      {
        key: "defer",
        value: '{"c":1}',
        message: 'tools.tool_search.defer[4]: {"c":1} is not a tool name (a string); entry dropped',
      },
    ]);
  });

  it("[] means no core tool defers", () => {
    expect(normalizeConfig({ defer: [] })).toEqual({ config: { ...DEFAULT_CONFIG, defer: [] }, warnings: [] });
  });

  it('defer: "todo_list" falls back to the default list with a warning naming defer and "todo_list"', () => {
    const { config, warnings } = normalizeConfig({ defer: "todo_list" });
    expect(config.defer).toBe(DEFAULT_DEFER);
    expect(warnings).toEqual([
      {
        key: "defer",
        value: '"todo_list"',
        message:
          'tools.tool_search.defer: "todo_list" is not a list of tool names (write ["todo_list"] for one tool); using the default defer list',
      },
    ]);
  });

  it.each([
    [3, "3"],
    [true, "true"],
    [{ todo_list: true }, '{"todo_list":true}'],
  ])("defer: %j falls back to the default list with a warning", (raw, shown) => {
    const { config, warnings } = normalizeConfig({ defer: raw });
    expect(config.defer).toEqual(DEFAULT_DEFER);
    expect(warnings).toEqual([
      {
        key: "defer",
        value: shown,
        message: `tools.tool_search.defer: ${shown} is not a list of tool names; using the default defer list`,
      },
    ]);
  });

  it("missing or null defer is the default list without warnings", () => {
    expect(normalizeConfig({ defer: null })).toEqual({ config: DEFAULT_CONFIG, warnings: [] });
  });

  it("returns a frozen list not shared with the input", () => {
    const input = ["a"];
    const { config } = normalizeConfig({ defer: input });
    input.push("b");
    expect(config.defer).toEqual(["a"]);
    expect(Object.isFrozen(config.defer)).toBe(true);
    expect(Object.isFrozen(config)).toBe(true);
  });
});

describe("normalizeConfig: unknown keys, prototypes and order", () => {
  it("warns once per unknown key, sorted, after the known keys", () => {
    const { config, warnings } = normalizeConfig({
      zeta: 1,
      enabled: "maybe",
      Enabled: "on",
      alpha: [true],
      defer: "x",
    });
    expect(config).toEqual(DEFAULT_CONFIG);
    expect(keysOf(warnings)).toEqual(["enabled", "defer", "Enabled", "alpha", "zeta"]);
    expect(warnings[2]).toEqual({
      key: "Enabled",
      value: '"on"',
      message: 'tools.tool_search: unknown key "Enabled" ignored (value "on")',
    });
  });

  it("orders warnings by the config table, whatever the input key order", () => {
    const { warnings } = normalizeConfig({
      defer: 1,
      listing_max_tokens: "x",
      listing: "x",
      max_search_limit: "x",
      search_default_limit: "x",
      threshold_pct: "x",
      enabled: "x",
    });
    expect(keysOf(warnings)).toEqual([
      "enabled",
      "threshold_pct",
      "search_default_limit",
      "max_search_limit",
      "listing",
      "listing_max_tokens",
      "defer",
    ]);
  });

  it("treats __proto__ and constructor as unknown own keys and ignores inherited values", () => {
    const parsed: unknown = JSON.parse('{"__proto__": {"enabled": "off"}, "constructor": 1, "toString": "x"}');
    const { config, warnings } = normalizeConfig(parsed);
    expect(config).toEqual(DEFAULT_CONFIG);
    expect(keysOf(warnings)).toEqual(["__proto__", "constructor", "toString"]);
    expect(warnings[0]?.value).toBe('{"enabled":"off"}');

    const inherited = Object.create({ enabled: "off", threshold_pct: 150 }) as object;
    expect(normalizeConfig(inherited)).toEqual({ config: DEFAULT_CONFIG, warnings: [] });
    expect(normalizeConfig(Object.assign(Object.create(null) as object, { enabled: "off" })).config.enabled).toBe(
      "off",
    );
  });

  it("shortens huge values and keys in warnings", () => {
    const key = "k".repeat(10_000);
    const { warnings } = normalizeConfig({ enabled: "x".repeat(1_000_000), [key]: 1 });
    expect(warnings[0]?.value).toHaveLength(60);
    expect(warnings[1]?.key).toBe(key);
    expect(warnings[1]?.message.length).toBeLessThan(120);
  });

  it("does not throw on a hostile getter: defaults plus one block warning", () => {
    const hostile = Object.defineProperty({}, "enabled", {
      enumerable: true,
      get: (): never => {
        throw new Error("boom");
      },
    });
    expect(normalizeConfig(hostile)).toEqual({
      config: DEFAULT_CONFIG,
      warnings: [
        {
          key: "",
          value: "an unreadable value",
          message: "tools.tool_search: the block could not be read; using the defaults",
        },
      ],
    });
  });
});

describe("normalizeConfig: logger", () => {
  it("receives every warning, in order, with key and rendered value", () => {
    const warn = vi.fn<Logger["warn"]>();
    const { warnings } = normalizeConfig({ enabled: "maybe", threshold_pct: 150, extra: true }, { logger: { warn } });
    expect(warnings).toHaveLength(3);
    expect(warn.mock.calls).toEqual(warnings.map((w) => [w.message, { key: w.key, value: w.value }]));
  });

  it("is not called when there is nothing to warn about", () => {
    const warn = vi.fn<Logger["warn"]>();
    normalizeConfig({ enabled: "on" }, { logger: { warn } });
    expect(warn).not.toHaveBeenCalled();
  });

  it("a throwing logger is harmless: every warning is still offered and returned", () => {
    const warn = vi.fn<Logger["warn"]>(() => {
      throw new Error("logger down");
    });
    const result = normalizeConfig({ enabled: "maybe", defer: "x" }, { logger: { warn } });
    expect(warn).toHaveBeenCalledTimes(2);
    expect(result.config).toEqual(DEFAULT_CONFIG);
    expect(keysOf(result.warnings)).toEqual(["enabled", "defer"]);
  });

  it("tolerates a logger without a warn function", () => {
    const broken = { warn: 5 } as unknown as Logger;
    expect(keysOf(normalizeConfig({ enabled: 7 }, { logger: broken }).warnings)).toEqual(["enabled"]);
    expect(normalizeConfig({}, { logger: undefined }).warnings).toEqual([]);
  });
});
