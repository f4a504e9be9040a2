import { parseCliArgs, type Command } from "./cli-args.js";
import { COMMAND_HELP, MAIN_HELP } from "./cli-help.js";
import { EXIT, type CliIo } from "./cli-io.js";
import { openCliRuntime, type CliRuntime } from "./cli-runtime.js";
import type { CliArgs } from "./cli-args.js";
import { call } from "./commands/call.js";
import { describe } from "./commands/describe.js";
import { inspect } from "./commands/inspect.js";
import { search } from "./commands/search.js";
import { serve } from "./commands/serve.js";

const COMMANDS: Readonly<Record<Command, (runtime: CliRuntime, args: CliArgs, io: CliIo) => number | Promise<number>>> = {
  inspect,
  search,
  describe,
  call,
  serve,
};

/**
 * Runs the `hermes-tool-search` CLI on `argv` (without node and script paths) and resolves
 * its exit code: 0 done, 1 the command failed, 2 bad usage or config. Never throws.
 */
export async function runCli(argv: readonly string[], io: CliIo): Promise<number> {
  const args = parseCliArgs(argv);
  if ("error" in args) {
    io.err(`hermes-tool-search: ${args.error}\n\n${args.command === undefined ? MAIN_HELP : COMMAND_HELP[args.command]}\n`);
    return EXIT.usage;
  }
  if (args.help) {
    io.out(`${argv.length === 0 || argv[0]?.startsWith("-") === true || argv[0] === "help" ? MAIN_HELP : COMMAND_HELP[args.command]}\n`);
    return EXIT.ok;
  }
  const runtime = await openCliRuntime(args, (line) => io.err(`${line}\n`));
  if ("errors" in runtime) {
    io.err(`hermes-tool-search: the config file has problems:\n${runtime.errors.map((e) => `  - ${e}`).join("\n")}\n`);
    return EXIT.usage;
  }
  for (const warning of runtime.warnings) io.err(`warning: ${warning}\n`);
  try {
    return await COMMANDS[args.command](runtime, args, io);
  } catch (error) {
    io.err(`hermes-tool-search ${args.command}: ${error instanceof Error ? error.message : String(error)}\n`);
    return EXIT.failed;
  } finally {
    await runtime.close();
  }
}
