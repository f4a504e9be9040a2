import type { ToolEntry } from "@hermes/catalog";
import { bridgeError, isBridgeError, type BridgeError } from "../bridge-error.js";
import type { BridgeScope } from "../bridge-scope.js";
import { batchPolicy } from "./batch-policy.js";
import { readCalls, type CallEntry } from "./shapes.js";
import { resolveTarget } from "./target.js";
import { validateArguments } from "../validate/arguments.js";

/** A deferred tool to run in-process, with validated (possibly repaired) arguments. */
export interface LocalCall {
  readonly name: string;
  readonly arguments: Record<string, unknown>;
  readonly entry: ToolEntry;
}

/** One entry of a connector batch: its position in the request, name and arguments. */
export interface ConnectorCall {
  readonly index: number;
  readonly name: string;
  readonly arguments: Record<string, unknown>;
}

/** What a `tool_call` request asks to run: one local tool, or a batch of remote connector tools. */
export type ResolvedCall =
  | { readonly kind: "local"; readonly call: LocalCall }
  | { readonly kind: "connector-batch"; readonly calls: readonly ConnectorCall[] };

/** In a batch, an entry's error names the entry and says that nothing ran. */
function entryError(error: BridgeError, entry: CallEntry, batchSize: number): BridgeError {
  if (batchSize === 1) return error;
  return bridgeError(`${entry.path}: ${error.error} Nothing in this batch was run.`, error);
}

function resolveConnectorBatch(entries: readonly CallEntry[], scope: BridgeScope): ResolvedCall | BridgeError {
  const calls: ConnectorCall[] = [];
  for (const entry of entries) {
    const target = resolveTarget(entry.name, scope);
    if (isBridgeError(target)) return entryError(target, entry, entries.length);
    let args = entry.arguments;
    if (target.entry !== undefined) {
      const validated = validateArguments(target.entry, args);
      if (isBridgeError(validated)) return entryError(validated, entry, entries.length);
      args = validated.arguments;
    }
    calls.push({ index: entry.index, name: entry.name, arguments: args });
  }
  return { kind: "connector-batch", calls };
}

/**
 * Resolves a `tool_call` request into what to run; it does not run anything. Steps:
 * 1. read the input shape (`readCalls`: `{calls: [...]}`, JSON-string `calls`, one object, legacy
 *    `{name, arguments}`; blank/`null` arguments → `{}`);
 * 2. the batch rule (`batchPolicy`, local batches rejected with a restated retry; connector
 *    batches of up to 10);
 * 3. each name against the session (`resolveTarget`: bridge names, directly-listed tools,
 *    out-of-scope and unknown names are errors, the last with "Did you mean" suggestions);
 * 4. argument validation (`validateArguments`) for local calls, and for connector entries whose
 *    schema the catalog holds (remote schemas pass through unvalidated).
 * Every failure is a {@link BridgeError}; in a batch its text starts with the entry (`calls[1]: …`).
 * Never throws on any input; the same input and scope give a deep-equal result.
 *
 * @example
 * ```ts
 * const resolved = resolveToolCall({ calls: [{ name: "mcp__github__get_issue", arguments: { number: "7" } }] }, { plan });
 * // { kind: "local", call: { name: "mcp__github__get_issue", arguments: { number: 7 }, entry } }
 * ```
 */
export function resolveToolCall(args: unknown, scope: BridgeScope): ResolvedCall | BridgeError {
  const read = readCalls(args);
  if (!read.ok) return read.error;
  const plan = batchPolicy(read.entries);
  if (isBridgeError(plan)) return plan;
  if (plan.kind === "connector-batch") return resolveConnectorBatch(plan.entries, scope);
  const entry = plan.entry;
  const target = resolveTarget(entry.name, scope);
  if (isBridgeError(target)) return target;
  if (target.kind === "connector") return resolveConnectorBatch([entry], scope);
  const validated = validateArguments(target.entry, entry.arguments);
  if (isBridgeError(validated)) return validated;
  return { kind: "local", call: { name: entry.name, arguments: validated.arguments, entry: target.entry } };
}
