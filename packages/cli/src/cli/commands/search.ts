import { isBridgeError, type ToolSearchResult } from "@hermes/bridge";
import { catalogIndexFor } from "@hermes/catalog/internal";
import { EXIT, reportProblem, type CliIo } from "../cli-io.js";
import type { CliRuntime } from "../cli-runtime.js";
import type { CliArgs } from "../cli-args.js";
import { explainDense } from "./search-dense.js";
import { explainEmpty, explainMatch, semanticStateLine } from "./search-explain.js";

/** `search`: runs tool_search with the given queries, as the model would. */
export async function search(runtime: CliRuntime, args: CliArgs, io: CliIo): Promise<number> {
  if (args.positionals.length === 0) {
    reportProblem(
      io,
      args.json,
      "USAGE",
      'search needs at least one query, e.g. hermes-tool-search search "create github issue"',
    );
    return EXIT.usage;
  }
  const assembly = runtime.search.assemble(runtime.toolsets());
  const call = {
    id: "cli-search",
    name: "tool_search",
    arguments: { queries: args.positionals, ...(args.limit === undefined ? {} : { limit: args.limit }) },
  };
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
  const { plan } = assembly;
  const { admission, semanticShare } = runtime.search.config;
  // The options tool_search searched with: the semantic share only when above 0 (hybrid search),
  // with the runtime's vector builder, so the explanation sees the vectors (or their absence) it saw.
  const { embedders } = runtime.search;
  const searched = semanticShare > 0 ? { admission, semantic: semanticShare, embedders } : { admission };
  const index = catalogIndexFor(plan.deferred);
  const lines: string[] = [];
  const state = args.explain ? semanticStateLine(index.semanticStatus(searched), semanticShare) : "";
  if (state !== "") lines.push(state, "");
  for (const group of result.results) {
    lines.push(`"${group.query}"`);
    if (group.matches.length === 0) {
      lines.push(`  no match — ${group.hint ?? ""}`);
      if (args.explain) lines.push(`      why: ${explainEmpty(plan, admission, group.query)}`);
    }
    const explained = args.explain ? index.search(group.query, { ...searched, limit: group.matches.length }) : [];
    for (const name of group.matches) {
      const hit = result.tools[name];
      const required = hit === undefined || hit.required.length === 0 ? "" : ` (requires ${hit.required.join(", ")})`;
      lines.push(`  ${name} — ${hit?.source_name ?? ""}${required}`);
      if (args.explain)
        lines.push(
          `      why: ${explainMatch(plan, admission, group.query, name, explained.find((m) => m.name === name)?.match, semanticShare, embedders)}`,
        );
    }
    lines.push("");
  }
  if (result.connectors !== undefined)
    lines.push(`connectors: ${result.connectors.reason} — ${result.connectors.hint}`);
  const dense = explainDense(runtime.search.config.dense, result.dense, args.explain);
  if (dense !== undefined) lines.push(dense);
  io.out(`${lines.join("\n")}\n`);
  return EXIT.ok;
}
