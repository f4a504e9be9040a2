// Bad input into config normalisation (normalizeConfig, never throws) and the strict parser (parseConfig).
import fc from "fast-check";
import { afterAll, describe, expect, it } from "vitest";
import { normalizeConfig, parseConfig, type ToolSearchConfig } from "@hermes/catalog";
import {
  CONFIG_KEYS,
  LISTING_MAX_TOKENS_RANGE,
  MAX_SEARCH_LIMIT_RANGE,
  THRESHOLD_PCT_RANGE,
} from "@hermes/catalog/internal";
import { adversarialInput, heavyInput } from "./test-input-arbitraries.js";
import { assertMessage, CaseTally } from "./test-input-guards.js";
import { checkProperty } from "./test-input-property.js";

const tally = new CaseTally("input-config");
afterAll(() => console.log(tally.summary()));

const KEYS = [...CONFIG_KEYS];
const TRI_STATES = ["auto", "on", "off"];
const inRange = (value: number, range: { readonly min: number; readonly max: number }): boolean =>
  value >= range.min && value <= range.max;

function expectUsableConfig(config: ToolSearchConfig): void {
  expect(Object.isFrozen(config)).toBe(true);
  expect(TRI_STATES).toContain(config.enabled);
  expect(TRI_STATES).toContain(config.listing);
  expect(inRange(config.thresholdPct, THRESHOLD_PCT_RANGE)).toBe(true);
  expect(inRange(config.maxSearchLimit, MAX_SEARCH_LIMIT_RANGE) && Number.isInteger(config.maxSearchLimit)).toBe(true);
  expect(
    config.searchDefaultLimit >= 1 &&
      config.searchDefaultLimit <= config.maxSearchLimit &&
      Number.isInteger(config.searchDefaultLimit),
  ).toBe(true);
  expect(inRange(config.listingMaxTokens, LISTING_MAX_TOKENS_RANGE)).toBe(true);
  expect(config.defer.every((name) => typeof name === "string")).toBe(true);
}

function checkNormalize(raw: unknown): void {
  const seen: string[] = [];
  const { config, warnings } = normalizeConfig(raw, { logger: { warn: (message) => void seen.push(message) } });
  expectUsableConfig(config);
  expect(seen).toEqual(warnings.map((warning) => warning.message));
  for (const warning of warnings) {
    // Every warning names the config path (and so the key) and shows the value, shortened.
    assertMessage(warning.message, /^tools\.tool_search/);
    expect(warning.value.length).toBeLessThanOrEqual(61);
  }
}

function checkParse(raw: unknown): void {
  const result = parseConfig(raw);
  if (result.ok) {
    expectUsableConfig(result.config);
    // Documented: a block the strict parser accepts normalises to the same config, without warnings.
    const normalized = normalizeConfig(raw);
    expect(normalized.warnings).toEqual([]);
    expect(result.config).toEqual(normalized.config);
    return;
  }
  expect(result.errors.length).toBeGreaterThan(0);
  for (const error of result.errors) {
    assertMessage(error.message);
    expect(error.keyword).not.toBe("");
    expect(typeof error.path).toBe("string");
    // The message names where the problem is: its JSON path, or the block itself.
    expect(error.message.startsWith(error.path.slice(0, 40)) || error.message.startsWith("the tool_search block")).toBe(
      true,
    );
  }
}

describe("config normalisation never throws and always yields a usable config", () => {
  it("normalizeConfig: arbitrary and adversarial blocks", async () => {
    await checkProperty(tally, "normalizeConfig", adversarialInput(KEYS), checkNormalize, { numRuns: 600 });
  });

  it("normalizeConfig: deep nesting and multi-megabyte values", async () => {
    await checkProperty(tally, "normalizeConfig heavy", heavyInput(KEYS), checkNormalize, {
      numRuns: 25,
      shrink: false,
    });
  });

  it("parseConfig: arbitrary and adversarial blocks give the config or errors naming the path", async () => {
    await checkProperty(tally, "parseConfig", adversarialInput(KEYS), checkParse, { numRuns: 600 });
  });

  it("parseConfig: deep nesting and multi-megabyte values", async () => {
    await checkProperty(tally, "parseConfig heavy", heavyInput(KEYS), checkParse, { numRuns: 25, shrink: false });
  });

  it("hostile objects: throwing getters, proxies and loggers fall back to the defaults with a warning", async () => {
    const hostile = [
      Object.defineProperty({}, "enabled", {
        enumerable: true,
        get: () => {
          throw new Error("getter");
        },
      }),
      new Proxy(
        {},
        {
          ownKeys: () => {
            throw new Error("ownKeys");
          },
        },
      ),
      new Proxy(
        {},
        {
          getOwnPropertyDescriptor: () => {
            throw new Error("descriptor");
          },
        },
      ),
    ];
    await checkProperty(
      tally,
      "hostile objects",
      fc.constantFrom(...hostile),
      (raw) => {
        const { config, warnings } = normalizeConfig(raw, {
          logger: {
            warn: () => {
              throw new Error("logger");
            },
          },
        });
        expectUsableConfig(config);
        expect(warnings).toHaveLength(1);
        const parsed = parseConfig(raw);
        expect(parsed.ok).toBe(false);
        if (!parsed.ok) expect(parsed.errors[0]?.keyword).toBe("unreadable");
      },
      { numRuns: 3 },
    );
  });

  it("each failure names the key and the value", () => {
    const { warnings } = normalizeConfig({ threshold_pct: "lots", __proto__: { polluted: 1 } });
    expect(warnings.map((warning) => warning.message)).toEqual([
      'tools.tool_search.threshold_pct: "lots" is not a number; using the default 5',
    ]);
    const parsed = parseConfig(JSON.parse('{"max_search_limit": 99, "__proto__": {"polluted": 1}}'));
    expect(parsed.ok ? [] : parsed.errors.map((error) => error.message)).toEqual([
      '/__proto__ is not a known key (got {"polluted":1})',
      "/max_search_limit must be <= 50 (got 99)",
    ]);
  });
});
