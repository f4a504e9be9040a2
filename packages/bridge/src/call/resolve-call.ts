import type { RemoteSource } from "@hermes/catalog";
import { isDownstream, isManageConnections, isRecord } from "@hermes/catalog/internal";
import { bridgeError, isBridgeError, type BridgeError } from "../bridge-error.js";
import { findVisible, isVisible, type BridgeScope } from "../bridge-scope.js";
import { batchPolicy } from "./batch-policy.js";
import type { CallRequest, RealCall, ResolveOptions, ResolvedCall } from "./resolved-call.js";
import { readCalls, type CallEntry } from "./shapes.js";
import { resolveTarget, type CallTarget } from "./target.js";
import { validateArguments } from "../validate/arguments.js";

const rejected = (error: BridgeError): ResolvedCall => ({ kind: "rejected", error });

/** In a batch, an entry's error names the entry and says that nothing ran. */
function entryError(error: BridgeError, entry: CallEntry, batchSize: number): BridgeError {
  if (batchSize === 1) return error;
  return bridgeError(`${entry.path}: ${error.error} Nothing in this batch was run.`, error);
}

/** An entry whose target is resolved, at `index`: its arguments validated where the session holds its schema (remote schemas pass through). */
function realCall(entry: CallEntry, target: CallTarget, index: number | undefined): RealCall | BridgeError {
  if (target.entry === undefined) return { index, name: entry.name, arguments: entry.arguments, entry: undefined };
  const validated = validateArguments(target.entry, entry.arguments);
  if (isBridgeError(validated)) return validated;
  return { index, name: entry.name, arguments: validated.arguments, entry: target.entry };
}

/** A connector batch: each entry's name against the session, then its arguments; the first bad entry rejects it. */
function connectorBatch(entries: readonly CallEntry[], scope: BridgeScope): RealCall[] | BridgeError {
  const calls: RealCall[] = [];
  for (const entry of entries) {
    const target = resolveTarget(entry.name, scope);
    const call = isBridgeError(target) ? target : realCall(entry, target, entry.index);
    if (isBridgeError(call)) return entryError(call, entry, entries.length);
    calls.push(call);
  }
  return calls;
}

/** One entry resolved as a one-call request (no batch position): a local or connector tool, validated. */
function oneEntry(entry: CallEntry, scope: BridgeScope): RealCall | BridgeError {
  const target = resolveTarget(entry.name, scope);
  return isBridgeError(target) ? target : realCall(entry, target, undefined);
}

/** A sequential local batch: each entry resolved on its own; the first bad entry rejects the whole request. */
function sequentialBatch(entries: readonly CallEntry[], scope: BridgeScope): ResolvedCall {
  const calls: RealCall[] = [];
  for (const entry of entries) {
    const call = oneEntry(entry, scope);
    if (isBridgeError(call))
      return rejected(bridgeError(`${entry.path}: ${call.error} Nothing in this batch was run.`, call));
    calls.push({ ...call, index: entry.index });
  }
  return { kind: "batch", mode: "sequential", calls };
}

/** The first entry whose name the session refuses (`scope.refuse`), as the request's error. */
function refusal(
  entries: readonly CallEntry[],
  refuse: (name: string) => BridgeError | undefined,
): BridgeError | undefined {
  for (const entry of entries) {
    const error = refuse(entry.name);
    if (error !== undefined) return error;
  }
  return undefined;
}

const NO_OPTIONS: ResolveOptions = {};
const REJECT_LOCAL_BATCHES = { localBatches: "reject" } as const;
const SEQUENTIAL_LOCAL_BATCHES = { localBatches: "sequential" } as const;

/** A `tool_call` request: shapes, refused names, the batch rule, names against the session, validation. */
function bridgeCall(args: unknown, scope: BridgeScope, options: ResolveOptions): ResolvedCall {
  const read = readCalls(args);
  if (!read.ok) return rejected(read.error);
  const refused = scope.refuse === undefined ? undefined : refusal(read.entries, scope.refuse);
  if (refused !== undefined) return rejected(refused);
  const plan = batchPolicy(
    read.entries,
    options.localBatches === "sequential" ? SEQUENTIAL_LOCAL_BATCHES : REJECT_LOCAL_BATCHES,
  );
  if (isBridgeError(plan)) return rejected(plan);
  if (plan.kind === "sequential") return sequentialBatch(plan.entries, scope);
  if (plan.kind === "connector-batch") {
    const calls = connectorBatch(plan.entries, scope);
    return isBridgeError(calls) ? rejected(calls) : { kind: "batch", mode: "connector", calls };
  }
  const { entry } = plan;
  const target = resolveTarget(entry.name, scope);
  if (isBridgeError(target)) return rejected(target);
  // One connector call through tool_call answers as a batch of one, as larger connector batches do.
  const call = realCall(entry, target, target.kind === "connector" ? entry.index : undefined);
  if (isBridgeError(call)) return rejected(call);
  return target.kind === "connector"
    ? { kind: "batch", mode: "connector", calls: [call] }
    : { kind: "single", route: "bridge", call };
}

/**
 * A tool the model called by its own name. A visible tool runs with the model's arguments read
 * as an object, validated when it comes from an MCP server or the gateway (the runtime owns its
 * own tools' schemas); any other name is resolved and validated like a one-entry `tool_call`.
 */
function directCall(name: string, args: unknown, scope: BridgeScope): ResolvedCall {
  const refused = scope.refuse?.(name);
  if (refused !== undefined) return rejected(refused);
  const read = readCalls({ name, arguments: args });
  if (!read.ok) return rejected(read.error);
  const first = read.entries[0];
  if (first === undefined) return rejected(bridgeError(`'${name}' could not be read.`));
  if (isVisible(scope, name)) {
    const entry = findVisible(scope, name);
    if (entry !== undefined && isDownstream(entry) && !isManageConnections(entry)) {
      const validated = validateArguments(entry, first.arguments);
      if (isBridgeError(validated)) return rejected(validated);
      return {
        kind: "single",
        route: "direct",
        call: { index: undefined, name, arguments: validated.arguments, entry },
      };
    }
    return { kind: "single", route: "direct", call: { index: undefined, name, arguments: first.arguments, entry } };
  }
  const call = oneEntry(first, scope);
  return isBridgeError(call) ? rejected(call) : { kind: "single", route: "direct", call };
}

/** The model's lookup arguments as hooks see them: an object, a JSON object string parsed, else `{}`. */
function lookupArguments(args: unknown): Readonly<Record<string, unknown>> {
  let value = args;
  if (typeof value === "string") {
    try {
      value = JSON.parse(value) as unknown;
    } catch {
      return {};
    }
  }
  return isRecord(value) ? value : {};
}

/** A real call under the remote source's one name for its tool (unchanged when the source has no other spelling). */
function canonicalCall(call: RealCall, remote: RemoteSource): RealCall {
  if (remote.canonicalName === undefined || !remote.owns(call.name)) return call;
  const name = remote.canonicalName(call.name);
  return name === call.name ? call : { ...call, name };
}

/** Every remote tool of `resolved` under its canonical name (docs/security.md, "One identity per real tool"). */
function canonical(resolved: ResolvedCall, remote: RemoteSource | undefined): ResolvedCall {
  if (remote?.canonicalName === undefined) return resolved;
  if (resolved.kind === "single") return { ...resolved, call: canonicalCall(resolved.call, remote) };
  if (resolved.kind === "batch")
    return { ...resolved, calls: resolved.calls.map((call) => canonicalCall(call, remote)) };
  return resolved;
}

/**
 * Resolves one model tool call in a session into what it asks for, once; it runs nothing.
 * Every later step reads the {@link ResolvedCall}'s fields, and nothing parses the model's
 * arguments again. In order:
 * 1. `tool_search` / `tool_describe` → `lookup`;
 * 2. names the session refuses (`scope.refuse`, e.g. tools a policy denies) → `rejected` with
 *    that error (for `tool_call`, any entry naming one);
 * 3. `tool_call`: the input shape (`readCalls`: `{calls: [...]}`, JSON-string `calls`, one
 *    object, legacy `{name, arguments}`; blank/`null` arguments → `{}`), the batch rule
 *    (local batches rejected with a restated retry, or run sequentially with
 *    `localBatches: "sequential"`; connector batches of up to 10), each name against the
 *    session (`resolveTarget`: bridge names, directly-listed tools, out-of-scope and unknown
 *    names are errors, the last with "Did you mean" suggestions) and argument validation
 *    (local tools, and connector entries whose schema the catalog holds);
 * 4. a visible tool called by its name → `single` with the model's arguments read as an object
 *    (validated for MCP and gateway tools); any other name → resolved and validated like a
 *    one-entry `tool_call`, `single` with `route: "direct"`.
 * Remote tools come out under `options.remote`'s canonical name. Every failure is a
 * `rejected` {@link BridgeError}; in a batch its text starts with the entry (`calls[1]: …`).
 * Never throws on any input; the same input and scope give a deep-equal result.
 *
 * @example
 * ```ts
 * resolveCall({ name: "tool_call", arguments: { calls: [{ name: "mcp__github__get_issue", arguments: { number: "7" } }] } }, scope);
 * // { kind: "single", route: "bridge", call: { index: undefined, name: "mcp__github__get_issue", arguments: { number: 7 }, entry } }
 * ```
 */
export function resolveCall(
  request: CallRequest,
  scope: BridgeScope,
  options: ResolveOptions = NO_OPTIONS,
): ResolvedCall {
  const { name } = request;
  if (name === "tool_search" || name === "tool_describe")
    return { kind: "lookup", tool: name, arguments: lookupArguments(request.arguments) };
  const resolved =
    name === "tool_call" ? bridgeCall(request.arguments, scope, options) : directCall(name, request.arguments, scope);
  return canonical(resolved, options.remote);
}
