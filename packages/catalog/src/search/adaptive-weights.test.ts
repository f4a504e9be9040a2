import { describe, expect, it } from "vitest";
import type { ToolEntry } from "../tools/entry.js";
import { normalizeTools } from "../tools/normalize.js";
import { adaptiveFieldWeights } from "./adaptive-weights.js";
import { createCatalogIndex } from "./catalog-search.js";
import { SEARCH_FIELD_WEIGHTS } from "./document.js";

const tool = (name: string, description: string, parameters: Record<string, string> = {}): unknown => ({
  name,
  description,
  inputSchema: {
    type: "object",
    properties: Object.fromEntries(
      Object.entries(parameters).map(([key, text]) => [key, { type: "string", description: text }]),
    ),
  },
});

const catalog = (tools: unknown[]): readonly ToolEntry[] => normalizeTools([{ tools }]).entries;

// Two-word descriptions: what each tool does is in its parameter text.
const terse = catalog([
  tool("record_item", "Record item", { item: "The expense amount to file for reimbursement" }),
  tool("expense_report", "Expense report", { id: "Report id" }),
  tool("update_item", "Update item", { id: "Item id", note: "A note" }),
  tool("list_items", "List items", { filter: "Filter text" }),
]);

const wordy = catalog([
  tool("create_issue", "Create a new issue in a GitHub repository with a title, body and labels"),
  tool("list_issues", "List the open issues of a GitHub repository, newest first, with filters"),
]);

describe("adaptiveFieldWeights", () => {
  it("keeps the fixed weights when descriptions are informative", () => {
    expect(adaptiveFieldWeights(wordy)).toEqual(SEARCH_FIELD_WEIGHTS);
    expect(adaptiveFieldWeights([])).toEqual(SEARCH_FIELD_WEIGHTS);
  });

  it("weighs parameter text as much as the description when descriptions are two words", () => {
    expect(adaptiveFieldWeights(terse)).toEqual({ ...SEARCH_FIELD_WEIGHTS, parameterText: 1 });
  });

  it("moves linearly in between, whatever the order of the tools", () => {
    const mixed = catalog([
      tool("a", "apple banana cherry grape melon"),
      tool("b", "alpha beta gamma delta epsilon"),
      tool("c", "red green blue cyan magenta"),
    ]);
    const weights = adaptiveFieldWeights(mixed);
    expect(weights.name).toBe(SEARCH_FIELD_WEIGHTS.name);
    expect(weights.parameterText).toBeCloseTo(0.3 + 0.7 * 0.5);
    expect(adaptiveFieldWeights([...mixed].reverse())).toEqual(weights);
  });

  it("lets a terse catalog's search lean on parameter text", () => {
    const query = "file an expense for reimbursement";
    const fixed = createCatalogIndex(terse).search(query, { admission: "none" });
    const adaptive = createCatalogIndex(terse, { fieldWeights: "adaptive" }).search(query, { admission: "none" });
    expect(fixed[0]?.name).toBe("expense_report");
    expect(adaptive[0]?.name).toBe("record_item");
  });
});
