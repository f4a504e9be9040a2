import type { Server } from "@modelcontextprotocol/server";
import type { McpPassThrough } from "../hub/hub-pass-through.js";
import { setFrontLogLevel } from "./front-log-level.js";

/** The capabilities a front server with a pass-through declares besides `tools`. */
export const PASS_THROUGH_CAPABILITIES = Object.freeze({
  resources: {},
  prompts: {},
  completions: {},
  logging: {},
});

/** The W3C trace context of a request's `_meta` (`traceparent`, `tracestate`), to send downstream with it. */
export function traceMeta(meta: Readonly<Record<string, unknown>> | undefined): Record<string, string> | undefined {
  if (meta === undefined) return undefined;
  const picked = Object.fromEntries(
    ["traceparent", "tracestate"].flatMap((key) => (typeof meta[key] === "string" ? [[key, meta[key]]] : [])),
  ) as Record<string, string>;
  return Object.keys(picked).length === 0 ? undefined : picked;
}

/**
 * Answers `resources/list`, `resources/templates/list`, `resources/read`, `prompts/list`,
 * `prompts/get`, `completion/complete` and `logging/setLevel` from `passThrough`, each after
 * `before` (a bounded wait for servers still starting). Lists come in one page.
 */
export function registerPassThrough(server: Server, passThrough: McpPassThrough, before: () => Promise<void>): void {
  const settle = (): Promise<void> => before().catch(() => undefined);
  server.setRequestHandler("resources/list", async () => {
    await settle();
    return passThrough.listResources();
  });
  server.setRequestHandler("resources/templates/list", async () => {
    await settle();
    return passThrough.listResourceTemplates();
  });
  server.setRequestHandler("resources/read", async (request, ctx) => {
    await settle();
    return passThrough.readResource(request.params.uri, ctx.mcpReq.signal);
  });
  server.setRequestHandler("prompts/list", async () => {
    await settle();
    return passThrough.listPrompts();
  });
  server.setRequestHandler("prompts/get", async (request, ctx) => {
    await settle();
    return passThrough.getPrompt(request.params.name, request.params.arguments, ctx.mcpReq.signal);
  });
  server.setRequestHandler("completion/complete", async (request, ctx) => {
    await settle();
    return passThrough.complete(request.params, ctx.mcpReq.signal);
  });
  server.setRequestHandler("logging/setLevel", async (request) => {
    await settle();
    setFrontLogLevel(server, request.params.level);
    await passThrough.setLogLevel(request.params.level);
    return {};
  });
}
