import { isAborted } from "../abort.js";
import { type CatalogEmbedderBuilder, type RemoteSource, type ToolSearchConfig } from "@hermes/catalog";
import { describeTools, isBridgeError, searchTools, type BridgeScope, type SearchRerank } from "@hermes/bridge";
import { callFailure, dispatchError, interruptedFailure, reasonOf } from "../call-failure.js";
import { runPostHooks } from "../pipeline/hooks.js";
import type { Pipeline } from "../pipeline/parts.js";
import type { LookupName } from "@hermes/bridge";
import type { ToolInvocation } from "../tool-invocation.js";

/** What a lookup needs besides the model's arguments. */
export interface LookupContext {
  readonly callId: string;
  readonly scope: BridgeScope;
  readonly config: ToolSearchConfig;
  readonly remote: RemoteSource | undefined;
  readonly signal: AbortSignal | undefined;
  /** Reranks `tool_search`'s queries (see `DispatcherParts.rerank`). */
  readonly rerank?: SearchRerank | undefined;
  /** Shared vectors of hybrid search (`DispatcherParts.embedders`). */
  readonly embedders?: CatalogEmbedderBuilder | undefined;
}

async function answer(
  tool: LookupName,
  args: unknown,
  context: LookupContext,
): Promise<{ readonly ok: boolean; readonly result: unknown }> {
  const { scope, remote, signal } = context;
  try {
    const result =
      tool === "tool_search"
        ? await searchTools(args, {
            scope,
            config: context.config,
            remote,
            signal,
            rerank: context.rerank,
            embedders: context.embedders,
          })
        : await describeTools(args, { scope, remote, signal });
    return { ok: !isBridgeError(result), result };
  } catch (thrown) {
    return { ok: false, result: dispatchError(callFailure("TOOL_ERROR", `${tool} failed: ${reasonOf(thrown)}`)) };
  }
}

/**
 * Answers `tool_search` / `tool_describe` inline with the `@hermes/bridge` handlers. They are
 * the runtime's own read-only lookups, not tools: no pre-hooks, guardrails or approval; events
 * `started` and `finished`, and the post-hooks exactly once. After the user's stop nothing is
 * looked up (a remote search would leave the machine) and the result is `INTERRUPTED`.
 * `args` are the model's raw arguments, which the handlers read; hooks and events see
 * `lookup.arguments`, read once by `resolveCall`.
 */
export async function answerLookup<Request>(
  pipeline: Pipeline<Request>,
  lookup: { readonly tool: LookupName; readonly arguments: Readonly<Record<string, unknown>> },
  args: unknown,
  context: LookupContext,
): Promise<{ readonly ok: boolean; readonly result: unknown }> {
  const { tool } = lookup;
  const call: ToolInvocation = {
    callId: context.callId,
    name: tool,
    arguments: lookup.arguments,
    route: "lookup",
    index: undefined,
    entry: undefined,
  };
  const base = { callId: call.callId, name: tool, route: call.route, index: undefined };
  if (isAborted(context.signal)) {
    pipeline.emit?.({ type: "interrupted", ...base });
    return { ok: false, result: dispatchError(interruptedFailure()) };
  }
  pipeline.emit?.({ type: "started", ...base, arguments: call.arguments });
  const started = pipeline.clock();
  const outcome = await answer(tool, args, context);
  const durationMs = pipeline.clock() - started;
  for (const message of await runPostHooks(pipeline.post, call, { ...outcome, durationMs })) {
    pipeline.emit?.({ type: "hook_failed", ...base, message });
  }
  pipeline.emit?.({ type: "finished", ...base, ok: outcome.ok, durationMs, result: outcome.result });
  return outcome;
}
