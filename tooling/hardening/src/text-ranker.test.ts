// Pathological tool text and schemas cannot make assembly, the ranker or argument validation slow.
// No time bounds: at these sizes a super-linear step would not finish, and the test timeout (a
// hang guard) reports it. Each step's time is logged for reading; timings are `pnpm bench`'s job.
import { afterAll, describe, expect, it } from "vitest";
import type { ToolSearchResult } from "@hermes/bridge";
import { createToolSearch, type Toolset } from "@hermes/tool-search";

const MB = 1_000_000;
const timings: string[] = [];
afterAll(() => console.log(`[hardening] text-ranker: ${timings.length} steps; ${timings.join("; ")}`));

const object = { type: "object" };
const NORMAL = { name: "create_issue", description: "Create a new issue in a repository.", inputSchema: object };

function doublingRefs(depth: number): Record<string, unknown> {
  const defs: Record<string, unknown> = {};
  for (let level = 0; level < depth; level += 1)
    defs[`a${level}`] = { anyOf: [{ $ref: `#/$defs/a${level + 1}` }, { $ref: `#/$defs/a${level + 1}` }] };
  defs[`a${depth}`] = { type: "string" };
  return { type: "object", properties: { x: { $ref: "#/$defs/a0" } }, $defs: defs };
}

interface Case {
  readonly label: string;
  readonly victim: Record<string, unknown>;
  /** Arguments for tool_call on the victim. */
  readonly args: Record<string, unknown>;
  readonly query: string;
}

const CASES: readonly Case[] = [
  {
    label: "1 MB single word",
    victim: { name: "victim", description: "a".repeat(MB), inputSchema: object },
    args: {},
    query: "a".repeat(500),
  },
  {
    label: "1 MB of distinct words",
    victim: {
      name: "victim",
      description: Array.from({ length: 150_000 }, (_, i) => `w${i}`).join(" "),
      inputSchema: object,
    },
    args: {},
    query: "w1 w2 w3 w4 w5 w6 w7 w8",
  },
  {
    label: "100k repeated words",
    victim: {
      name: "victim",
      description: Array.from({ length: 100_000 }, () => "create issue").join(" "),
      inputSchema: object,
    },
    args: {},
    query: "create issue",
  },
  {
    label: "1 MB camelCase run",
    victim: { name: "victim", description: "aB".repeat(MB / 2), inputSchema: object },
    args: {},
    query: "aBaBaBaB ab",
  },
  {
    label: "1 MB search hint",
    victim: {
      name: "victim",
      description: "Hinted.",
      inputSchema: object,
      _meta: { "anthropic/searchHint": "hint ".repeat(MB / 5) },
    },
    args: {},
    query: "hint",
  },
  {
    label: "10,000-parameter schema",
    victim: {
      name: "victim",
      description: "Wide.",
      inputSchema: {
        type: "object",
        properties: Object.fromEntries(
          Array.from({ length: 10_000 }, (_, i) => [`param_${i}`, { type: "string", description: `Parameter ${i}.` }]),
        ),
        required: ["param_1"],
      },
    },
    args: { param_1: "x" },
    query: "param_1 param_2 param_9999",
  },
  {
    label: "catastrophic pattern",
    victim: {
      name: "victim",
      description: "Regex.",
      inputSchema: { type: "object", properties: { q: { type: "string", pattern: "^(a+)+$" } } },
    },
    args: { q: `${"a".repeat(40)}!` },
    query: "regex",
  },
  {
    label: "uniqueItems on 50k items",
    victim: {
      name: "victim",
      description: "Unique.",
      inputSchema: { type: "object", properties: { xs: { type: "array", uniqueItems: true } } },
    },
    args: { xs: Array.from({ length: 50_000 }, (_, index) => ({ index })) },
    query: "unique",
  },
  {
    label: "2^40 anyOf branches via $ref",
    victim: { name: "victim", description: "Refs.", inputSchema: doublingRefs(40) },
    args: { x: 5 },
    query: "refs",
  },
];

async function timed<T>(label: string, step: string, work: () => Promise<T> | T): Promise<T> {
  const started = performance.now();
  const result = await work();
  const ms = Math.round(performance.now() - started);
  timings.push(`${label} ${step} ${ms} ms`);
  return result;
}

describe("pathological tool text and schemas", () => {
  it.each(CASES)("$label: assemble, search, describe and call all finish", async ({ label, victim, args, query }) => {
    const invoked: string[] = [];
    const search = createToolSearch({ contextLength: 200_000, invoke: (name) => Promise.resolve(invoked.push(name)) });
    const toolsets: Toolset[] = [{ source: { kind: "mcp", name: "mcp-hostile" }, tools: [victim, NORMAL] }];
    const assembly = await timed(label, "assemble", () => search.assemble(toolsets));
    expect(assembly.plan.listing.text.length).toBeLessThan(2_000);
    const found = await timed(label, "search", () =>
      search.handle(
        {
          id: "1",
          name: "tool_search",
          arguments: { queries: ["create issue repository", query, query.slice(0, 100)] },
        },
        { assembly },
      ),
    );
    const result = found.result as ToolSearchResult;
    // The hostile tool cannot crowd a normal one out of its own query.
    expect(result.results[0]?.matches).toContain("create_issue");
    expect(JSON.stringify(result).length).toBeLessThan(64_000);
    await timed(label, "describe", () =>
      search.handle({ id: "2", name: "tool_describe", arguments: { names: ["victim"] } }, { assembly }),
    );
    const called = await timed(label, "call", () =>
      search.handle(
        { id: "3", name: "tool_call", arguments: { calls: [{ name: "victim", arguments: args }] } },
        { assembly },
      ),
    );
    expect(called.isError, JSON.stringify(called.result).slice(0, 300)).toBe(false);
    expect(invoked).toEqual(["victim"]);
  });

  it("7 queries of 500 characters over 3,000 tools", async () => {
    const tools = Array.from({ length: 3_000 }, (_, i) => ({
      name: `tool_${i}`,
      description: `Tool ${i} does thing ${i % 97} with object ${i % 89}. ${"filler word ".repeat(20)}`,
      inputSchema: object,
    }));
    const search = createToolSearch({ contextLength: 200_000 });
    const assembly = await timed("3,000 tools", "assemble", () =>
      search.assemble([{ source: { kind: "mcp", name: "big" }, tools }]),
    );
    const queries = Array.from({ length: 7 }, (_, q) =>
      Array.from({ length: 100 }, (_, w) => `thing ${(q * w) % 97}`)
        .join(" ")
        .slice(0, 500),
    );
    const found = await timed("3,000 tools", "search", () =>
      search.handle({ id: "1", name: "tool_search", arguments: { queries, limit: 25 } }, { assembly }),
    );
    expect((found.result as ToolSearchResult).results).toHaveLength(7);
  });
});
