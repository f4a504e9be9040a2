import type { Server } from "@modelcontextprotocol/server";
import type { McpFrontNotice, McpPassThrough } from "../hub/hub-pass-through.js";
import { frontLogAllows, setFrontLogLevel } from "./front-log-level.js";

// The resource URIs each front connection subscribed to (front-facing URIs).
const subscribed = new WeakMap<Server, Set<string>>();
const subscriptionsOf = (server: Server): Set<string> => {
  let uris = subscribed.get(server);
  if (uris === undefined) subscribed.set(server, (uris = new Set()));
  return uris;
};

/**
 * Sends `notice` to the client of `server` when it is this client's: a log message at or above
 * its level, an update of a resource it subscribed to. Never rejects.
 */
export function deliverNotice(server: Server, notice: McpFrontNotice): void {
  if (notice.kind === "log") {
    if (frontLogAllows(server, notice.params.level))
      server.notification({ method: "notifications/message", params: notice.params }).catch(() => undefined);
  } else if (subscriptionsOf(server).has(notice.uri))
    server
      .notification({ method: "notifications/resources/updated", params: { uri: notice.uri } })
      .catch(() => undefined);
}

/** Drops every subscription the client of `server` still held (its connection closed). */
export function releaseSubscriptions(server: Server, passThrough: McpPassThrough): void {
  const uris = subscriptionsOf(server);
  for (const uri of uris) passThrough.unsubscribe(uri).catch(() => undefined);
  uris.clear();
}

/** The capabilities a front server with a pass-through declares besides `tools`. */
export const PASS_THROUGH_CAPABILITIES = Object.freeze({
  resources: { subscribe: true },
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
 * `prompts/get`, `completion/complete`, `resources/subscribe`, `resources/unsubscribe` and
 * `logging/setLevel` from `passThrough`, each after
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
  server.setRequestHandler("resources/subscribe", async (request) => {
    await settle();
    const uris = subscriptionsOf(server);
    if (uris.has(request.params.uri)) return {};
    await passThrough.subscribe(request.params.uri);
    uris.add(request.params.uri);
    return {};
  });
  server.setRequestHandler("resources/unsubscribe", async (request) => {
    await settle();
    const uris = subscriptionsOf(server);
    if (uris.delete(request.params.uri)) await passThrough.unsubscribe(request.params.uri);
    return {};
  });
  server.setRequestHandler("logging/setLevel", async (request) => {
    await settle();
    setFrontLogLevel(server, request.params.level);
    await passThrough.setLogLevel(request.params.level);
    return {};
  });
}
