import { type RemoteSource, type RemoteUnavailable, type ToolEntry } from "@hermes/catalog";
import { isConnectorToolName, isRecord } from "@hermes/catalog/internal";
import { isBridgeToolName, isVisible, type BridgeScope } from "../bridge-scope.js";

/** What a remote source adds to one `tool_search` call. */
export interface RemoteContribution {
  /** Per query (same order), the remote tools to rank with the local catalog; `undefined`: none. */
  readonly groups: readonly (readonly ToolEntry[])[] | undefined;
  /** Present when the remote reported itself unavailable: shown to the model as `connectors`. */
  readonly status: RemoteUnavailable | undefined;
}

const NONE: RemoteContribution = Object.freeze({ groups: undefined, status: undefined });

/** Reported when a remote source breaks its contract and throws. */
export const REMOTE_FAILED: RemoteUnavailable = Object.freeze({
  status: "unavailable",
  reason: "unreachable",
  hint: "Connector tools could not be reached just now; the other results are complete. Retry later if you need a connected app.",
});

/**
 * Whether a remote tool name may be shown or described in this session: a `connectors__`
 * name the remote owns, not shadowing a visible tool or a bridge tool.
 *
 * @example
 * ```ts
 * admitsRemote(scope, remote, "connectors__gmail__SEND_EMAIL"); // true when the remote owns it
 * ```
 */
export function admitsRemote(scope: BridgeScope, remote: RemoteSource, name: string): boolean {
  return isConnectorToolName(name) && remote.owns(name) && !isVisible(scope, name) && !isBridgeToolName(name);
}

/** Whether a value from a remote has the fields the search reads (a remote is trusted code, but checked). */
function isEntry(value: unknown): value is ToolEntry {
  if (!isRecord(value)) return false;
  const entry = value as Partial<Record<keyof ToolEntry, unknown>>;
  return (
    typeof entry.name === "string" &&
    typeof entry.description === "string" &&
    typeof entry.label === "string" &&
    typeof entry.sourceName === "string" &&
    typeof entry.source === "string" &&
    typeof entry.inputSchema === "object" &&
    entry.inputSchema !== null &&
    (entry.searchHint === undefined || typeof entry.searchHint === "string")
  );
}

/**
 * A status object with exactly the keys `status`, `reason`, `hint`, in that order (whatever
 * else the remote put in it is left out).
 *
 * @example
 * ```ts
 * unavailableStatus({ status: "unavailable", reason: "unreachable", hint: "…" });
 * ```
 */
export function unavailableStatus(status: RemoteUnavailable): RemoteUnavailable {
  return { status: "unavailable", reason: status.reason, hint: status.hint };
}

/**
 * Asks the remote source about all queries in one round trip — only when the session has
 * connectors (`plan.connectors`) and a remote is given; otherwise (and on `silent`) it adds
 * nothing, so the result stays byte-identical to local-only. `unavailable` → its status. A
 * remote that throws (against its contract) counts as unavailable ({@link REMOTE_FAILED}).
 * Remote entries are kept when well-formed and {@link admitsRemote}; group `i` answers query `i`.
 *
 * @example
 * ```ts
 * const { groups, status } = await searchRemote(scope, remote, ["gmail send email"], signal);
 * ```
 */
export async function searchRemote(
  scope: BridgeScope,
  remote: RemoteSource | undefined,
  queries: readonly string[],
  signal: AbortSignal | undefined,
): Promise<RemoteContribution> {
  if (remote === undefined || !scope.plan.connectors) return NONE;
  try {
    const answer = await remote.search(queries, signal);
    if (answer.kind === "unavailable") return { groups: undefined, status: unavailableStatus(answer.status) };
    if (answer.kind !== "results" || !Array.isArray(answer.groups)) return NONE;
    const groups = queries.map((_, index) => {
      const group = answer.groups[index];
      return Array.isArray(group)
        ? (group as readonly unknown[]).filter(
            (entry): entry is ToolEntry => isEntry(entry) && admitsRemote(scope, remote, entry.name),
          )
        : [];
    });
    return { groups, status: undefined };
  } catch {
    return { groups: undefined, status: REMOTE_FAILED };
  }
}
