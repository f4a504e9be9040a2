// The README demo: index ~1,800 real MCP tool definitions with @hermes/bm25 and print the
// best tools for a few queries, ranked (`rank`) and with the admission gates (`gated`).
// Usage: pnpm demo ["your query" ...]
import { Bm25Index, ENGLISH_STOP_WORDS } from "@hermes/bm25";
import { loadCatalogTools } from "@hermes/data";
import { formatResults } from "./format-results.js";

const DEFAULT_QUERIES = [
  "create a github issue",
  "send slack message",
  "query postgres database",
  "take a browser screenshot",
  "send gmail email",
];

const started = performance.now();
const tools = loadCatalogTools();
const index = new Bm25Index({ fields: { name: 2, description: 1, server: 1 }, tokenizer: { stopWords: ENGLISH_STOP_WORDS } });
index.addAll(
  tools.map((tool, i) => ({
    id: `${tool.server}/${tool.name}#${i}`,
    key: tool.name,
    fields: { name: tool.name, description: tool.description, server: tool.server },
  })),
);
const builtMs = performance.now() - started;
const servers = new Set(tools.map((tool) => tool.server)).size;
console.log(`Indexed ${index.size} tools of ${servers} MCP servers in ${builtMs.toFixed(0)} ms.\n`);

const queries = process.argv.slice(2).filter((arg) => arg.trim() !== "" && arg !== "--");
for (const query of queries.length > 0 ? queries : DEFAULT_QUERIES) {
  const ranked = index.search(query, { limit: 5 });
  const gated = index.search(query, { limit: 5, admission: "gated" });
  console.log(formatResults(query, ranked, gated));
}
