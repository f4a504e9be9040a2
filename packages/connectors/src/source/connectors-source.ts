import {
  type Logger,
  type RemoteDescribeResult,
  type RemoteSearchResult,
  type RemoteSource,
  type ToolEntry,
} from "@hermes/catalog";
import { isConnectorToolName, parseConnectorToolName } from "@hermes/catalog/internal";
import type { GatewayClient } from "../gateway/client.js";
import { isGatewayError } from "../gateway/error.js";
import type { SearchResponse, VendorToolSchema } from "../gateway/types.js";
import { canonicalConnectorToolName, slugCandidates } from "../names/codec.js";
import { entriesForSlugs, remoteEntry } from "./remote-entries.js";
import { legFailure } from "./status.js";

/** Options of {@link createConnectorsSource}. */
export interface ConnectorsSourceOptions {
  readonly client: GatewayClient;
  /** `tools.connectors.enabled`; `false` → every answer is `silent` and nothing is sent. Default `true`. */
  readonly enabled?: boolean | undefined;
  /** Warnings: twins, dropped groups, gateway failures (never the token). */
  readonly logger?: Logger | undefined;
}

const SILENT = Object.freeze({ kind: "silent" as const });

function failed(error: unknown, leg: string, logger: Logger | undefined): ReturnType<typeof legFailure> {
  const failure = legFailure(error);
  if (failure.kind === "unavailable") {
    const why = isGatewayError(error) ? error.message : "unexpected failure";
    logger?.warn(`connectors: ${leg} failed (${failure.status.reason}): ${why}`, { reason: failure.status.reason });
  }
  return failure;
}

/** The groups of a search answer, per query asked; a group whose echo differs is dropped. */
function searchGroups(queries: readonly string[], answer: SearchResponse, logger: Logger | undefined): ToolEntry[][] {
  const kept = queries.map((query, index) => {
    const group = answer.results[index];
    if (group === undefined || group.error !== undefined) return [];
    if (group.useCase !== query || (group.index !== undefined && group.index !== index)) {
      logger?.warn(
        `connectors: search group ${index} answered ${JSON.stringify(group.useCase)} instead of ${JSON.stringify(query)}; dropped`,
        { index },
      );
      return [];
    }
    return group.tools;
  });
  const entries = entriesForSlugs(kept.flat(), answer.schemas, logger);
  return kept.map((slugs) => {
    const seen = new Set<string>();
    const group: ToolEntry[] = [];
    for (const slug of slugs) {
      const entry = entries.get(slug);
      if (entry === undefined || seen.has(entry.name)) continue;
      seen.add(entry.name);
      group.push(entry);
    }
    return group;
  });
}

/**
 * The hosted gateway as a catalog `RemoteSource` (it never throws):
 * - `owns(name)`: a valid `connectors__<connector>__<tool>` name, while enabled;
 * - `canonicalName(name)`: `canonicalConnectorToolName` (one name per vendor tool);
 * - `search(queries)`: all queries in one `search` request (deadline: the client's search
 *   timeout, 30 s by default). Group `i` answers query `i` (by position); a group whose echoed
 *   `useCase` (or `index`) differs is dropped with a warning; each hit becomes an entry
 *   (`source: "connectors"`, `sourceName` as the gateway spelled the connector, the schema from
 *   the response) and a hit without a schema is dropped; twins keep the prefixed slug with one
 *   warning naming both;
 * - `describe(names)`: one `schemas` request for every name's candidates (prefixed slug
 *   first, then literal); each name resolves on its own — found → entry, invalid name → error,
 *   unknown → left out (the bridge reports it not found).
 * Failures: signed out, disabled, 404 or the caller's abort → `silent` (no request at all when
 * signed out or disabled); 401/403 → `unavailable` `sign_in_expired`; anything else →
 * `unavailable` `unreachable`.
 *
 * @example
 * ```ts
 * const remote = createConnectorsSource({ client: createGatewayClient({ origin, getToken }) });
 * await searchTools({ queries: ["send an email"] }, { scope, config, remote });
 * ```
 */
export function createConnectorsSource(options: ConnectorsSourceOptions): RemoteSource {
  const { client, logger } = options;
  const enabled = options.enabled !== false;
  return {
    owns: (name) => enabled && isConnectorToolName(name),
    canonicalName: canonicalConnectorToolName,

    async search(queries, signal): Promise<RemoteSearchResult> {
      if (!enabled) return SILENT;
      if (queries.length === 0) return { kind: "results", groups: [] };
      try {
        const answer = await client.search(queries, { signal });
        return { kind: "results", groups: searchGroups(queries, answer, logger) };
      } catch (error) {
        return failed(error, "search", logger);
      }
    },

    async describe(names, signal): Promise<RemoteDescribeResult> {
      if (!enabled) return SILENT;
      const tools = new Map<string, ToolEntry>();
      const errors = new Map<string, string>();
      const wanted = new Map<string, string[]>();
      for (const name of names) {
        const candidates = slugCandidates(name);
        if (candidates.length === 0)
          errors.set(name, `'${name}' is not a connector tool name (connectors__<connector>__<tool>).`);
        else wanted.set(name, candidates);
      }
      if (wanted.size === 0) return { kind: "results", tools, errors };
      let schemas: ReadonlyMap<string, VendorToolSchema>;
      try {
        schemas = (await client.schemas([...new Set([...wanted.values()].flat())], { signal })).schemas;
      } catch (error) {
        return failed(error, "describe", logger);
      }
      for (const [name, candidates] of wanted) {
        const connector = parseConnectorToolName(name)?.connector;
        const schema = candidates
          .map((slug) => schemas.get(slug))
          .find((found) => found !== undefined && found.connector.toLowerCase() === connector);
        if (schema === undefined) continue;
        const entry = remoteEntry(name, schema);
        if (entry === undefined) errors.set(name, `'${name}' has a schema the catalog cannot use.`);
        else tools.set(name, entry);
      }
      return { kind: "results", tools, errors };
    },
  };
}
