import { EXIT, type CliIo } from "../cli-io.js";
import type { CliRuntime } from "../cli-runtime.js";
import type { CliArgs } from "../cli-args.js";

/** `call <name> '<json>'`: runs a tool through tool_call (validation, hooks, the call). */
export async function call(runtime: CliRuntime, args: CliArgs, io: CliIo): Promise<number> {
  const [name, json = "{}", ...extra] = args.positionals;
  if (name === undefined || extra.length > 0) {
    io.err("call needs a tool name and one JSON object of arguments, e.g. hermes-tool-search call create_issue '{\"owner\":\"me\"}'\n");
    return EXIT.usage;
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    io.err(`the arguments of ${name} must be a JSON object, e.g. '{"key":"value"}'; got ${JSON.stringify(json.slice(0, 80))}\n`);
    return EXIT.usage;
  }
  const assembly = runtime.search.assemble(runtime.toolsets());
  const outcome = await runtime.search.handle({ id: "cli-call", name: "tool_call", arguments: { calls: [{ name, arguments: parsed }] } }, { assembly });
  io.out(`${JSON.stringify(outcome.result, null, args.json ? undefined : 2)}\n`);
  return outcome.isError ? EXIT.failed : EXIT.ok;
}
