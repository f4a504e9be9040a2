import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { DEFAULT_CONFIG } from "../config/defaults.js";
import type { ToolSearchConfig } from "../config/types.js";
import { planTiers } from "./plan.js";
import { realToolsets } from "../../test/catalogs.js";
import { estimateTokens, listingBudget } from "../listing/tokens.js";
import type { Toolset } from "../tools/source.js";

const core: Toolset = {
  tools: [
    { name: "read_file", description: "Read a file." },
    { name: "terminal", description: "Run a command." },
  ],
};
const config = (overrides: Partial<ToolSearchConfig>): ToolSearchConfig => ({ ...DEFAULT_CONFIG, ...overrides });
const verbose = (server: string, count: number, words: number): Toolset => ({
  source: { kind: "mcp", name: server },
  tools: Array.from({ length: count }, (_, i) => ({
    name: `${server}_tool_${String(i).padStart(3, "0")}`,
    description: `Performs operation ${i} on the ${server} service ${"with many careful words ".repeat(words)}.`,
    inputSchema: { type: "object", properties: { id: { type: "string" } }, required: ["id"] },
  })),
});

describe("planTiers tiers", () => {
  it("is tier 0 with nothing deferrable: tools pass through, no bridge", () => {
    const plan = planTiers([core]);
    expect(plan).toMatchObject({ tier: 0, bridge: false, deferredCount: 0, listing: { form: "none" } });
    expect(plan.visible.map((e) => e.original)).toEqual(core.tools);
  });

  it("is tier 0 with enabled off, every tool visible", () => {
    const plan = planTiers([core, verbose("github", 3, 1)], { config: config({ enabled: "off" }) });
    expect(plan).toMatchObject({ tier: 0, bridge: false, deferredCount: 0 });
    expect(plan.visible).toHaveLength(5);
  });

  it("is tier 1 with a full listing when everything fits", () => {
    const plan = planTiers([core, verbose("github", 3, 1)], { contextLength: 200_000 });
    expect(plan).toMatchObject({ tier: 1, bridge: true, deferredCount: 3, budget: 4000, listing: { form: "full" } });
    expect(plan.visible.map((e) => e.name)).toEqual(["read_file", "terminal"]);
    expect(plan.listing.text.split("\n")[0]).toBe(
      "Deferred tool catalog (call schemas via `tool_describe`, invoke via `tool_call`):",
    );
  });

  it("is tier 2 with listing off, and with manage_connections but nothing deferred", () => {
    expect(planTiers([core, verbose("github", 3, 1)], { config: config({ listing: "off" }) })).toMatchObject({
      tier: 2,
      listing: { form: "none", text: "" },
    });
    const connectors = planTiers([{ tools: [...core.tools, { name: "manage_connections" }] }]);
    expect(connectors).toMatchObject({ tier: 2, bridge: true, deferredCount: 0, connectors: true });
    expect(connectors.visible.map((e) => e.name)).toContain("manage_connections");
  });

  it("keeps 500 verbose tools of one server within the default budget", () => {
    const plan = planTiers([core, verbose("bigserver", 500, 12)], { contextLength: 200_000 });
    expect(plan.budget).toBe(listingBudget(DEFAULT_CONFIG, 200_000));
    expect(plan.listing.tokens).toBeLessThanOrEqual(plan.budget);
    expect(estimateTokens(plan.listing.text)).toBe(plan.listing.tokens);
    expect(plan.deferredCount).toBe(500);
    expect(["names", "mixed", "groups"]).toContain(plan.listing.form);
  });

  it("collapses a big group and names a small one at a small budget (mixed)", () => {
    const plan = planTiers([verbose("big", 200, 10), verbose("tiny", 3, 0)], {
      config: config({ listingMaxTokens: 200 }),
      contextLength: 200_000,
    });
    expect(plan.tier).toBe(1);
    expect(plan.listing.form).toBe("mixed");
    expect(plan.listing.groups.map((g) => [g.label, g.form])).toEqual([
      ["big", "summary"],
      ["tiny", "names"],
    ]);
    expect(plan.listing.text).toContain("big (200 tools — names not listed; discover via `tool_search`)");
    expect(plan.listing.text).toContain("tiny_tool_000, tiny_tool_001, tiny_tool_002");
  });

  it("reports the listing on real catalogs in every form as the budget shrinks", () => {
    const big = realToolsets().filter((t) => t.tools.length >= 40);
    const formAt = (budget: number): [number, string] => {
      const plan = planTiers([core, ...big], {
        config: config({ listingMaxTokens: 60_000 }),
        contextLength: budget * 20,
      });
      expect(plan.budget).toBe(budget);
      expect(plan.listing.tokens).toBeLessThanOrEqual(budget);
      return [plan.tier, plan.listing.form];
    };
    expect([60_000, 8000, 2000, 250, 50].map(formAt)).toEqual([
      [1, "full"],
      [1, "names"],
      [1, "mixed"],
      [2, "groups"],
      [2, "none"],
    ]);
  });

  it("computes deferred tokens from the definitions as compact JSON", () => {
    const github = verbose("github", 2, 0);
    const plan = planTiers([github]);
    expect(plan.deferredTokens).toBe(
      github.tools.reduce((sum: number, tool) => sum + Math.ceil(JSON.stringify(tool).length / 4), 0),
    );
  });

  it("lists unavailable declared servers and reports dropped definitions", () => {
    const plan = planTiers([
      verbose("github", 2, 0),
      { source: { kind: "mcp", name: "jira" }, tools: [], unavailable: "failed to start" },
      { source: { kind: "mcp", name: "x" }, tools: [{ name: "tool_call" }, 42] },
    ]);
    expect(plan.listing.text).toMatch(/jira.*failed to start/);
    expect(plan.dropped.map((d) => d.reason)).toEqual(["BRIDGE_NAME", "UNRECOGNIZED_SHAPE"]);
  });
});

describe("planTiers determinism and memo", () => {
  const toolsets = [
    core,
    verbose("github", 20, 2),
    verbose("linear", 15, 1),
    { source: { kind: "mcp" as const, name: "slack" }, tools: realToolsets()[0]?.tools.slice(0, 10) ?? [] },
  ];

  it("gives the same listing bytes and fingerprint for any input order", () => {
    const reference = planTiers(toolsets, { contextLength: 100_000 });
    fc.assert(
      fc.property(
        fc.shuffledSubarray(toolsets, { minLength: toolsets.length }),
        fc.boolean(),
        (order, reverseTools) => {
          const shuffled = order.map((t) => ({ ...t, tools: reverseTools ? [...t.tools].reverse() : [...t.tools] }));
          const plan = planTiers(shuffled, { contextLength: 100_000 });
          expect(plan.listing.text).toBe(reference.listing.text);
          expect(plan.fingerprint).toBe(reference.fingerprint);
          expect(plan.deferred.map((e) => e.name)).toEqual(reference.deferred.map((e) => e.name));
        },
      ),
      { numRuns: 30 },
    );
  });

  it("never lets the listing exceed the budget, by the active counter", () => {
    const wordCounter = (text: string): number => text.split(/\s+/).filter(Boolean).length;
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 3000 }), fc.constantFrom(estimateTokens, wordCounter), (max, counter) => {
        const plan = planTiers(toolsets, {
          config: config({ listingMaxTokens: Math.max(200, max) }),
          contextLength: max * 20,
          countTokens: counter,
        });
        expect(plan.listing.tokens).toBeLessThanOrEqual(plan.budget);
        expect(plan.listing.form === "none" ? 0 : counter(plan.listing.text)).toBe(plan.listing.tokens);
      }),
      { numRuns: 40 },
    );
  });

  it("treats its own output as input without change (assembly is idempotent)", () => {
    const first = planTiers(toolsets);
    const bridge = { tools: [{ name: "tool_search" }, { name: "tool_describe" }, { name: "tool_call" }] };
    const again = planTiers([{ tools: first.visible.map((e) => e.original) }, bridge, ...toolsets.slice(1)]);
    expect(again.fingerprint).toBe(first.fingerprint);
    expect(again.listing.text).toBe(first.listing.text);
  });

  it("returns the memoised plan for the same definitions and a new one when a tool changes", () => {
    const first = planTiers(toolsets);
    expect(planTiers(toolsets)).toBe(first);
    expect(planTiers([...toolsets])).toBe(first);
    const changed = [
      ...toolsets.slice(0, 3),
      { ...toolsets[3], tools: [{ name: "slack_new_tool", description: "New.", inputSchema: {} }] },
    ] as Toolset[];
    const next = planTiers(changed);
    expect(next).not.toBe(first);
    expect(next.fingerprint).not.toBe(first.fingerprint);
    const renamed = toolsets.map((t, i) =>
      i === 1
        ? { ...t, tools: t.tools.map((tool, j) => (j === 0 ? { ...(tool as object), description: "Changed." } : tool)) }
        : t,
    );
    expect(planTiers(renamed).listing.text).not.toBe(first.listing.text);
  });

  it("changes the fingerprint exactly when model-visible bytes change", () => {
    const base = planTiers(toolsets);
    const schemaOnly = toolsets.map((t, i) =>
      i === 1
        ? {
            ...t,
            tools: t.tools.map((tool, j) =>
              j === 0 ? { ...(tool as object), inputSchema: { type: "object" } } : tool,
            ),
          }
        : t,
    );
    expect(planTiers(schemaOnly).fingerprint).toBe(base.fingerprint);
    const visibleChange = [{ tools: [...core.tools, { name: "write_file" }] }, ...toolsets.slice(1)];
    expect(planTiers(visibleChange).fingerprint).not.toBe(base.fingerprint);
  });
});
