import { type RemoteSource, type RemoteUnavailable } from "@hermes/catalog";
import { isRecord } from "@hermes/catalog/internal";
import { REMOTE_FAILED, unavailableStatus } from "../search/remote.js";
import type { DescribedTool } from "./result.js";

/** What the remote source said about the connector names of one `tool_describe` call. */
export interface RemoteDescriptions {
  readonly tools: ReadonlyMap<string, DescribedTool>;
  readonly errors: ReadonlyMap<string, string>;
  /** Set when the remote is unavailable; every name asked then has an error. */
  readonly status: RemoteUnavailable | undefined;
}

const EMPTY: RemoteDescriptions = Object.freeze({ tools: new Map(), errors: new Map(), status: undefined });

function unavailable(names: readonly string[], status: RemoteUnavailable): RemoteDescriptions {
  const message = (name: string): string =>
    `'${name}' could not be described: connector tools are unavailable right now (${status.reason}). ${status.hint}`;
  return {
    tools: new Map(),
    errors: new Map(names.map((name) => [name, message(name)])),
    status: unavailableStatus(status),
  };
}

/**
 * Asks the remote source for the schemas of `names` (connector names already admitted for the
 * session) in one call. `results` → each name found becomes a described tool, each error is
 * kept by name; names in neither are left out (the caller reports them not found). `silent`
 * → nothing (as if connectors did not exist). `unavailable`, or a remote that throws → an
 * error for every name plus the status. Never throws.
 *
 * @example
 * ```ts
 * const { tools, errors, status } = await describeRemote(remote, ["connectors__gmail__SEND_EMAIL"], signal);
 * ```
 */
export async function describeRemote(
  remote: RemoteSource,
  names: readonly string[],
  signal: AbortSignal | undefined,
): Promise<RemoteDescriptions> {
  if (names.length === 0) return EMPTY;
  try {
    const answer = await remote.describe(names, signal);
    if (answer.kind === "unavailable") return unavailable(names, answer.status);
    if (answer.kind !== "results") return EMPTY;
    const tools = new Map<string, DescribedTool>();
    const errors = new Map<string, string>();
    for (const name of names) {
      const entry = answer.tools.get(name);
      const error = answer.errors.get(name);
      if (entry !== undefined && isRecord(entry.inputSchema)) {
        tools.set(name, {
          description: typeof entry.description === "string" ? entry.description : "",
          parameters: entry.inputSchema,
        });
      } else if (typeof error === "string") errors.set(name, error);
    }
    return { tools, errors, status: undefined };
  } catch {
    return unavailable(names, REMOTE_FAILED);
  }
}
