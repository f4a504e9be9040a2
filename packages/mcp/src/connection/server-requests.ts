import {
  ProtocolError,
  ProtocolErrorCode,
  type Client,
  type ClientCapabilities,
  type LoggingMessageNotificationParams,
} from "@modelcontextprotocol/client";
import type { ForwardedRequest, FrontScope } from "./front-scope.js";

/**
 * What a downstream server may ask of the front client through the gateway (`forward` in its
 * config entry): `sampling` (`sampling/createMessage`), `elicitation` (`elicitation/create`) and
 * `roots` (`roots/list`). The SDK client also answers a 2026-07-28 server's multi-round
 * `input_required` results through the same handlers, so one setting covers both forms.
 */
export type McpForwardKind = "sampling" | "elicitation" | "roots";

/** Every kind, in the order the docs list them. */
export const MCP_FORWARD_KINDS: readonly McpForwardKind[] = Object.freeze(["sampling", "elicitation", "roots"]);

const METHOD: Readonly<Record<McpForwardKind, ForwardedRequest["method"]>> = {
  sampling: "sampling/createMessage",
  elicitation: "elicitation/create",
  roots: "roots/list",
};

/**
 * The client capabilities a downstream connection declares for `forward`: none by default, so a
 * server that follows the spec never asks; each allowed kind adds its capability.
 *
 * @example
 * ```ts
 * forwardCapabilities(["sampling"]); // { sampling: {} }
 * ```
 */
export function forwardCapabilities(forward: readonly McpForwardKind[]): ClientCapabilities {
  return {
    ...(forward.includes("sampling") ? { sampling: {} } : {}),
    ...(forward.includes("elicitation") ? { elicitation: { form: {} } } : {}),
    ...(forward.includes("roots") ? { roots: {} } : {}),
  };
}

/**
 * The front requests with a tool call running on one downstream server. A server-initiated
 * request or a log message of that server goes to the front client of those calls, and only
 * when they all come from one front client: the gateway never guesses between two clients.
 */
export class InFlightCalls {
  readonly #scopes = new Map<FrontScope, number>();

  /** Records a running call; the returned function removes it again. */
  add(scope: FrontScope): () => void {
    this.#scopes.set(scope, (this.#scopes.get(scope) ?? 0) + 1);
    return () => {
      const left = (this.#scopes.get(scope) ?? 1) - 1;
      if (left <= 0) this.#scopes.delete(scope);
      else this.#scopes.set(scope, left);
    };
  }

  /** The front scope to reach: the latest call's, when every running call has the same client; else why not. */
  target(): FrontScope | "none" | "ambiguous" {
    const scopes = [...this.#scopes.keys()];
    const last = scopes.at(-1);
    if (last === undefined) return "none";
    return scopes.every((scope) => scope.client === last.client) ? last : "ambiguous";
  }
}

const refused = (method: string, server: string, why: string): ProtocolError =>
  new ProtocolError(ProtocolErrorCode.InvalidRequest, `${method} from MCP server "${server}" was refused: ${why}`);

const declares = (capabilities: ClientCapabilities | undefined, kind: McpForwardKind): boolean =>
  capabilities?.[kind] !== undefined;

/**
 * Answers the downstream server's `forward` requests on `client` by passing them to the front
 * client of the call that is running (see {@link InFlightCalls}). Refused, with a JSON-RPC error
 * the server can show, when no call is running, when calls of two front clients run, or when
 * the front client did not declare the capability. `client` must declare
 * {@link forwardCapabilities} of the same `forward`.
 */
export function registerServerRequests(
  client: Client,
  server: string,
  forward: readonly McpForwardKind[],
  calls: InFlightCalls,
): void {
  // Undeclared capabilities keep a well-behaved server from asking; one that asks anyway is told why not.
  const previous = client.fallbackRequestHandler;
  client.fallbackRequestHandler = async (request, ctx) => {
    const kind = MCP_FORWARD_KINDS.find((candidate) => METHOD[candidate] === request.method);
    if (kind !== undefined && !forward.includes(kind))
      throw refused(request.method, server, `its config does not allow it (add "forward": ["${kind}"] to its entry)`);
    if (previous !== undefined) return previous(request, ctx);
    throw new ProtocolError(ProtocolErrorCode.MethodNotFound, `Method not found: ${request.method}`);
  };
  for (const kind of forward) {
    const method = METHOD[kind];
    const handle = async (params: Record<string, unknown> | undefined, signal: AbortSignal) => {
      const target = calls.target();
      if (target === "none")
        throw refused(method, server, "it did not come during a tool call, so there is no client to pass it to");
      if (target === "ambiguous")
        throw refused(method, server, "tool calls of more than one client are running on this server");
      if (!declares(target.capabilities(), kind))
        throw refused(method, server, `the client did not declare the "${kind}" capability`);
      return target.request({ method, params }, signal);
    };
    // Each method's handler is typed by the SDK per method; the forwarded result is the front client's own.
    if (kind === "sampling")
      client.setRequestHandler(
        "sampling/createMessage",
        async (request, ctx) => (await handle(request.params, ctx.mcpReq.signal)) as never,
      );
    else if (kind === "elicitation")
      client.setRequestHandler(
        "elicitation/create",
        async (request, ctx) => (await handle(request.params, ctx.mcpReq.signal)) as never,
      );
    else
      client.setRequestHandler(
        "roots/list",
        async (request, ctx) => (await handle(request.params, ctx.mcpReq.signal)) as never,
      );
  }
}

/**
 * A downstream log message as the front client gets it: the logger names the server
 * (`<server>` or `<server>/<logger>`), so two servers' messages can be told apart.
 */
export function taggedLog(server: string, params: LoggingMessageNotificationParams): LoggingMessageNotificationParams {
  return { ...params, logger: params.logger === undefined ? server : `${server}/${params.logger}` };
}

/** A downstream notification no running call claims: for every front client that listens. */
export type McpDownstreamNotice =
  | { readonly kind: "log"; readonly server: string; readonly params: LoggingMessageNotificationParams }
  | { readonly kind: "resource-updated"; readonly server: string; readonly uri: string };
