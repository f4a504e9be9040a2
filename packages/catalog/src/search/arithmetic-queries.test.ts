// "add two numbers" over the reference MCP test server's tools among the demo catalog's servers:
// the arithmetic tool is named get-sum and its text says "sum", never "add".
import type { Toolset } from "../tools/source.js";
import { describe, expect, it } from "vitest";
import { normalizeTools } from "../tools/normalize.js";
import { searchCatalog } from "./search-catalog.js";
import { toolsetsOf } from "../../test/catalogs.js";

const number = (description: string): Record<string, string> => ({ type: "number", description });

/** A few tools as the reference MCP test server ("everything") lists them, in our own words. */
const EVERYTHING: Toolset = {
  source: { kind: "mcp", name: "everything" },
  tools: [
    {
      name: "echo",
      description: "Echoes the input back",
      inputSchema: { type: "object", properties: { message: { type: "string" } } },
    },
    {
      name: "get-sum",
      description: "Returns the sum of two numbers",
      inputSchema: {
        type: "object",
        properties: { a: number("First number"), b: number("Second number") },
        required: ["a", "b"],
      },
    },
    {
      name: "get-env",
      description: "Returns the server's environment variables",
      inputSchema: { type: "object", properties: {} },
    },
  ],
};

const entries = normalizeTools([...toolsetsOf(["github", "linear", "slack", "notion"]), EVERYTHING]).entries;
const names = (query: string, limit = 5): string[] =>
  searchCatalog(entries, query, { limit }).map((match) => match.name);

describe("arithmetic wording finds the arithmetic tool", () => {
  it("add two numbers: get-sum first, although its text says sum (add ≈ sum), above the add_* tools", () => {
    expect(names("add two numbers")[0]).toBe("get-sum");
  });

  it.each(["sum two numbers", "sum of numbers", "add two numbers together"])("%s → get-sum first", (query) => {
    expect(names(query)[0]).toBe("get-sum");
  });

  it("add numbers: get-sum admitted, right after the tools whose own name says add (not yet in the first five)", () => {
    // Each add_* tool has "add" in its name (weighted 5) and many "number" in a parameter name
    // (issue_number); get-sum has "numbers" in its text and "sum" ≈ add. BM25 ranks every tool
    // named add first (docs/ranker-design.md, "Hybrid": what the fusion cannot reach).
    const ranked = names("add numbers", 25);
    const at = ranked.indexOf("get-sum");
    expect(at).toBeGreaterThan(0);
    expect(ranked.slice(0, at).every((name) => /(^|_|[a-z])add/i.test(name))).toBe(true);
  });
});
