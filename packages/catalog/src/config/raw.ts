import { TOOL_SEARCH_KEYS } from "./keys.js";
import type { EndpointConfig, RawEndpointConfig } from "./definition.js";
import type { RawToolSearchConfig, ToolSearchConfig } from "./types.js";

function rawEndpoint(endpoint: EndpointConfig): RawEndpointConfig {
  return {
    url: endpoint.url,
    model: endpoint.model,
    ...(endpoint.apiKeyEnv === undefined ? {} : { api_key_env: endpoint.apiKeyEnv }),
    timeout_ms: endpoint.timeoutMs,
    share: endpoint.share,
  };
}

/**
 * Writes a normalised config back as a raw snake_case block (every key present; `dense` is `undefined` when off), e.g. to
 * persist it or show it to a user. `normalizeConfig(toRawConfig(c))` gives `c` back with no
 * warnings, and `parseConfig` accepts it, for every `c` that `normalizeConfig` produced.
 *
 * @example
 * ```ts
 * toRawConfig(DEFAULT_CONFIG).threshold_pct; // 5
 * ```
 */
export function toRawConfig(
  config: ToolSearchConfig,
): Required<Omit<RawToolSearchConfig, "dense">> & { readonly dense: RawEndpointConfig | undefined } {
  const entries = Object.entries(TOOL_SEARCH_KEYS).map(([property, key]) => {
    const value: unknown = config[property as keyof ToolSearchConfig];
    if (key.kind === "endpoint") return [key.name, config.dense === undefined ? undefined : rawEndpoint(config.dense)];
    return [key.name, Array.isArray(value) ? [...(value as readonly string[])] : value];
  });
  return Object.fromEntries(entries) as Required<Omit<RawToolSearchConfig, "dense">> & {
    readonly dense: RawEndpointConfig | undefined;
  };
}
