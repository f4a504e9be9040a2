import type { Toolset } from "@hermes/catalog";
import type { EvalSet } from "@hermes/data";
import { describe, expect, it } from "vitest";
import { cachePicture } from "./economy-cache.js";
import { callableFromSignature } from "./economy-callable.js";
import { renderEconomyDoc } from "./economy-doc.js";
import { economyRuntime, withoutSignatures } from "./economy-runtime.js";
import { sampleQueries, studySignatures } from "./economy-signatures.js";
import { cacheTable, coverageTable, signatureTable, taskTable } from "./economy-tables.js";
import { measureCatalog, selfTasks } from "./economy-tasks.js";

const count = (text: string): number => Math.ceil(text.length / 4);
const object = (properties: Record<string, unknown>, required: string[]): Record<string, unknown> => ({
  type: "object",
  properties,
  required,
});
const TOOLS = [
  {
    name: "create_issue",
    description: "Create an issue in a repository.",
    inputSchema: object({ repo: { type: "string" }, title: { type: "string" } }, ["repo", "title"]),
  },
  {
    name: "list_issues",
    description: "List the issues of a repository.",
    inputSchema: object({ repo: { type: "string" } }, ["repo"]),
  },
  { name: "upload_blob", description: "Upload a blob of anything.", inputSchema: object({ blob: {} }, ["blob"]) },
  ...Array.from({ length: 40 }, (_, i) => ({
    name: `weather_tool_${i}`,
    description: `Weather report number ${i} for a city.`,
    inputSchema: object({ city: { type: "string" } }, []),
  })),
];
const toolsets: Toolset[] = [
  {
    tools: [
      { name: "read_file", description: "Read a file.", inputSchema: object({ path: { type: "string" } }, ["path"]) },
    ],
  },
  { source: { kind: "mcp", name: "github" }, tools: TOOLS },
];

describe("callableFromSignature", () => {
  it("needs every required parameter, required and typed; optional ones may be cut", () => {
    expect(callableFromSignature("f(a: string, b: integer[], …)", { required: ["a", "b"] })).toBe(true);
    expect(callableFromSignature("f(a: string, …)", { required: ["a", "b"] })).toBe(false);
    expect(callableFromSignature("f(a: any)", { required: ["a"] })).toBe(false);
    expect(callableFromSignature("f(a: any[])", { required: ["a"] })).toBe(false);
    expect(callableFromSignature("f(a?: string)", { required: ["a"] })).toBe(false);
    expect(callableFromSignature("f()", {})).toBe(true);
    expect(callableFromSignature("garbage", {})).toBe(false);
  });
});

describe("measureCatalog", () => {
  it("adds a describe only where the signature is not enough, and follows the per-task formula", async () => {
    const tasks = [
      { query: "create issue repository", target: "create_issue" },
      { query: "upload blob", target: "upload_blob" },
    ];
    const economy = await measureCatalog("tiny", toolsets, tasks, count);
    expect(economy).toMatchObject({ tools: 44, visible: 1, tasks: 2, found: 2, describes: 1 });
    expect(economy.eagerPerTurn).toBeGreaterThan(economy.blockPerTurn);
    expect(economy.perTask[5].eager).toBe(5 * economy.eagerPerTurn);
    expect(economy.perTask[20].search).toBeCloseTo(
      20 * economy.blockPerTurn + economy.searchMean + economy.describeMean / 2,
      6,
    );
    expect(economy.searchMean).toBeGreaterThan(economy.searchMeanBefore);
    expect(economy.signatures).toMatchObject({ tools: 43, withRequired: 3, callableWithRequired: 2 });
  });

  it("selfTasks spreads tasks over the catalog and skips tools without a description", () => {
    const tasks = selfTasks(
      [{ source: { kind: "mcp", name: "x" }, tools: [{ name: "a", description: "" }, ...TOOLS] }],
      4,
    );
    expect(tasks.length).toBeLessThanOrEqual(4);
    expect(tasks.map((t) => t.target)).not.toContain("a");
    expect(tasks[0]).toEqual({ query: "Weather report number 7 for a city.", target: "weather_tool_7" }); // every 11th of 44
    expect(selfTasks([{ source: { kind: "mcp", name: "x" }, tools: TOOLS }], 100)[0]).toEqual({
      query: "Create an issue in a repository.",
      target: "create_issue",
    });
  });
});

describe("signature study and cache picture", () => {
  it("counts relevant tools found and callable, and result tokens before/after", async () => {
    const set: EvalSet = {
      name: "tiny",
      note: "",
      tools: TOOLS.map((tool) => ({ id: tool.name, server: "github", ...tool })),
      queries: [
        { id: "1", text: "create issue", relevant: ["create_issue"] },
        { id: "2", text: "upload blob", relevant: ["upload_blob"] },
        { id: "3", text: "zzzz", relevant: ["create_issue"] },
      ],
    };
    const study = await studySignatures(set, count, 10);
    expect(study).toMatchObject({
      set: "tiny",
      queries: 3,
      hits: 2,
      callable: 1,
      withRequired: 2,
      callableWithRequired: 1,
    });
    expect(study.tokensAfter).toBeGreaterThan(study.tokensBefore);
    expect(sampleQueries([1, 2, 3, 4, 5], 2)).toEqual([1, 4]);
  });

  it("the tool block is identical turn after turn and changes with the catalog", () => {
    const picture = cachePicture("tiny", toolsets, 3, count);
    expect(picture).toMatchObject({ turns: 3, sameRuntime: 3, freshRuntime: 3, changesWithCatalog: true });
    expect(picture.sha256).toMatch(/^[0-9a-f]{12}$/);
    expect(withoutSignatures({ tools: { a: { signature: "a()", required: [] } } })).toEqual({
      tools: { a: { required: [] } },
    });
    expect(economyRuntime(toolsets, count).searchBlock).toContain('"tool_search"');
  });
});

describe("renderEconomyDoc", () => {
  it("renders every table, the same bytes twice", async () => {
    const economy = await measureCatalog("tiny", toolsets, [{ query: "list issues", target: "list_issues" }], count);
    const picture = cachePicture("tiny", toolsets, 2, count);
    const input = {
      tables: {
        tasks: taskTable([economy]),
        signatures: signatureTable([], [economy]),
        coverage: coverageTable([economy]),
        cache: cacheTable([picture]),
      },
      tasksPerCatalog: 1,
      queriesPerSet: 1,
      cacheTurns: 2,
    };
    const doc = renderEconomyDoc(input);
    expect(doc).toBe(renderEconomyDoc(input));
    expect(doc).toContain("| tiny | 44 |");
    expect(doc).toContain("tiny (self-queries)");
    expect(doc).toContain(picture.sha256);
  });
});
