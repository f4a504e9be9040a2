import type { ToolEntry } from "@hermes/catalog";

/**
 * How the model asked for a call:
 * - `direct`: by the tool's own name (a visible tool, or a deferred one called directly);
 * - `bridge`: through `tool_call`, unwrapped to the real tool;
 * - `lookup`: `tool_search` / `tool_describe`, answered inline by `@hermes/bridge`.
 *
 * @example
 * ```ts
 * if (call.route === "bridge") metrics.count("unwrapped", call.name);
 * ```
 */
export type CallRoute = "direct" | "bridge" | "lookup";

/**
 * One real tool call as hooks, guardrails, the approval function, `invoke` and activity events
 * see it: the **real** tool name and arguments (never the literal `tool_call`), with the
 * model's original call id kept for transcript pairing.
 *
 * @example
 * ```ts
 * const guard: Guardrail = (call) => (call.name === "write_file" && call.route === "bridge" ? { allow: false, reason: "no writes" } : undefined);
 * ```
 */
export interface ToolInvocation {
  /** The id of the model's tool call (for a `tool_call` batch: the batch's id, shared by its entries). */
  readonly callId: string;
  /** The real tool's name. */
  readonly name: string;
  /** The arguments: validated (and repaired) for deferred tools; rewritten by pre-hooks along the pipeline. */
  readonly arguments: Readonly<Record<string, unknown>>;
  readonly route: CallRoute;
  /** Position of the entry in a `tool_call` batch; `undefined` for a call that is not a batch entry. */
  readonly index: number | undefined;
  /** The catalog entry when the session has one (`undefined` for remote connector tools and lookups). */
  readonly entry: ToolEntry | undefined;
}

/**
 * What `invoke` gets besides the real name and arguments. `Request` is the type of the caller's
 * request context (`DispatchContext.request`), passed through unchanged to every real call the
 * dispatch makes (a direct call, a `tool_call` entry, each entry of a batch); the default
 * `unknown` suits an `invoke` that does not read it, and such an `invoke` fits a dispatcher of
 * any `Request`.
 *
 * @example
 * ```ts
 * const invoke: InvokeTool<{ readonly user: string }> = (name, args, { signal, request }) =>
 *   runtime.run(name, args, { signal, user: request?.user });
 * ```
 */
export interface InvokeContext<Request = unknown> {
  readonly callId: string;
  readonly route: CallRoute;
  readonly index: number | undefined;
  readonly entry: ToolEntry | undefined;
  /** The user's /stop for this turn, if the runtime passed one; the tool may honour it. */
  readonly signal: AbortSignal | undefined;
  /**
   * The request this dispatch runs for, as the caller passed it in `DispatchContext.request`
   * (for the MCP gateway: the front client's request, where the call's progress, log messages
   * and server requests go); `undefined` when the caller passed none.
   */
  readonly request?: Request | undefined;
}

/**
 * The runtime's real tool execution: runs `name` with `args` and resolves its response (any
 * JSON-serialisable value; `undefined` is reported as `NO_RESULT`). Throwing is a failed call
 * (`TOOL_ERROR`, or the code of a thrown `ToolCallError`), never a failed dispatch. `Request`
 * types `context.request` (see {@link InvokeContext}); default `unknown`.
 *
 * @example
 * ```ts
 * const invoke: InvokeTool = async (name, args) => registry[name]?.(args) ?? { error: `no tool ${name}` };
 * ```
 */
export type InvokeTool<Request = unknown> = (
  name: string,
  args: Readonly<Record<string, unknown>>,
  context: InvokeContext<Request>,
) => Promise<unknown>;
