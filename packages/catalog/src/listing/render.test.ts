import { describe, expect, it } from "vitest";
import {
  compareCodeUnits,
  LISTING_HEADER,
  renderGroupHeader,
  renderNamesLine,
  renderSummaryLine,
  renderToolLine,
  renderUnavailableLine,
} from "./render.js";

describe("listing lines", () => {
  it("render exactly the formats of docs/spec/listing.md", () => {
    expect(LISTING_HEADER).toBe("Deferred tool catalog (call schemas via `tool_describe`, invoke via `tool_call`):");
    expect(renderGroupHeader("github", 3)).toBe("github tools (3):");
    expect(renderToolLine("create_issue", "Create an issue.")).toBe("- create_issue: Create an issue.");
    expect(renderToolLine("ping", "")).toBe("- ping");
    expect(renderNamesLine(["a", "b", "c"])).toBe("a, b, c");
    expect(renderNamesLine([])).toBe("");
    expect(renderSummaryLine("gitlab", 217)).toBe("gitlab (217 tools — names not listed; discover via `tool_search`)");
    expect(renderUnavailableLine("jira", "auth expired")).toBe(
      "jira: unavailable (auth expired) — do not search for its tools",
    );
    expect(renderUnavailableLine("jira", "")).toBe("jira: unavailable — do not search for its tools");
  });

  it("orders by code units, not locale", () => {
    expect(["b", "B", "a", "á", "_", "A", "10", "9"].sort(compareCodeUnits)).toEqual([
      "10",
      "9",
      "A",
      "B",
      "_",
      "a",
      "b",
      "á",
    ]);
    expect(compareCodeUnits("x", "x")).toBe(0);
  });
});
