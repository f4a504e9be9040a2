// Test helper (not a test): tool search in front of a hub of built fixture servers (stdio
// children), with what the runtime reported captured.
import {
  createToolSearch,
  mcpInvoke,
  type ActivityEvent,
  type McpHub,
  type ToolSearch,
  type ToolSearchOptions,
} from "@hermes/tool-search";

/** Per-call deadline of calls expected to answer: generous, so a loaded CI machine cannot turn them into timeouts. */
export const HEALTHY_CALL_MS = 30_000;

/** A tool search running its tools on `hub`, with local batches allowed (sequential). */
export interface McpRig {
  readonly hub: McpHub;
  readonly search: ToolSearch;
  readonly activity: ActivityEvent[];
  readonly logs: string[];
}

/** Wires `createToolSearch` to the hub; `extra` overrides options. */
export function mcpRig(hub: McpHub, extra: ToolSearchOptions = {}): McpRig {
  const activity: ActivityEvent[] = [];
  const logs: string[] = [];
  const search = createToolSearch({
    contextLength: 100_000,
    invoke: mcpInvoke(hub),
    localBatches: "sequential",
    events: (event) => void activity.push(event),
    logger: { warn: (message) => void logs.push(message) },
    ...extra,
  });
  return { hub, search, activity, logs };
}

/**
 * `hub` with its deadline split: calls that `hangs` picks keep the hub's own short
 * `callTimeoutMs`, which the test waits for; every other call gets {@link HEALTHY_CALL_MS}.
 * Hand it to {@link mcpRig} so that only the deliberately hung call can time out.
 */
export function shortDeadlineOnlyFor(hub: McpHub, hangs: (name: string, args: unknown) => boolean): McpHub {
  return {
    ...hub,
    invoke: (name, args, options = {}) =>
      hub.invoke(name, args, hangs(name, args) ? options : { timeoutMs: HEALTHY_CALL_MS, ...options }),
  };
}

/** Whether a hub call is the fixture's `slow` for 60 s or more: the hung call of the hang tests. */
export function isHungCall(name: string, args: unknown): boolean {
  const ms = (args as { readonly ms?: unknown } | undefined)?.ms;
  return name === "slow" && typeof ms === "number" && ms >= 60_000;
}

/** The first text content of an MCP `CallToolResult`, or `""`. */
export function textOf(result: unknown): string {
  const content = (result as { content?: readonly { text?: unknown }[] } | undefined)?.content;
  const text = content?.[0]?.text;
  return typeof text === "string" ? text : "";
}

/** The `code` of a dispatch error result (`{error, code}`), or `undefined`. */
export function codeOf(result: unknown): string | undefined {
  const code = (result as { code?: unknown } | undefined)?.code;
  return typeof code === "string" ? code : undefined;
}

/** Whether a `tool_search` answer (JSON text) lists a server that is still starting or restarting. */
function stillStarting(answer: string): boolean {
  const parsed = JSON.parse(answer) as { unavailable_sources?: readonly { reason: string }[] };
  return (parsed.unavailable_sources ?? []).some(
    (source) => source.reason === "starting" || /^restart \d+ of \d+$/.test(source.reason),
  );
}

/**
 * Resolves once the front server behind `client` (the CLI's `serve`, which answers before its
 * servers are up) has no server still starting: polled through `tool_search`, within `ms`.
 */
export async function untilServersSettled(
  client: {
    listTools(): Promise<{ tools: { name: string }[] }>;
    callTool(request: { name: string; arguments: Record<string, unknown> }): Promise<unknown>;
  },
  ms = 30_000,
): Promise<void> {
  const deadline = Date.now() + ms;
  for (;;) {
    const listed = await client.listTools();
    if (listed.tools.some((tool) => tool.name === "tool_search")) {
      const answer = textOf(await client.callTool({ name: "tool_search", arguments: { queries: ["settled"] } }));
      if (!stillStarting(answer)) return;
    }
    if (Date.now() > deadline) throw new Error(`the servers did not settle within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
