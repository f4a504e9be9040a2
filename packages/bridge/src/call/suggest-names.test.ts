import { describe, expect, it } from "vitest";
import { suggestNames } from "./suggest-names.js";

const names = [
  "mcp__github__create_issue",
  "mcp__github__get_issue",
  "mcp__github__list_issues",
  "mcp__gitlab__create_issue",
  "mcp__jira__create_issue",
  "mcp__jira__search",
  "mcp__linear__search",
];

describe("suggestNames", () => {
  it("suggests names ending with __<name> first, sorted by name", () => {
    expect(suggestNames("create_issue", names)).toEqual([
      "mcp__github__create_issue",
      "mcp__gitlab__create_issue",
      "mcp__jira__create_issue",
    ]);
    expect(suggestNames("github__get_issue", names)).toEqual(["mcp__github__get_issue"]);
  });

  it("suggests names with the same last segment under another prefix, closest first", () => {
    expect(suggestNames("mcp__githb__create_issue", names)).toEqual([
      "mcp__github__create_issue",
      "mcp__gitlab__create_issue",
      "mcp__jira__create_issue",
    ]);
    expect(suggestNames("mcp__confluence__search", names)).toEqual(["mcp__jira__search", "mcp__linear__search"]);
  });

  it("suggests close names by edit distance, of the whole name or of its last segment", () => {
    expect(suggestNames("mcp__github__get_isue", names)).toEqual(["mcp__github__get_issue"]);
    expect(suggestNames("list_isues", names)).toEqual(["mcp__github__list_issues"]);
    expect(suggestNames("MCP__GITHUB__GET_ISSUE", names)).toEqual(["mcp__github__get_issue"]);
  });

  it("caps the count, never suggests the name itself, and finds nothing for unrelated names", () => {
    expect(suggestNames("create_issue", names, 1)).toEqual(["mcp__github__create_issue"]);
    expect(suggestNames("mcp__jira__search", names)).toEqual(["mcp__linear__search"]);
    expect(suggestNames("send_email", names)).toEqual([]);
    expect(suggestNames("ab", ["ac", "x__ab"])).toEqual(["x__ab"]);
    expect(suggestNames("x".repeat(100_000), names)).toEqual([]);
  });

  it("is deterministic whatever the candidate order", () => {
    expect(suggestNames("create_issue", [...names].reverse())).toEqual(suggestNames("create_issue", names));
  });
});
