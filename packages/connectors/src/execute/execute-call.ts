import { parseConnectorToolName } from "@hermes/catalog/internal";
import type { GatewayClient } from "../gateway/client.js";
import type { ExecuteResult } from "../gateway/types.js";
import { fromRequestError, fromToolError, interrupted } from "./errors.js";
import type { ConnectionRequiredMode, ConnectorCallResult } from "./result.js";
import { canonicalConnectorToolName, slugCandidates } from "../names/codec.js";

/** Options of {@link createConnectorExecutor}. */
export interface ConnectorExecutorOptions {
  readonly client: GatewayClient;
  /** `tools.connectors.enabled`; `false` → every call is `CONNECTORS_UNAVAILABLE`, nothing sent. Default `true`. */
  readonly enabled?: boolean | undefined;
  /** How `CONNECTION_REQUIRED` is told: `link` (default), `manage_connections` or `report_back`. */
  readonly connectionRequired?: ConnectionRequiredMode | undefined;
}

/** Per-call options. */
export interface ExecuteCallOptions {
  /** The user's stop: checked before each request; aborting mid-request cancels it. */
  readonly signal?: AbortSignal | undefined;
}

/** Runs one connector tool; never throws. */
export type ExecuteConnectorCall = (
  name: string,
  args: Readonly<Record<string, unknown>>,
  options?: ExecuteCallOptions,
) => Promise<ConnectorCallResult>;

/**
 * Creates the execute leg: a function a runtime puts inside its tool `invoke`, called once
 * per entry of a connector batch (the dispatcher runs entries in order). Each call is its own
 * `execute` request with its own idempotency key (the client reuses it on its one retry). The
 * name is first made canonical (`canonicalConnectorToolName`: `connectors__gmail__GMAIL_SEND_EMAIL`
 * runs as `connectors__gmail__SEND_EMAIL`, the name approval saw). A
 * `TOOL_NOT_FOUND` under the prefixed slug is retried once under the literal slug, so an entry
 * costs at most two requests. An aborted signal sends nothing (`INTERRUPTED`, also between
 * the two slugs). Failures are results, never throws: see `ConnectorCallErrorCode`.
 *
 * @example
 * ```ts
 * const execute = createConnectorExecutor({ client, connectionRequired: "manage_connections" });
 * const result = await execute("connectors__gmail__SEND_EMAIL", { to: "a@b.c", subject: "Hi" }, { signal });
 * // { data: {…} } or { error: { code: "CONNECTION_REQUIRED", message, connector: "gmail", hint: "Call manage_connections …" } }
 * ```
 */
export function createConnectorExecutor(options: ConnectorExecutorOptions): ExecuteConnectorCall {
  const { client } = options;
  const mode = options.connectionRequired ?? "link";
  return async (name, args, { signal } = {}) => {
    const parsed = parseConnectorToolName(name);
    if (parsed === undefined) {
      return {
        error: {
          code: "INVALID_NAME",
          message: `'${name}' is not a connector tool name (connectors__<connector>__<tool>).`,
        },
      };
    }
    const { connector } = parsed;
    if (options.enabled === false) {
      return {
        error: {
          code: "CONNECTORS_UNAVAILABLE",
          message: "Connector tools are turned off in this runtime.",
          connector,
        },
      };
    }
    // The canonical name's slugs only: every spelling of one vendor tool runs the same slugs, and
    // no spelling reaches a slug of another canonical name (docs/security.md, "One identity per real tool").
    const slugs = [...new Set(slugCandidates(canonicalConnectorToolName(name)))];
    let result: ExecuteResult | undefined;
    for (const [index, slug] of slugs.entries()) {
      if (signal?.aborted === true) return interrupted();
      try {
        result = await client.execute({ connector, tool: slug, arguments: args }, { signal });
      } catch (error) {
        return fromRequestError(error, connector);
      }
      if (result.error?.code !== "TOOL_NOT_FOUND" || index === slugs.length - 1) break;
    }
    if (result === undefined) return interrupted();
    if (result.error !== undefined) return fromToolError(result.error, connector, mode);
    return result.account === undefined ? { data: result.data } : { data: result.data, account: result.account };
  };
}
