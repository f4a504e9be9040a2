import { createRequire } from "node:module";
import { jsonLineLog } from "@hermes/mcp";
import { parseCliArgs, type Command } from "./cli-args.js";
import { COMMAND_HELP, MAIN_HELP } from "./cli-help.js";
import { EXIT, reportProblem, type CliIo } from "./cli-io.js";
import { openCliRuntime, type CliRuntime } from "./cli-runtime.js";
import type { CliArgs } from "./cli-args.js";
import { call } from "./commands/call.js";
import { demo } from "./commands/demo.js";
import { describe } from "./commands/describe.js";
import { inspect } from "./commands/inspect.js";
import { pin } from "./commands/pin.js";
import { search } from "./commands/search.js";
import { serve } from "./commands/serve.js";
import { terminalSafeIo } from "./terminal-safe.js";
import { usageProblem } from "./usage-checks.js";
import { portProblem } from "./port-check.js";

const COMMANDS: Readonly<Record<Command, (runtime: CliRuntime, args: CliArgs, io: CliIo) => number | Promise<number>>> =
  {
    inspect,
    search,
    describe,
    call,
    serve,
    demo,
    pin,
  };

/** The package's version (read from its package.json, next to both src/ and dist/). */
function cliVersion(): string {
  const pkg: unknown = createRequire(import.meta.url)("../../package.json");
  const version = typeof pkg === "object" && pkg !== null && "version" in pkg ? pkg.version : undefined;
  return typeof version === "string" ? version : "unknown";
}

/**
 * Runs the `hermes-tool-search` CLI on `argv` (without node and script paths) and resolves
 * its exit code: 0 done, 1 the tool or search failed (a downstream `isError` result
 * included), 2 bad usage or config. With `--json`, errors are JSON on stdout too. Without it,
 * every character a terminal would act on is printed as a visible `\uXXXX` escape (server
 * stderr, names and reasons cannot rewrite the terminal). Never throws.
 */
export function runCli(argv: readonly string[], io: CliIo): Promise<number> {
  // Server text reaches the terminal only escaped; JSON output stays exact.
  return runWith(argv, argv.includes("--json") ? io : terminalSafeIo(io));
}

/** {@link runCli} on an already chosen output. */
async function runWith(argv: readonly string[], io: CliIo): Promise<number> {
  const json = argv.includes("--json");
  const args = parseCliArgs(argv);
  if ("error" in args) {
    reportProblem(
      io,
      json,
      "USAGE",
      args.error,
      undefined,
      args.command === undefined ? MAIN_HELP : COMMAND_HELP[args.command],
    );
    return EXIT.usage;
  }
  if (args.version) {
    io.out(`${cliVersion()}\n`);
    return EXIT.ok;
  }
  if (args.help) {
    io.out(
      `${argv.length === 0 || argv[0]?.startsWith("-") === true || argv[0] === "help" ? MAIN_HELP : COMMAND_HELP[args.command]}\n`,
    );
    return EXIT.ok;
  }
  const problem =
    usageProblem(args) ??
    (args.command === "serve" && args.http !== undefined
      ? await portProblem(args.http, args.serveHttp.bind)
      : undefined);
  if (problem !== undefined) {
    reportProblem(io, json, "USAGE", problem, undefined, COMMAND_HELP[args.command]);
    return EXIT.usage;
  }
  const runtime = await openCliRuntime(
    args,
    { warning: (text) => io.err(`warning: ${text}\n`), progress: (line) => io.err(`${line}\n`), stderr: io.err },
    {
      wait: args.command !== "serve",
      ...(args.command === "serve" && args.logLevel !== undefined
        ? { log: jsonLineLog(args.logLevel, (line) => io.err(line)) }
        : {}),
    },
  );
  if ("errors" in runtime) {
    reportProblem(io, json, "CONFIG", "the config file has problems:", runtime.errors);
    return EXIT.usage;
  }
  try {
    return await COMMANDS[args.command](runtime, args, io);
  } catch (error) {
    reportProblem(
      io,
      json,
      "FAILED",
      `${args.command} failed: ${error instanceof Error ? error.message : String(error)}`,
    );
    return EXIT.failed;
  } finally {
    await runtime.close();
  }
}
