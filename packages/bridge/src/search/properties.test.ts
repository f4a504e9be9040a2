import { planTiers } from "@hermes/catalog";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isBridgeError } from "../bridge-error.js";
import { config, fakeRemote, realToolsets, smallPlan } from "../../test/search-fixtures.js";
import { describeTools } from "../describe/tool-describe.js";
import { searchTools } from "./tool-search.js";

const plan = planTiers(realToolsets(["github", "slack", "kubernetes"]), { contextLength: 200_000 });
const withConnectors = smallPlan("names", { connectors: true });

/** Arbitrary JSON, plus values shaped like real arguments with arbitrary contents. */
const json = fc.jsonValue();
const stringish = fc.oneof(
  fc.string(),
  fc.constantFrom(
    "__proto__",
    "constructor",
    "connectors__gmail__SEND_EMAIL",
    "create_issue",
    "read_file",
    "tool_call",
    " ",
  ),
);
const listish = fc.oneof(json, stringish, fc.array(fc.oneof(stringish, json), { maxLength: 14 }));
const args = fc.oneof(
  json,
  stringish,
  fc.record({ queries: listish, limit: json }, { requiredKeys: [] }),
  fc.record({ query: listish, names: listish, name: listish }, { requiredKeys: [] }),
);
const remotes = fc.constantFrom(undefined, fakeRemote("results"), fakeRemote("silent"), fakeRemote("unavailable"));

const isPlainResult = (value: unknown, key: string): boolean =>
  typeof value === "object" &&
  value !== null &&
  (isBridgeError(value) ? Object.keys(value).length === 1 : key in value);

describe("handlers on arbitrary JSON", () => {
  it("tool_search never throws and returns a result or {error}, the same one twice", async () => {
    await fc.assert(
      fc.asyncProperty(args, remotes, fc.boolean(), async (input, remote, connectors) => {
        const context = { scope: { plan: connectors ? withConnectors : plan }, config, remote };
        const result = await searchTools(input, context);
        expect(isPlainResult(result, "results")).toBe(true);
        expect(JSON.stringify(await searchTools(input, context))).toBe(JSON.stringify(result));
      }),
      { numRuns: 400 },
    );
  });

  it("tool_describe never throws and returns a result or {error}, the same one twice", async () => {
    await fc.assert(
      fc.asyncProperty(args, remotes, fc.boolean(), async (input, remote, connectors) => {
        const context = { scope: { plan: connectors ? withConnectors : plan }, remote };
        const result = await describeTools(input, context);
        expect(isPlainResult(result, "tools")).toBe(true);
        expect(JSON.stringify(await describeTools(input, context))).toBe(JSON.stringify(result));
      }),
      { numRuns: 400 },
    );
  });

  it("tool_search results stay within the session and the limits", async () => {
    const deferred = new Set(plan.deferred.map((entry) => entry.name));
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.string(), { minLength: 1, maxLength: 7 }),
        fc.integer({ min: -5, max: 100 }),
        async (queries, limit) => {
          const result = await searchTools({ queries, limit }, { scope: { plan }, config });
          if (isBridgeError(result)) return;
          for (const group of result.results)
            expect(group.matches.length).toBeLessThanOrEqual(Math.min(25, Math.max(1, limit)));
          for (const [name, hit] of Object.entries(result.tools)) {
            expect(deferred.has(name)).toBe(true);
            expect(hit.description.length).toBeLessThanOrEqual(501);
            expect(hit.required.length).toBeLessThanOrEqual(32);
          }
        },
      ),
      { numRuns: 200 },
    );
  });
});
