import { parseJsonText } from "@hermes/mcp/internal";
import { EXIT, reportProblem, type CliIo } from "../cli-io.js";
import type { CliRuntime } from "../cli-runtime.js";
import type { CliArgs } from "../cli-args.js";

/** `call <name> '<json>'`: runs a tool through tool_call (validation, hooks, the call). */
export async function call(runtime: CliRuntime, args: CliArgs, io: CliIo): Promise<number> {
  const [name, json = "{}", ...extra] = args.positionals;
  if (name === undefined || extra.length > 0) {
    reportProblem(
      io,
      args.json,
      "USAGE",
      'call needs a tool name and one JSON object of arguments, e.g. hermes-tool-search call create_issue \'{"owner":"me"}\'',
    );
    return EXIT.usage;
  }
  const read = parseJsonText(json);
  if (!read.ok) {
    reportProblem(
      io,
      args.json,
      "USAGE",
      `the arguments of ${name} must be a JSON object, e.g. '{"key":"value"}'; they are ${read.message}`,
    );
    return EXIT.usage;
  }
  const parsed = read.value;
  const assembly = runtime.search.assemble(runtime.toolsets());
  const outcome = await runtime.search.handle(
    { id: "cli-call", name: "tool_call", arguments: { calls: [{ name, arguments: parsed }] } },
    { assembly },
  );
  io.out(`${JSON.stringify(outcome.result, null, args.json ? undefined : 2)}\n`);
  // A downstream result with isError (the tool ran and failed) is a failure too.
  const toolFailed =
    typeof outcome.result === "object" &&
    outcome.result !== null &&
    (outcome.result as { isError?: unknown }).isError === true;
  return outcome.isError || toolFailed ? EXIT.failed : EXIT.ok;
}
