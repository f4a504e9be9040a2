import { describe, expect, it } from "vitest";
import { normalizeTools } from "../tools/normalize.js";
import { createCatalogIndex } from "./catalog-search.js";
import { deprecatedLast, isDeprecatedDescription } from "./deprecated.js";

describe("isDeprecatedDescription", () => {
  it.each([
    "Deprecated: use create_issue_v2 instead.",
    "[DEPRECATED] Create an issue.",
    "(deprecated) Create an issue.",
    "Use create_issue_v2 instead. Creates an issue.",
    "Creates an issue. This tool is deprecated.",
    "Creates an issue. Deprecated, please use create_issue_v2 instead.",
  ])("retires the tool: %s", (description) => {
    expect(isDeprecatedDescription(description)).toBe(true);
  });

  it.each([
    "Creates a new standard web test in Azure Monitor. Ping/Multstep web tests are deprecated and are not supported.",
    "List endpoints, optionally including deprecated ones.",
    "Query current metrics. For time series data over a range, use execute_range_query instead.",
    "Create an issue.",
  ])("leaves a tool that only mentions deprecation: %s", (description) => {
    expect(isDeprecatedDescription(description)).toBe(false);
  });
});

describe("deprecatedLast", () => {
  it("moves deprecated items below the others, keeping each group's order", () => {
    expect(deprecatedLast(["a-old", "b", "c-old", "d"], (item) => item.endsWith("-old"))).toEqual([
      "b",
      "d",
      "a-old",
      "c-old",
    ]);
  });
});

describe("catalog search", () => {
  const entries = normalizeTools([
    {
      tools: [
        {
          name: "create_issue",
          description: "Deprecated: use create_issue_v2 instead. Create an issue in a repository.",
        },
        { name: "create_issue_v2", description: "Create an issue in a repository, with labels." },
        { name: "list_issues", description: "List the issues of a repository." },
      ],
    },
  ]).entries;
  const index = createCatalogIndex(entries);

  it("ranks the old tool first when it does not say it is deprecated (the control)", () => {
    const plain = normalizeTools([
      {
        tools: entries.map((entry) => ({
          name: entry.name,
          description: entry.description.replace("Deprecated: use create_issue_v2 instead. ", ""),
        })),
      },
    ]).entries;
    expect(createCatalogIndex(plain).search("create an issue in a repository")[0]?.name).toBe("create_issue");
  });

  it("ranks a tool that says it is deprecated below its replacement", () => {
    const names = index.search("create an issue in a repository").map((match) => match.name);
    expect(names.indexOf("create_issue_v2")).toBeLessThan(names.indexOf("create_issue"));
    expect(names).toContain("create_issue");
  });

  it("still puts it first when the query is its exact name", () => {
    expect(index.search("create_issue")[0]?.name).toBe("create_issue");
  });
});
