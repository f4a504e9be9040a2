import { columns, count, type CliIo } from "../cli-io.js";
import type { CliRuntime } from "../cli-runtime.js";
import type { CliArgs } from "../cli-args.js";
import { search } from "./search.js";

/** The demo's own queries, after the user's. */
const DEMO_QUERIES: readonly string[] = ["create github issue", "list kubernetes pods", "send gmail email"];

const TIERS = [
  "Tiers: 0 = few tools: all listed, no bridge",
  "       1 = most tools deferred behind tool_search / tool_describe / tool_call, with a listing that names them",
  "       2 = too many to name: group summaries, or no listing",
].join("\n");

/** The first few names of each source, then how many more. */
function namesOf(names: readonly string[], shown: number): string {
  return names.length <= shown
    ? names.join(", ")
    : `${names.slice(0, shown).join(", ")}, +${names.length - shown} more`;
}

/**
 * `demo [query…]`: one screen — the user's queries first, then what tiers are, the tier the
 * catalog gets, a per-server summary of the deferred names (not all of them), and searches
 * with the reason each tool matched.
 */
export async function demo(runtime: CliRuntime, args: CliArgs, io: CliIo): Promise<number> {
  const queries = [...args.positionals, ...DEMO_QUERIES.filter((query) => !args.positionals.includes(query))];
  const assembly = runtime.search.assemble(runtime.toolsets());
  const { report, plan } = assembly;
  const bySource = new Map<string, string[]>();
  for (const entry of plan.deferred) bySource.set(entry.label, [...(bySource.get(entry.label) ?? []), entry.name]);
  const lines = [
    args.positionals.length === 0
      ? ""
      : `Your ${args.positionals.length === 1 ? "query" : "queries"}: ${args.positionals.map((query) => JSON.stringify(query)).join(", ")} (searched first, below)\n`,
    `Catalog: ${runtime.kind === "demo" ? "the embedded demo — real MCP tool definitions" : (args.config ?? "")}`,
    TIERS,
    `This catalog: tier ${report.tier}. The model always sees ${report.visible.length} core tools + ${report.bridge ? 3 : 0} bridge tools; ` +
      `${count(report.deferredCount)} tools (${count(report.deferredTokens)} tokens of schemas) are deferred, named in a ${report.listingForm} listing of ${count(report.listingTokens)} of ${count(report.budget)} tokens:`,
    columns(
      [...bySource]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([label, names]) => [`  ${label}`, String(names.length), namesOf(names, 4)]),
    ),
    "",
    "Searches, as tool_search answers them (with --explain):",
  ];
  io.out(`${lines.filter((line, i) => i > 0 || line !== "").join("\n")}\n`);
  const code = await search(runtime, { ...args, positionals: queries, explain: true, limit: args.limit ?? 2 }, io);
  io.out(
    'More: hermes-tool-search inspect (the whole listing) · search "<query>" --explain · describe <name> · serve\n',
  );
  return code;
}
