import type { EvalSet } from "@hermes/data";
import { describe, expect, it } from "vitest";
import { removedPositions, runAbsent } from "./absent.js";
import { evaluateSystem, setDocuments } from "./evaluate.js";
import { DEFAULT_CONFIG } from "./retrieval-config.js";
import type { SearchSystem } from "./systems/search-system.js";

const set: EvalSet = {
  name: "fake",
  note: "",
  tools: [
    { id: "a", server: "s1", name: "search", description: "", inputSchema: {} },
    { id: "b", server: "s2", name: "search", description: "", inputSchema: {} },
    { id: "c", server: "s2", name: "fetch", description: "", inputSchema: {} },
    { id: "d", server: "s3", name: "write", description: "", inputSchema: {} },
  ],
  queries: [
    { id: "q1", text: "fetch", relevant: ["c"] },
    { id: "q2", text: "fetch again", relevant: ["c"] },
    { id: "q3", text: "search", relevant: ["a", "b"] },
    { id: "q4", text: "write", relevant: ["d"] },
  ],
};

/** Answers a query with every kept document whose tool name is a word of the query; counts builds. */
function wordSystem(builds: string[][]): SearchSystem {
  return {
    system: "words",
    mode: "natural",
    role: "ours",
    about: "",
    build: (documents, _config, tools) => {
      builds.push(documents.map((d) => d.id));
      expect(tools.map((t) => t.name)).toEqual(documents.map((d) => d.key));
      return (query) => documents.filter((d) => query.split(" ").includes(d.key)).map((d) => d.id);
    },
  };
}

describe("removedPositions", () => {
  it("takes out every tool of a relevant name, and with `server` every tool of their servers", () => {
    expect(removedPositions(set.tools, new Set(["c"]), "tool")).toEqual([2]);
    expect(removedPositions(set.tools, new Set(["c"]), "server")).toEqual([1, 2]);
    expect(removedPositions(set.tools, new Set(["a", "b"]), "tool")).toEqual([0, 1]);
    expect(removedPositions(set.tools, new Set(["a", "b"]), "server")).toEqual([0, 1, 2]);
    expect(removedPositions(set.tools, new Set(["a"]), "tool")).toEqual([0]);
    expect(removedPositions(set.tools, new Set(["missing"]), "server")).toEqual([]);
  });
});

describe("runAbsent", () => {
  it("builds one index per distinct removed set and reports per query whether each variant came back empty", async () => {
    const builds: string[][] = [];
    const absent = await runAbsent(set, wordSystem(builds), DEFAULT_CONFIG, setDocuments(set, DEFAULT_CONFIG), 10);
    // q1/q2 share the tool variant ({c}) and the server variant ({b, c}); q3's tool and server variants differ;
    // q4's variants coincide ({d}).
    expect(builds).toEqual([["0", "1", "3"], ["0", "3"], ["2", "3"], ["3"], ["0", "1", "2"]]);
    expect(absent).toEqual([
      { tool: true, server: true },
      { tool: true, server: true },
      { tool: true, server: true },
      { tool: true, server: true },
    ]);
  });

  it("counts a false hit when another tool still answers", async () => {
    const echo: SearchSystem = {
      ...wordSystem([]),
      build: (documents) => () => documents.slice(0, 1).map((d) => d.id),
    };
    const absent = await runAbsent(set, echo, DEFAULT_CONFIG, setDocuments(set, DEFAULT_CONFIG), 10);
    expect(absent[0]).toEqual({ tool: false, server: false });
  });

  it("feeds the absent metrics of evaluateSystem only when asked", async () => {
    const withAbsent = await evaluateSystem(set, wordSystem([]), DEFAULT_CONFIG, { absent: true });
    expect(withAbsent.metrics.get("absent_abstention")).toBe(1);
    expect(withAbsent.metrics.get("balanced")).toBeCloseTo(1, 12);
    const without = await evaluateSystem(set, wordSystem([]), DEFAULT_CONFIG);
    expect(without.metrics.has("absent_abstention")).toBe(false);
  });
});
