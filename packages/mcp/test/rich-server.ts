// Test helper (not built): a downstream MCP server with resources, a resource template,
// a prompt with completion, a log level, a tool that reports progress and one that waits to be
// cancelled — what the gateway's pass-through tests put behind the hub.
import { completable, McpServer, ResourceTemplate, type Server } from "@modelcontextprotocol/server";
import { z } from "zod";

/** A rich server named `name` and what it observed. */
/** The request context of a tool handler: what `reportTwoSteps` needs of it. */
type ToolContext = Parameters<Parameters<McpServer["registerTool"]>[2]>[1];

/** Sends "step 1" and "step 2" of 2 as progress, when the call asked for progress. */
export async function reportTwoSteps(ctx: ToolContext): Promise<void> {
  const token = ctx.mcpReq._meta?.progressToken;
  if (token === undefined) return;
  for (const progress of [1, 2])
    await ctx.mcpReq.notify({
      method: "notifications/progress",
      params: { progressToken: token, progress, total: 2, message: `step ${progress}` },
    });
}

export interface RichServer {
  readonly server: McpServer;
  /** Its low-level server (what `connect` and `serveStdio` take). */
  readonly lowLevel: Server;
  /** The log levels it was set to, in order. */
  readonly levels: string[];
  /** Per `work` call: its JSON-RPC id and the `traceparent` in its `_meta`. */
  readonly calls: { readonly id: string | number; readonly traceparent: unknown }[];
  /** Resolves when a `wait` call started; `cancelled` once its signal fired. */
  readonly waitStarted: Promise<void>;
  readonly cancelled: Promise<void>;
}

export function richServer(name: string, words: readonly string[]): RichServer {
  const server = new McpServer(
    { name, version: "1.0.0" },
    { capabilities: { logging: {}, resources: {}, prompts: {}, tools: {}, completions: {} } },
  );
  const levels: string[] = [];
  const calls: { id: string | number; traceparent: unknown }[] = [];
  let started: () => void = () => undefined;
  let aborted: () => void = () => undefined;
  const waitStarted = new Promise<void>((resolve) => (started = resolve));
  const cancelled = new Promise<void>((resolve) => (aborted = resolve));
  for (const id of ["2", "1"])
    server.registerResource(`note ${id}`, `note://${id}`, { mimeType: "text/plain" }, (uri) => ({
      contents: [{ uri: uri.href, text: `${name} note ${id}` }],
    }));
  server.registerResource(
    "notes by id",
    new ResourceTemplate("note://{id}", {
      list: undefined,
      complete: { id: (value) => ["1", "2"].filter((id) => id.startsWith(value)) },
    }),
    { mimeType: "text/plain" },
    (uri, variables) => ({ contents: [{ uri: uri.href, text: `${name} note ${String(variables["id"])}` }] }),
  );
  server.registerPrompt(
    "greet",
    {
      description: `Greets someone (${name})`,
      argsSchema: z.object({ who: completable(z.string(), (value) => words.filter((word) => word.startsWith(value))) }),
    },
    ({ who }) => ({ messages: [{ role: "user", content: { type: "text", text: `${name} greets ${who}` } }] }),
  );
  server.registerTool("work", { description: "Reports progress twice, then answers." }, async (ctx) => {
    calls.push({ id: ctx.mcpReq.id, traceparent: ctx.mcpReq._meta?.["traceparent"] });
    await reportTwoSteps(ctx);
    return { content: [{ type: "text", text: `${name} worked` }] };
  });
  server.registerTool("wait", { description: "Answers only when cancelled." }, async (ctx) => {
    started();
    await new Promise<void>((resolve) => ctx.mcpReq.signal.addEventListener("abort", () => resolve(), { once: true }));
    aborted();
    return { content: [{ type: "text", text: "cancelled" }] };
  });
  server.server.setRequestHandler("logging/setLevel", (request) => {
    levels.push(request.params.level);
    return {};
  });
  return { server, lowLevel: server.server, levels, calls, waitStarted, cancelled };
}
