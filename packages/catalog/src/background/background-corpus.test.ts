import { describe, expect, it } from "vitest";
import { backgroundCorpus } from "./background-corpus.js";

describe("backgroundCorpus", () => {
  const corpus = backgroundCorpus();

  it("holds the real MCP tools the package ships, with their own names and parameters", () => {
    expect(corpus.length).toBeGreaterThan(1_700);
    const createIssue = corpus.find((entry) => entry.name === "mcp__github__create_issue");
    expect(createIssue?.toolName).toBe("create_issue");
    expect(createIssue?.label).toBe("github");
    expect(createIssue?.description.length).toBeGreaterThan(10);
    expect(Object.keys(createIssue?.inputSchema["properties"] ?? {})).toContain("title");
  });

  it("reads the same entries on every call", () => {
    expect(backgroundCorpus()).toEqual(corpus);
  });
});
