// A stand-in for a real LLM in the examples: it reads the conversation and acts like a model
// that uses tool search well. It searches, reads the hit's typed signature, calls the tool
// through `tool_call` with arguments built from that signature alone (no `tool_describe`),
// then answers. Swap it for a real provider's model in your code.

/** A tool search hit as the bridge returns it (the fields this model reads). */
interface Hit {
  readonly signature: string;
}

/** What the scripted model decides for the next step. */
export type ScriptedStep =
  | { readonly kind: "call"; readonly name: string; readonly arguments: Record<string, unknown> }
  | { readonly kind: "answer"; readonly text: string };

/** The task the scripted model carries out: a search query and a value for each string parameter. */
export interface ScriptedTask {
  readonly query: string;
  readonly values: Readonly<Record<string, string>>;
}

/** Arguments for a signature's required parameters, from the task's values (`name(a: string, b?: x)`). */
export function argumentsFromSignature(
  signature: string,
  values: Readonly<Record<string, string>>,
): Record<string, unknown> {
  const inner = /\((.*)\)$/.exec(signature)?.[1] ?? "";
  const args: Record<string, unknown> = {};
  for (const part of inner === "" ? [] : inner.split(", ")) {
    const match = /^([A-Za-z_$][\w$.-]*)(\?)?: (.+)$/.exec(part);
    if (match === null || match[2] === "?") continue;
    const [, name = "", , type] = match;
    args[name] =
      type === "string"
        ? (values[name] ?? name)
        : type === "integer" || type === "number"
          ? 1
          : type === "boolean"
            ? false
            : {};
  }
  return args;
}

/**
 * The next step, given the last tool result the model saw (`undefined` at the start):
 * nothing yet → `tool_search`; a search result → `tool_call` of the first match with arguments
 * from its signature; a call result → the answer quoting it.
 */
export function nextStep(
  task: ScriptedTask,
  last: { readonly toolName: string; readonly output: unknown } | undefined,
): ScriptedStep {
  if (last === undefined) return { kind: "call", name: "tool_search", arguments: { queries: [task.query] } };
  if (last.toolName === "tool_search") {
    const result = last.output as { results: { matches: string[] }[]; tools: Record<string, Hit> };
    const name = result.results[0]?.matches[0];
    const hit = name === undefined ? undefined : result.tools[name];
    if (name === undefined || hit === undefined) return { kind: "answer", text: "I found no tool for that." };
    return {
      kind: "call",
      name: "tool_call",
      arguments: { calls: [{ name, arguments: argumentsFromSignature(hit.signature, task.values) }] },
    };
  }
  return { kind: "answer", text: `Done: ${JSON.stringify(last.output)}` };
}
