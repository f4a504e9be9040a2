import type { Server, CallToolResult } from "@modelcontextprotocol/server";
import type { Toolset } from "@hermes/catalog";
import type { DispatchResult } from "@hermes/dispatch";
import type { Assembly, ToolSearch } from "./create-tool-search.js";
import { createFrontServer, type GatewayLog, type McpPassThrough, type McpTool } from "@hermes/mcp";
import type { PolicyGuard } from "./policy-guard.js";
import { withRealTool } from "./real-tool-meta.js";
import { waitAtMost } from "./wait-at-most.js";

/** Options of {@link createToolSearchServer}. */
export interface ToolSearchServerOptions {
  /**
   * The runtime every front session of this server is answered by: one instance, so one hybrid
   * search vector builder (`ToolSearch.embedders`) for all of them, and `tools/list` never waits
   * for vectors.
   */
  readonly search: ToolSearch;
  /** The downstream toolsets, read on every `tools/list` and call (e.g. `hub.toolsets`). */
  readonly toolsets: () => readonly Toolset[];
  /** Subscribes to downstream changes (e.g. `hub.onChange`); the server then emits `tools/list_changed` when its list changes. */
  readonly onChange?: ((listener: () => void) => () => void) | undefined;
  readonly name?: string | undefined;
  readonly version?: string | undefined;
  /**
   * Resolves once the downstream servers' first starts settled (e.g. `hub.ready`). While it is
   * pending, `tools/list` and `tools/call` wait for it up to `startWaitMs`, so a one-shot
   * client (which never reads `tools/list_changed`) still sees servers that start quickly;
   * `initialize` is always answered at once.
   */
  readonly ready?: (() => Promise<void>) | undefined;
  /** Longest wait for `ready` per request. Default 10 000 ms; 0 answers at once. */
  readonly startWaitMs?: number | undefined;
  /**
   * Passes the downstream servers' resources, prompts, completion and log level on (e.g.
   * `hubPassThrough(hub)` from `@hermes/mcp`); without it the server has tools only.
   */
  readonly passThrough?: McpPassThrough | undefined;
  /** Receives a JSON log line per tool call and downstream call (`jsonLineLog` of `@hermes/mcp`); default none. */
  readonly log?: GatewayLog | undefined;
  /**
   * The serve-mode policy: `guard` (its `toolsets` should already be what `toolsets` returns)
   * and the unfiltered `toolsets`, where a call naming a denied tool is recognised and refused
   * with `POLICY_DENIED`; an `ask` asks the front client's user (elicitation). Absent: no policy.
   */
  readonly policy?: { readonly guard: PolicyGuard; readonly toolsets: () => readonly Toolset[] } | undefined;
}

const isCallToolResult = (value: unknown): value is CallToolResult =>
  typeof value === "object" && value !== null && Array.isArray((value as { content?: unknown }).content);

/** A dispatch result as an MCP tool result: a downstream `CallToolResult` passes through; anything else becomes JSON text. */
function dispatchResultToMcp(outcome: DispatchResult): CallToolResult {
  if (isCallToolResult(outcome.result)) return outcome.isError ? { ...outcome.result, isError: true } : outcome.result;
  return {
    content: [{ type: "text", text: JSON.stringify(outcome.result) }],
    ...(outcome.isError ? { isError: true } : {}),
  };
}

/**
 * An MCP server that fronts downstream MCP servers with tool search: `tools/list` is the
 * visible (core and always-load) tools plus `tool_search`, `tool_describe` and `tool_call`;
 * `tools/call` runs through the `ToolSearch` (hooks, approval, validation). The list is
 * byte-stable while the downstream catalogs are unchanged, and `tools/list_changed` is sent
 * when a change alters it (its fingerprint) or changes the definition of any tool, deferred
 * ones included (a rug pull is announced even when the listing's bytes stay the same).
 *
 * @example
 * ```ts
 * const hub = await startMcpHub(servers);
 * const search = createToolSearch({ invoke: mcpInvoke(hub), coreTools: ["read_file"] });
 * await serveStdio(createToolSearchServer({ search, toolsets: () => hub.toolsets(), onChange: (l) => hub.onChange(l) }));
 * ```
 */
export function createToolSearchServer(options: ToolSearchServerOptions): Server {
  // With a policy, a call naming a denied tool (no longer in `toolsets`) is refused as it is resolved.
  const policy = options.policy;
  const assembleOptions =
    policy === undefined
      ? { format: "mcp" as const }
      : { format: "mcp" as const, refuse: (name: string) => policy.guard.refused(name, policy.toolsets()) };
  const assemble = (): Assembly => options.search.assemble(options.toolsets(), assembleOptions);
  let served = assemble().plan.fingerprint;
  // What the client was last told about changed definitions: a rug pull of a deferred tool
  // leaves the list's bytes alone, so it is announced by its own key.
  const changeKey = (assembly: Assembly): string =>
    options.search
      .definitionChanges(assembly)
      .map((change) => `${change.name} ${change.currentHash}`)
      .join("\n");
  let announced = "";
  return createFrontServer({
    name: options.name ?? "hermes-tool-search",
    version: options.version ?? "0.0.0",
    instructions:
      "Most tools of the connected servers are not listed directly: find them with tool_search (keyword queries), read their schemas with tool_describe, and run them with tool_call.",
    ...(options.ready === undefined
      ? {}
      : { beforeRequest: () => waitAtMost(options.ready?.() ?? Promise.resolve(), options.startWaitMs ?? 10_000) }),
    listTools: () => {
      const assembly = assemble();
      served = assembly.plan.fingerprint;
      return assembly.tools as readonly McpTool[];
    },
    callTool: async (name, args, { signal, requestId, request }) => {
      // The front request's own id: a downstream log line can be joined to the request that caused it.
      const id = `mcp-${String(requestId)}`;
      const call = { id, name, arguments: args };
      const assembly = assemble();
      // Resolved once: the run and the real-tool note read the same resolution. The front request
      // goes down with the call: progress, logs, server requests and a policy `ask` reach its client.
      const resolved = options.search.resolve(call, assembly);
      const outcome = await options.search.handle(call, { assembly, signal, request, resolved });
      return withRealTool(dispatchResultToMcp(outcome), resolved);
    },
    ...(options.passThrough === undefined ? {} : { passThrough: options.passThrough }),
    ...(options.log === undefined ? {} : { log: options.log }),
    ...(options.onChange === undefined
      ? {}
      : {
          onToolsChanged: (notify: () => void) =>
            options.onChange?.(() => {
              const assembly = assemble();
              const changes = changeKey(assembly);
              if (assembly.plan.fingerprint !== served || changes !== announced) {
                announced = changes;
                notify();
              }
            }) ?? (() => undefined),
        }),
  });
}
