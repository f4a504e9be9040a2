import { createTokenizer } from "@hermes/bm25";
import { isBridgeError, type ToolSearchResult } from "@hermes/bridge";
import { catalogIndexFor, SEARCH_RANKER_OPTIONS, type CatalogMatch } from "@hermes/catalog";
import { EXIT, type CliIo } from "../cli-io.js";
import type { CliRuntime } from "../cli-runtime.js";
import type { CliArgs } from "../cli-args.js";

const tokenize = createTokenizer(SEARCH_RANKER_OPTIONS.tokenizer);

function why(match: CatalogMatch | undefined, query: string): string {
  if (match === undefined) return "";
  if (match.match === "exact") return "the query is its exact name";
  if (match.match === "named") return "its name is written in the query";
  const text = new Set(tokenize(`${match.name} ${match.label} ${match.description}`));
  const shared = [...new Set(tokenize(query))].filter((term) => text.has(term));
  return `score ${match.score.toFixed(2)}; matched terms: ${shared.join(", ") || "(parameter names or hints)"}`;
}

/** `search`: runs tool_search with the given queries, as the model would. */
export async function search(runtime: CliRuntime, args: CliArgs, io: CliIo): Promise<number> {
  if (args.positionals.length === 0) {
    io.err("search needs at least one query, e.g. hermes-tool-search search \"create github issue\"\n");
    return EXIT.usage;
  }
  const assembly = runtime.search.assemble(runtime.toolsets());
  const call = { id: "cli-search", name: "tool_search", arguments: { queries: args.positionals, ...(args.limit === undefined ? {} : { limit: args.limit }) } };
  const outcome = await runtime.search.handle(call, { assembly });
  if (args.json) {
    io.out(`${JSON.stringify(outcome.result)}\n`);
    return outcome.isError ? EXIT.failed : EXIT.ok;
  }
  if (isBridgeError(outcome.result)) {
    io.err(`${outcome.result.error}\n`);
    return EXIT.failed;
  }
  const result = outcome.result as ToolSearchResult;
  const index = catalogIndexFor(assembly.plan.deferred);
  const lines: string[] = [];
  for (const group of result.results) {
    lines.push(`"${group.query}"`);
    if (group.matches.length === 0) lines.push(`  no match — ${group.hint ?? ""}`);
    const explained = args.explain ? index.search(group.query, { limit: group.matches.length, admission: runtime.search.config.admission }) : [];
    for (const name of group.matches) {
      const hit = result.tools[name];
      const required = hit === undefined || hit.required.length === 0 ? "" : ` (requires ${hit.required.join(", ")})`;
      lines.push(`  ${name} — ${hit?.source_name ?? ""}${required}`);
      if (args.explain) lines.push(`      why: ${why(explained.find((m) => m.name === name), group.query)}`);
    }
    lines.push("");
  }
  if (result.connectors !== undefined) lines.push(`connectors: ${result.connectors.reason} — ${result.connectors.hint}`);
  io.out(`${lines.join("\n")}\n`);
  return EXIT.ok;
}
