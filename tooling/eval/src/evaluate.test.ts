import type { EvalSet } from "@hermes/data";
import { describe, expect, it } from "vitest";
import { evaluateSet, RESULT_LIMIT, runQueries } from "./evaluate.js";
import { DEFAULT_CONFIG } from "./retrieval-config.js";
import type { SearchSystem } from "./systems/search-system.js";

const set: EvalSet = {
  name: "fake",
  note: "",
  tools: [
    { id: "a", server: "s1", name: "search", description: "", inputSchema: {} },
    { id: "b", server: "s2", name: "search", description: "", inputSchema: {} },
    { id: "c", server: "s2", name: "fetch", description: "", inputSchema: {} },
  ],
  queries: [
    { id: "q1", text: "fetch", relevant: ["c"] },
    { id: "q2", text: "nothing", relevant: ["b"] },
  ],
};

/** Answers "fetch" with documents 0, 1, 2 (two tools named `search`, then `fetch`) and nothing else. */
function fakeSystem(ids: readonly string[]): SearchSystem {
  return {
    system: "fake",
    mode: "rank",
    role: "peer",
    about: "",
    build: (documents) => {
      expect(documents.map((d) => d.id)).toEqual(["0", "1", "2"]);
      return (query, limit) => {
        expect(limit).toBe(RESULT_LIMIT);
        return query === "fetch" ? ids : [];
      };
    },
  };
}

describe("runQueries", () => {
  it("indexes tools under their positions and maps results back to tool ids", async () => {
    const outcomes = await runQueries(set, fakeSystem(["0", "1", "2"]), DEFAULT_CONFIG);
    expect(outcomes).toEqual([
      { ranked: ["a", "b", "c"], relevant: ["c"] },
      { ranked: [], relevant: ["b"] },
    ]);
  });
  it("rejects ids the system was not given", async () => {
    await expect(runQueries(set, fakeSystem(["9"]), DEFAULT_CONFIG)).rejects.toThrow(/unknown document id 9/);
  });
});

describe("evaluateSet", () => {
  it("averages the metrics per system, scoring by id (a same-named tool of another server earns nothing)", async () => {
    const report = await evaluateSet(set, [fakeSystem(["0", "1", "2"])], DEFAULT_CONFIG);
    expect(report).toMatchObject({ set: "fake", tools: 3, queries: 2 });
    const metrics = report.results[0]?.metrics;
    // q1: tool c at rank 3 -> nDCG 0.5, RR 1/3; q2: empty.
    expect(metrics?.get("ndcg10")).toBeCloseTo(0.25, 10);
    expect(metrics?.get("mrr")).toBeCloseTo(1 / 6, 10);
    expect(metrics?.get("empty")).toBe(0.5);
  });
});
