// Scope: a session limited to some toolsets cannot find or describe a tool outside them by any path.
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ToolDescribeResult, ToolSearchResult } from "@hermes/bridge";
import type { Assembly } from "@hermes/tool-search";
import { CaseTally } from "./test-input-guards.js";
import { checkProperty } from "./test-input-property.js";
import {
  CONNECTOR_TOOLS,
  OUTSIDE_LOCAL,
  OUTSIDE_WORDS,
  RUNTIME_TOOLSETS,
  startScopedRuntime,
  type ScopedRuntime,
} from "./test-input-scope.js";

const tally = new CaseTally("scope-discover");
afterAll(() => console.log(tally.summary()));

const OUTSIDE = [...OUTSIDE_LOCAL, ...CONNECTOR_TOOLS, "manage_connections"];
/** Queries aimed at the outside tools: their exact names (the exact-name bypass), their words, their sources. */
const PROBES = [
  ...OUTSIDE,
  "jira create issue",
  "create issue",
  "search issues",
  "read secret vault",
  "gmail send email",
  "linear issues",
  "connectors",
  "manage connections",
];

/** The answer without the echoed queries: what the session reveals. */
function revealed(result: unknown): string {
  return JSON.stringify(result, (key, value: unknown) => (key === "queries" || key === "query" ? undefined : value));
}

describe("a github-only session", () => {
  let runtime: ScopedRuntime;
  let session: Assembly;
  let full: Assembly;
  beforeAll(async () => {
    runtime = await startScopedRuntime();
    session = runtime.search.assemble(RUNTIME_TOOLSETS, { toolsets: ["github"] });
    full = runtime.search.assemble(RUNTIME_TOOLSETS);
  });
  afterAll(() => runtime.close());

  const search = async (assembly: Assembly, queries: readonly string[]): Promise<ToolSearchResult> =>
    (await runtime.search.handle({ id: "s", name: "tool_search", arguments: { queries, limit: 25 } }, { assembly }))
      .result as ToolSearchResult;
  const describeNames = async (assembly: Assembly, names: readonly string[]): Promise<ToolDescribeResult> =>
    (await runtime.search.handle({ id: "d", name: "tool_describe", arguments: { names } }, { assembly }))
      .result as ToolDescribeResult;

  it("sees neither the outside tools nor their sources in its tools array or listing", () => {
    // Visible tools keep the shape they were given in; the bridge tools are in the instance's format (OpenAI).
    const names = (
      session.tools as readonly { readonly name?: string; readonly function?: { readonly name: string } }[]
    ).map((tool) => tool.name ?? tool.function?.name);
    expect(names).toEqual(["read_file", "tool_search", "tool_describe", "tool_call"]);
    const seen = JSON.stringify(session.tools);
    for (const word of OUTSIDE_WORDS) expect(seen).not.toContain(word);
    // The same runtime does have them: the full session lists them.
    expect(JSON.stringify(full.tools)).toContain("jira_create_issue");
  });

  it("cannot find them by search: names, words, sources, or a query equal to a name", async () => {
    const requestsBefore = runtime.gateway.requests.length;
    for (let at = 0; at < PROBES.length; at += 7) {
      const result = await search(session, PROBES.slice(at, at + 7));
      const shown = revealed(result);
      for (const word of OUTSIDE_WORDS)
        expect(shown, `probe ${PROBES.slice(at, at + 7).join(" | ")}`).not.toContain(word);
    }
    // Connectors are out of this session: the gateway is not even asked.
    expect(runtime.gateway.requests.length).toBe(requestsBefore);
    // Control: the full session finds them.
    expect(revealed(await search(full, ["jira_create_issue", "gmail send email"]))).toContain("jira_create_issue");
  });

  it("cannot describe them: an outside name answers exactly like a name that exists nowhere", async () => {
    // Near-name suggestions depend on the spelling, so they are compared apart: they may only name
    // tools the session itself can describe, never an outside one.
    const withoutSuggestions = (result: ToolDescribeResult, name: string): string =>
      JSON.stringify(result, (key, value: unknown) => (key === "suggestions" ? undefined : value))
        .replace(" Near names of tools you can use are in `suggestions`.", "")
        .replaceAll(name, "X");
    for (const name of OUTSIDE) {
      const outside = await describeNames(session, [name]);
      const nowhere = await describeNames(session, ["no_such_tool_anywhere"]);
      expect(withoutSuggestions(outside, name)).toBe(withoutSuggestions(nowhere, "no_such_tool_anywhere"));
      const suggested = Object.values(outside.suggestions ?? {}).flat();
      for (const other of suggested) {
        expect(OUTSIDE, `${name} suggests ${other}`).not.toContain(other);
        expect(Object.keys((await describeNames(session, [other])).tools), `${name} suggests ${other}`).toEqual([
          other,
        ]);
      }
    }
    expect(Object.keys((await describeNames(full, ["jira_create_issue"])).tools)).toEqual(["jira_create_issue"]);
  });

  it("property: any mix of probes and limits reveals nothing outside the session", async () => {
    const probe = fc.oneof(
      fc.constantFrom(...PROBES),
      fc.constantFrom(...OUTSIDE).map((name) => name.toUpperCase()),
      fc.constantFrom(...OUTSIDE).map((name) => `${name.slice(0, -1)}`),
    );
    await checkProperty(
      tally,
      "search+describe",
      fc.record({
        queries: fc.array(probe, { minLength: 1, maxLength: 7 }),
        names: fc.array(probe, { minLength: 1, maxLength: 10 }),
        limit: fc.integer({ min: 1, max: 50 }),
      }),
      async ({ queries, names, limit }) => {
        const found = (
          await runtime.search.handle(
            { id: "p", name: "tool_search", arguments: { queries, limit } },
            { assembly: session },
          )
        ).result;
        const described = await describeNames(session, names);
        for (const word of OUTSIDE_WORDS) expect(revealed(found)).not.toContain(word);
        expect(Object.keys(described.tools).every((name) => ["create_issue", "list_issues"].includes(name))).toBe(true);
        expect(
          described.errors === undefined || Object.keys(described.errors).every((name) => !OUTSIDE.includes(name)),
        ).toBe(true);
      },
      { numRuns: 150 },
    );
  });
});
