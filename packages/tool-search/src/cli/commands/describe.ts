import { EXIT, type CliIo } from "../cli-io.js";
import type { CliRuntime } from "../cli-runtime.js";
import type { CliArgs } from "../cli-args.js";

/** `describe`: runs tool_describe, printing the JSON the model would read. */
export async function describe(runtime: CliRuntime, args: CliArgs, io: CliIo): Promise<number> {
  if (args.positionals.length === 0) {
    io.err("describe needs at least one tool name, e.g. hermes-tool-search describe create_issue\n");
    return EXIT.usage;
  }
  const assembly = runtime.search.assemble(runtime.toolsets());
  const outcome = await runtime.search.handle({ id: "cli-describe", name: "tool_describe", arguments: { names: args.positionals } }, { assembly });
  io.out(`${JSON.stringify(outcome.result, null, args.json ? undefined : 2)}\n`);
  return outcome.isError ? EXIT.failed : EXIT.ok;
}
