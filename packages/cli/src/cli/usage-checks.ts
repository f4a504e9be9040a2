import type { CliArgs } from "./cli-args.js";

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
  if (args.servers.length > 0 && args.config === undefined)
    return "--server needs --config <file>: it names servers of that file";
  if (args.command === "serve" && args.config === undefined && !args.demo)
    return "serve needs --config <file> with your MCP servers (or --demo to serve the embedded demo catalog, whose tools execute nothing)";
  return undefined;
}
