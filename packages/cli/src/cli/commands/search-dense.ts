// What `search` says about the dense rerank (tools.tool_search.dense).
import type { DenseStatus } from "@hermes/bridge";
import type { EndpointConfig } from "@hermes/catalog";

/**
 * The line `search` prints about the dense rerank, or `undefined` for none: without a
 * `tools.tool_search.dense` block nothing; when the rerank degraded, always
 * `dense rerank: degraded (DENSE_TIMEOUT): the built-in ranking is shown` (the endpoint's error
 * code); when it applied, only with `--explain`:
 * `dense rerank: applied (model text-embedding-3-small, share 0.3)`. Never names the URL or the key.
 *
 * @example
 * ```ts
 * explainDense(config.dense, result.dense, args.explain); // "dense rerank: degraded (DENSE_HTTP): …"
 * ```
 */
export function explainDense(
  config: EndpointConfig | undefined,
  status: DenseStatus | undefined,
  explain: boolean,
): string | undefined {
  if (config === undefined) return undefined;
  if (status !== undefined) return `dense rerank: ${status.status} (${status.code}): the built-in ranking is shown`;
  return explain ? `dense rerank: applied (model ${config.model}, share ${config.share})` : undefined;
}
