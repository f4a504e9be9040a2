import { describe, expect, it } from "vitest";
import { buildQueries, descriptionWords, HAND_WRITTEN_QUERIES, nameWords } from "./queries.js";

const TOOLS = Array.from({ length: 50 }, (_, i) => ({
  name: i % 2 === 0 ? `create_issue${i}Comment` : `API-list-items-${i}`,
  description: `Creates the ${i} things with all the details for project number ${i}.`,
}));

describe("nameWords", () => {
  it("splits snake_case, kebab-case and camelCase, dropping one-letter bits", () => {
    expect(nameWords("create_issueComment")).toEqual(["create", "issue", "comment"]);
    expect(nameWords("API-get-user")).toEqual(["api", "get", "user"]);
    expect(nameWords("a_b")).toEqual([]);
  });
});

describe("descriptionWords", () => {
  it("keeps the first telling words, once each", () => {
    expect(descriptionWords("Use this tool to list the open Pull Requests of a repo.", 3)).toEqual([
      "list",
      "open",
      "pull",
    ]);
    expect(descriptionWords("Get get GET items", 3)).toEqual(["get", "items"]);
    expect(descriptionWords("", 3)).toEqual([]);
  });
});

describe("buildQueries", () => {
  it("is deterministic", () => {
    expect(buildQueries(TOOLS)).toEqual(buildQueries(TOOLS.map((tool) => ({ ...tool }))));
  });

  it("starts with the hand-written queries, then evenly spread name and description queries", () => {
    const queries = buildQueries(TOOLS, 4);
    expect(queries.slice(0, HAND_WRITTEN_QUERIES.length)).toEqual(HAND_WRITTEN_QUERIES);
    expect(queries.slice(HAND_WRITTEN_QUERIES.length)).toEqual([
      "create issue0 comment",
      "create issue12 comment",
      "api list items 25",
      "api list items 37",
      "creates things details",
    ]);
  });

  it("has no blank or repeated queries", () => {
    const queries = buildQueries([...TOOLS, { name: "", description: "" }, ...TOOLS]);
    expect(queries.every((query) => query.trim() === query && query !== "")).toBe(true);
    expect(new Set(queries).size).toBe(queries.length);
  });

  it("works without catalog tools", () => {
    expect(buildQueries([])).toEqual(HAND_WRITTEN_QUERIES);
  });
});
