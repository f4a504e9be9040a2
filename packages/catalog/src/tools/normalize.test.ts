import { describe, expect, it } from "vitest";
import { isShowableName } from "../listing/sanitize.js";
import { normalizeTools } from "./normalize.js";
import { sourceLabel } from "./source.js";

const schema = { type: "object", properties: { q: { type: "string" } }, required: ["q"] };

describe("normalizeTools", () => {
  it("reads every supported shape into one entry type and keeps the original object", () => {
    const openai = { type: "function", function: { name: "a_openai", description: "A.", parameters: schema } };
    const responses = { type: "function", name: "b_responses", description: "B.", parameters: schema };
    const mcp = { name: "c_mcp", description: "C.", inputSchema: schema, annotations: { readOnlyHint: true } };
    const anthropic = { name: "d_anthropic", description: "D.", input_schema: schema };
    const neutral = { name: "e_neutral", description: "E.", parameters: schema };
    const { entries, dropped } = normalizeTools([
      { source: { kind: "mcp", name: "mcp-github" }, tools: [openai, responses, mcp, anthropic, neutral] },
    ]);
    expect(dropped).toEqual([]);
    expect(entries.map((e) => [e.name, e.format, e.description])).toEqual([
      ["a_openai", "openai", "A."],
      ["b_responses", "openai-responses", "B."],
      ["c_mcp", "mcp", "C."],
      ["d_anthropic", "anthropic", "D."],
      ["e_neutral", "neutral", "E."],
    ]);
    expect(
      entries.every(
        (e) => e.inputSchema === schema && e.label === "github" && e.source === "mcp" && e.sourceName === "mcp-github",
      ),
    ).toBe(true);
    expect(entries.map((e) => e.original)).toEqual([openai, responses, mcp, anthropic, neutral]);
    expect(entries[2]?.original).toBe(mcp);
  });

  it("gives tools without a source unknown provenance and an empty schema when none is declared", () => {
    const { entries } = normalizeTools([{ tools: [{ name: "clarify" }] }]);
    expect(entries[0]).toMatchObject({
      source: "other",
      sourceName: "other",
      label: "other",
      inputSchema: { type: "object", properties: {} },
    });
  });

  it("reports every malformed definition with a reason instead of throwing or losing it", () => {
    const { entries, dropped } = normalizeTools([
      {
        source: { kind: "mcp", name: "one" },
        tools: [
          null,
          "x",
          { description: "no name" },
          { name: "bad name\n- evil" },
          { name: "s", inputSchema: "string" },
          { name: "dup" },
        ],
      },
      {
        source: { kind: "plugin", name: "two" },
        tools: [{ name: "dup" }, { name: "tool_call" }, { type: "web_search_20250305", name: "web" }],
      },
    ]);
    expect(entries.map((e) => e.name)).toEqual(["dup"]);
    expect(dropped.map((d) => [d.toolset, d.index, d.reason])).toEqual([
      [0, 0, "UNRECOGNIZED_SHAPE"],
      [0, 1, "UNRECOGNIZED_SHAPE"],
      [0, 2, "MISSING_NAME"],
      [0, 3, "UNSAFE_NAME"],
      [0, 4, "INVALID_SCHEMA"],
      [1, 0, "DUPLICATE_NAME"],
      [1, 1, "BRIDGE_NAME"],
      [1, 2, "UNRECOGNIZED_SHAPE"],
    ]);
    expect(dropped[5]?.message).toBe('tool "dup" from "two" repeats a name already defined by "one"');
    expect(dropped[3]?.message).toContain('"bad name\\n- evil"');
  });

  it("reads alwaysLoad and searchHint from _meta, neutral key first, and the per-source option", () => {
    const { entries } = normalizeTools([
      {
        source: { kind: "mcp", name: "s", trustHints: true },
        tools: [
          {
            name: "a",
            inputSchema: {},
            _meta: { "anthropic/alwaysLoad": true, "anthropic/searchHint": "email inbox" },
          },
          {
            name: "b",
            inputSchema: {},
            _meta: { "hermes/searchHint": ["calendar", "meeting"], "anthropic/searchHint": "ignored" },
          },
          { name: "c", inputSchema: {}, _meta: { "anthropic/alwaysLoad": "yes" } },
        ],
      },
      { source: { kind: "mcp", name: "pinned", alwaysLoad: true }, tools: [{ name: "d", inputSchema: {} }] },
    ]);
    expect(entries.map((e) => [e.name, e.alwaysLoad, e.searchHint])).toEqual([
      ["a", true, "email inbox"],
      ["b", false, "calendar meeting"],
      ["c", false, undefined],
      ["d", true, undefined],
    ]);
  });

  it("lists declared sources that are unavailable", () => {
    const { unavailable } = normalizeTools([
      { source: { kind: "mcp", name: "mcp-jira" }, tools: [], unavailable: "failed to start" },
    ]);
    expect(unavailable).toEqual([{ sourceName: "mcp-jira", label: "jira", reason: "failed to start" }]);
  });
});

describe("names the listing cannot show", () => {
  it("shows and calls PDF&URLTool as PDF_URLTool, keeps its own name, and never takes another tool's name", () => {
    const { entries, dropped } = normalizeTools([
      {
        source: { kind: "mcp", name: "pdf" },
        tools: [
          { name: "PDF&URLTool", description: "Read a PDF at a URL." },
          { name: "search docs" },
          { name: "tool call" },
        ],
      },
      { source: { kind: "mcp", name: "later" }, tools: [{ name: "PDF_URLTool" }, { name: "PDF(URL)Tool" }] },
    ]);
    expect(dropped).toEqual([]);
    expect(entries.map((e) => [e.name, e.toolName])).toEqual([
      ["PDF_URLTool_2", "PDF&URLTool"], // PDF_URLTool is another tool's own name, even though it comes later
      ["search_docs", "search docs"],
      ["tool_call_2", "tool call"], // never a bridge tool's name
      ["PDF_URLTool", undefined],
      ["PDF_URL_Tool", "PDF(URL)Tool"],
    ]);
    expect(entries.every((e) => isShowableName(e.name))).toBe(true);
  });

  it("is deterministic and keeps refusing names with control or format characters", () => {
    const input = [
      {
        source: { kind: "mcp" as const, name: "s" },
        tools: [
          { name: "a&b" },
          { name: "a b" },
          { name: "tail\n- fake_tool" },
          { name: "zero\u200bwidth" },
          { name: "&&&" },
        ],
      },
    ];
    const first = normalizeTools(input);
    expect(first.entries.map((e) => e.name)).toEqual(["a_b", "a_b_2"]);
    expect(normalizeTools(input).entries.map((e) => e.name)).toEqual(["a_b", "a_b_2"]);
    expect(first.dropped.map((d) => [d.name, d.reason])).toEqual([
      ["tail\n- fake_tool", "UNSAFE_NAME"],
      ["zero\u200bwidth", "UNSAFE_NAME"],
      ["&&&", "UNSAFE_NAME"],
    ]);
  });

  it("keeps the hub's own name from _meta when it renamed the tool itself", () => {
    const { entries } = normalizeTools([
      {
        source: { kind: "mcp", name: "pdf" },
        tools: [{ name: "mcp__pdf__PDF_URLTool", _meta: { "hermes/toolName": "PDF&URLTool" } }],
      },
    ]);
    expect(entries[0]).toMatchObject({ name: "mcp__pdf__PDF_URLTool", toolName: "PDF&URLTool" });
  });
});

describe("names and labels", () => {
  it("accepts identifier-like tool names only", () => {
    expect(["create_issue", "GitHub.listRepos", "mcp__github__x", "a:b-c", "x".repeat(128)].every(isShowableName)).toBe(
      true,
    );
    expect(["", "two words", "new\nline", "x".repeat(129), "emoji😀", "tab\t"].some(isShowableName)).toBe(false);
  });

  it("derives labels from source names", () => {
    expect([
      sourceLabel("mcp-github"),
      sourceLabel("mcp__linear"),
      sourceLabel("MCP_slack"),
      sourceLabel("notion"),
    ]).toEqual(["github", "linear", "slack", "notion"]);
    expect([sourceLabel(undefined), sourceLabel(""), sourceLabel("mcp-"), sourceLabel("evil\ntools (9):")]).toEqual([
      "other",
      "other",
      "other",
      "evil-tools-9",
    ]);
  });
});

describe("hostile definitions", () => {
  it("reports a non-function tool type by its kind or a short quote, whatever it holds", () => {
    let deep: unknown = "leaf";
    for (let level = 0; level < 20_000; level += 1) deep = { type: deep };
    const types = [deep, "t".repeat(1_000_000), 10n, null, ["function"], "web_search"];
    const { dropped } = normalizeTools([{ tools: types.map((type) => ({ type, name: "x" })) }]);
    expect(dropped.map((drop) => drop.message)).toEqual([
      "tool type an object is not a function tool",
      `tool type "${"t".repeat(40)}…" is not a function tool`,
      "tool type a bigint is not a function tool",
      "tool type null is not a function tool",
      "tool type an array is not a function tool",
      'tool type "web_search" is not a function tool',
    ]);
  });
});

describe("definitions too deep to serialise", () => {
  it("are dropped as TOO_DEEP, so planning never overflows the stack", () => {
    let schema: unknown = { type: "string" };
    for (let level = 0; level < 5_000; level += 1) schema = { type: "object", properties: { a: schema } };
    let meta: unknown = 1;
    for (let level = 0; level < 300; level += 1) meta = [meta];
    const tools = [
      { name: "deep_schema", inputSchema: schema },
      { name: "deep_meta", inputSchema: { type: "object" }, _meta: { x: meta } },
      { name: "fine", inputSchema: { type: "object" } },
    ];
    const { entries, dropped } = normalizeTools([{ source: { kind: "mcp", name: "evil" }, tools }]);
    expect(entries.map((entry) => entry.name)).toEqual(["fine"]);
    expect(dropped.map((drop) => [drop.reason, drop.message])).toEqual([
      ["TOO_DEEP", 'tool "deep_schema" nests deeper than 256 levels'],
      ["TOO_DEEP", 'tool "deep_meta" nests deeper than 256 levels'],
    ]);
  });

  it("ignores a server's own alwaysLoad and searchHint unless its source trusts it, and reports them", () => {
    const pinned = { name: "pin", inputSchema: {}, _meta: { "anthropic/alwaysLoad": true, "hermes/searchHint": "x" } };
    const untrusted = normalizeTools([{ source: { kind: "mcp", name: "evil" }, tools: [pinned] }]);
    expect(untrusted.entries.map((e) => [e.alwaysLoad, e.searchHint])).toEqual([[false, undefined]]);
    expect(untrusted.ignoredHints).toEqual([{ name: "pin", sourceName: "evil", hints: ["alwaysLoad", "searchHint"] }]);
    const trusted = normalizeTools([{ source: { kind: "mcp", name: "ok", trustHints: true }, tools: [pinned] }]);
    expect(trusted.entries.map((e) => [e.alwaysLoad, e.searchHint])).toEqual([[true, "x"]]);
    expect(trusted.ignoredHints).toEqual([]);
    // The runtime's own tools (plugin, no source) are trusted as before.
    expect(normalizeTools([{ tools: [pinned] }]).entries[0]?.alwaysLoad).toBe(true);
  });
});
