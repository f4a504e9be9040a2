import type { ToolEntry } from "@hermes/catalog";
import { EXIT, reportProblem, type CliIo } from "../cli-io.js";
import type { CliRuntime } from "../cli-runtime.js";
import type { CliArgs } from "../cli-args.js";

interface DescribeResult {
  readonly tools?: Readonly<Record<string, unknown>>;
  readonly errors?: Readonly<Record<string, string>>;
  readonly not_found?: readonly string[];
  readonly [key: string]: unknown;
}

const asDescribeResult = (value: unknown): DescribeResult =>
  typeof value === "object" && value !== null ? (value as DescribeResult) : {};

/**
 * `describe`: runs tool_describe, printing the JSON the model would read; a person also gets
 * the schemas of visible tools (which tool_describe leaves to the model's tool list). Exit 1
 * when any name is unknown or could not be described.
 */
export async function describe(runtime: CliRuntime, args: CliArgs, io: CliIo): Promise<number> {
  if (args.positionals.length === 0) {
    reportProblem(
      io,
      args.json,
      "USAGE",
      "describe needs at least one tool name, e.g. hermes-tool-search describe create_issue",
    );
    return EXIT.usage;
  }
  const assembly = runtime.search.assemble(runtime.toolsets());
  const visible = new Map<string, ToolEntry>(assembly.plan.visible.map((entry) => [entry.name, entry]));
  const deferredNames = args.positionals.filter((name) => !visible.has(name));
  const outcome =
    deferredNames.length === 0
      ? { result: { tools: {} }, isError: false }
      : await runtime.search.handle(
          { id: "cli-describe", name: "tool_describe", arguments: { names: deferredNames } },
          { assembly },
        );
  const described = asDescribeResult(outcome.result);
  const shown = args.positionals.filter((name) => visible.has(name));
  const visibleTools = Object.fromEntries(
    shown.map((name) => {
      const entry = visible.get(name);
      return [name, { description: entry?.description ?? "", parameters: entry?.inputSchema ?? {}, visible: true }];
    }),
  );
  const result = shown.length === 0 ? described : { ...described, tools: { ...visibleTools, ...described.tools } };
  io.out(`${JSON.stringify(result, null, args.json ? undefined : 2)}\n`);
  const failed =
    outcome.isError || (described.not_found?.length ?? 0) > 0 || Object.keys(described.errors ?? {}).length > 0;
  return failed ? EXIT.failed : EXIT.ok;
}
