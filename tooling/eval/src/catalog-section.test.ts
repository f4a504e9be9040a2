import { describe, expect, it } from "vitest";
import { catalogDrops, renderCatalogSection } from "./catalog-section.js";
import type { SetReport } from "./evaluate.js";

const set = {
  name: "tiny",
  note: "",
  tools: [
    { id: "a", server: "s", name: "PDF\u200bTool", description: "PDFs.", inputSchema: {} },
    {
      id: "c",
      server: "s",
      name: "PDF&URLTool",
      description: "PDFs at URLs: shown as PDF_URLTool, not refused.",
      inputSchema: {},
    },
    { id: "b", server: "s", name: "NewsTool", description: "News.", inputSchema: {} },
  ],
  queries: [
    { id: "q1", text: "read a pdf", relevant: ["PDF\u200bTool"] },
    { id: "q3", text: "read a pdf at a url", relevant: ["PDF&URLTool"] },
    { id: "q2", text: "news", relevant: ["NewsTool"] },
  ],
};

describe("catalog section", () => {
  it("counts the tools the catalog refuses and the queries that need them", () => {
    expect(catalogDrops(set)).toEqual({ set: "tiny", dropped: ["PDF\u200bTool"], queriesAffected: 1, queries: 3 });
  });

  it("renders one row per set with the five nDCG columns", () => {
    const metrics = (value: number): Map<"ndcg10", number> => new Map([["ndcg10", value]]);
    const report = {
      set: "tiny",
      note: "",
      tools: 2,
      queries: 2,
      results: [
        { system: "hermes-bm25", mode: "rank", role: "ours", metrics: metrics(0.9), millis: 1 },
        { system: "hermes-catalog", mode: "rank", role: "ours", metrics: metrics(0.5), millis: 1 },
        { system: "hermes-catalog", mode: "natural", role: "ours", metrics: metrics(0.4), millis: 1 },
      ],
    } as unknown as SetReport;
    expect(renderCatalogSection([report], [catalogDrops(set)])).toContain(
      "| tiny | 90.0 | 50.0 | 40.0 | — | — | `PDF\u200bTool` (1 of 3 queries need it) |",
    );
  });
});
