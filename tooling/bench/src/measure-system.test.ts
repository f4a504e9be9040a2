import { describe, expect, it } from "vitest";
import type { BenchDocument } from "./documents.js";
import { measureSystem, type MeasurePlan } from "./measure-system.js";
import type { SearchSystem } from "./systems/search-system.js";

const DOCS: BenchDocument[] = [
  { id: "a/one", name: "one", description: "first" },
  { id: "a/two", name: "two", description: "second" },
];
const PLAN: MeasurePlan = { buildRuns: 3, buildBudgetMs: 10_000, queryPasses: 4, queryBudgetMs: 10_000, limit: 1 };

function countingSystem(async: boolean): SearchSystem<BenchDocument[]> & { builds: number; searches: number } {
  const system = {
    name: "fake",
    config: "",
    builds: 0,
    searches: 0,
    build(docs: readonly BenchDocument[]) {
      system.builds += 1;
      const copy = [...docs];
      return async ? Promise.resolve(copy) : copy;
    },
    search(handle: BenchDocument[], query: string, limit: number) {
      system.searches += 1;
      const ids = handle
        .filter((doc) => doc.name === query)
        .map((doc) => doc.id)
        .slice(0, limit);
      return async ? Promise.resolve(ids) : ids;
    },
  };
  return system;
}

describe("measureSystem", () => {
  it.each([false, true])("builds, warms up and times every query (async %s)", async (async) => {
    const system = countingSystem(async);
    const m = await measureSystem(system, DOCS, ["one", "two", "three"], PLAN);
    // One build for the heap figure, one untimed warm-up (few builds planned), then the timed ones.
    expect(system.builds).toBe(1 + 1 + 3);
    expect(system.searches).toBe(3 * (1 + 4));
    expect(m.buildRuns).toBe(3);
    expect(m.queryPasses).toBe(4);
    expect(m.hitsPerPass).toBe(2);
    expect(m.buildMs).toBeGreaterThan(0);
    expect(m.queryP50Us).toBeGreaterThan(0);
    expect(m.queryP99Us).toBeGreaterThanOrEqual(m.queryP50Us);
    expect(m.qps).toBeGreaterThan(0);
    expect(Number.isFinite(m.heapMb)).toBe(true);
  });

  it("stops repeating once a budget is spent, but measures at least once", async () => {
    const system = countingSystem(false);
    const m = await measureSystem(system, DOCS, ["one"], { ...PLAN, buildBudgetMs: 0, queryBudgetMs: 0 });
    expect(m.buildRuns).toBe(1);
    expect(m.queryPasses).toBe(1);
  });

  it("needs queries", async () => {
    await expect(measureSystem(countingSystem(false), DOCS, [], PLAN)).rejects.toThrow(/query/);
  });
});
