import { describe, expect, it } from "vitest";
import { parseConfigDocument } from "./config-file.js";

describe("parseConfigDocument", () => {
  it("never throws on values JSON.stringify rejects, and quotes at most 60 characters", () => {
    let deep: unknown = 1;
    for (let level = 0; level < 20_000; level += 1) deep = { a: deep };
    for (const contextLength of [deep, 10n, "x".repeat(1_000_000)]) {
      const result = parseConfigDocument({ context_length: contextLength });
      expect(result.ok).toBe(false);
      if (!result.ok) {
        expect(result.errors).toHaveLength(1);
        expect(result.errors[0]).toMatch(/^context_length must be a whole number of tokens, got /);
        expect(result.errors[0]?.length).toBeLessThanOrEqual(120);
      }
    }
    expect(parseConfigDocument({ context_length: "8k" })).toEqual({
      ok: false,
      errors: ['context_length must be a whole number of tokens, got "8k"'],
    });
  });

  it("refuses an unknown top-level key, shortening a huge one", () => {
    const result = parseConfigDocument({ ["k".repeat(100_000)]: 1, typo: 2 });
    expect(result).toEqual({
      ok: false,
      errors: [`${"k".repeat(59)}… is not a known top-level key`, "typo is not a known top-level key"],
    });
  });

  it("quotes an empty or unprintable top-level key, so the message still names it", () => {
    expect(parseConfigDocument({ "": [], "\n": 1, " x": 2, "\u2028": 3 })).toEqual({
      ok: false,
      errors: [
        '"" is not a known top-level key',
        '"\\n" is not a known top-level key',
        '" x" is not a known top-level key',
        '"\\u2028" is not a known top-level key',
      ],
    });
  });
});

describe("mcp_tool_names", () => {
  it("defaults to namespaced, takes raw-where-unique, and refuses anything else", () => {
    expect(parseConfigDocument({})).toMatchObject({ ok: true, file: { mcpToolNames: "namespaced" } });
    expect(parseConfigDocument({ mcp_tool_names: "raw-where-unique" })).toMatchObject({
      ok: true,
      file: { mcpToolNames: "raw-where-unique" },
    });
    expect(parseConfigDocument({ mcp_tool_names: "raw" })).toEqual({
      ok: false,
      errors: ['mcp_tool_names must be "namespaced" or "raw-where-unique", got "raw"'],
    });
  });
});

describe("tools.tool_search.semantic_share", () => {
  it("reads the share strictly: a number in [0, 1], anything else an error naming the key path", () => {
    expect(parseConfigDocument({ tools: { tool_search: { semantic_share: 0.1 } } })).toMatchObject({
      ok: true,
      file: { toolSearch: { semanticShare: 0.1 } },
    });
    expect(parseConfigDocument({})).toMatchObject({ ok: true, file: { toolSearch: { semanticShare: 0 } } });
    expect(parseConfigDocument({ tools: { tool_search: { semantic_share: 1.5 } } })).toEqual({
      ok: false,
      errors: ["tools.tool_search.semantic_share must be <= 1 (got 1.5)"],
    });
    expect(parseConfigDocument({ tools: { tool_search: { semantic_share: "high" } } })).toEqual({
      ok: false,
      errors: ['tools.tool_search.semantic_share must be number (got "high")'],
    });
  });
});
