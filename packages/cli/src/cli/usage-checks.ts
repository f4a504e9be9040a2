import { MAX_SEARCH_QUERIES } from "@hermes/bridge/internal";
import type { CliArgs } from "./cli-args.js";

/** The queries `tool_search` would count: trimmed, blank and repeated ones dropped. */
const distinctQueries = (queries: readonly string[]): number =>
  new Set(queries.map((query) => query.trim()).filter((query) => query !== "")).size;

/**
 * A usage problem of a parsed command line that only its command can tell, found before any
 * server starts; or `undefined`. `serve` without `--config` would hand a client the demo's fake
 * tools, whose calls "succeed": it needs `--demo` to do that on purpose.
 */
export function usageProblem(args: CliArgs): string | undefined {
  if (args.demo && args.command !== "serve")
    return "--demo belongs to serve (the other commands use the demo catalog whenever --config is absent)";
  if (args.demo && args.config !== undefined)
    return "--demo and --config exclude each other: --demo serves the embedded demo catalog instead of your servers";
  if (args.servers.length > 0 && (args.command === "serve" || args.command === "pin" || args.command === "demo"))
    return `--server belongs to inspect, search, describe and call (${args.command} needs every configured server)`;
  if (args.servers.length > 0 && args.check)
    return "--server and inspect --check exclude each other: the pin file holds every server's tools";
  if (args.servers.length > 0 && args.config === undefined)
    return "--server needs --config <file>: it names servers of that file";
  if (args.command === "search" && distinctQueries(args.positionals) > MAX_SEARCH_QUERIES)
    return `search takes at most ${MAX_SEARCH_QUERIES} queries, got ${distinctQueries(args.positionals)}: run it again for the rest`;
  if (args.command === "serve" && args.config === undefined && !args.demo)
    return "serve needs --config <file> with your MCP servers (or --demo to serve the embedded demo catalog, whose tools execute nothing)";
  return undefined;
}
