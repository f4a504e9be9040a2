// The hybrid share's cross-validation as console text and as a section of docs/retrieval-cv.md.
import { hybridCvTable, hybridShareTable, type HybridCvReport } from "./hybrid-cv.js";
import { renderMarkdownTable, renderTextTable } from "./table.js";

/** Both tables for the console. */
export function renderHybridCvConsole(report: HybridCvReport): string {
  return [
    `hybrid search, semantic share α (leave one set out, nDCG@10 in %), best on all sets: α ${report.chosen}`,
    renderTextTable(hybridCvTable(report)),
    "",
    "nDCG@10 per share",
    renderTextTable(hybridShareTable(report)),
  ].join("\n");
}

/** The section of docs/retrieval-cv.md. */
export function renderHybridCvSection(report: HybridCvReport): string {
  return [
    "## Hybrid search: the semantic share",
    "",
    "`searchCatalog(…, { semantic: α })` fuses BM25 with the cosine of vectors trained on the",
    'catalog\'s own tools (docs/ranker-design.md, "Hybrid"). Each held-out set gets the share best',
    "on the others; α = 0 is the lexical search of the same run.",
    "",
    renderMarkdownTable(hybridCvTable(report)),
    "",
    renderMarkdownTable(hybridShareTable(report)),
    "",
  ].join("\n");
}
