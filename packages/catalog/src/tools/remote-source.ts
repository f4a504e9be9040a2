import type { ToolEntry } from "./entry.js";

/** Why remote tools are missing from a result, told to the model so it does not guess. */
export interface RemoteUnavailable {
  readonly status: "unavailable";
  /** `sign_in_expired`: the user must sign in again; `unreachable`: the gateway failed or timed out. */
  readonly reason: "sign_in_expired" | "unreachable";
  /** What the model (or user) can do about it. */
  readonly hint: string;
}

/**
 * The answer of a remote search: per query (in the order asked) the remote tools that
 * answer it, as entries with `source: "connectors"` — or, when remote tools are not
 * available, either nothing to say (`silent`: signed out, disabled, or the gateway has no
 * connectors) or a status to report.
 */
export type RemoteSearchResult =
  | { readonly kind: "results"; readonly groups: readonly (readonly ToolEntry[])[] }
  | { readonly kind: "silent" }
  | { readonly kind: "unavailable"; readonly status: RemoteUnavailable };

/** The answer of a remote describe: each name resolved on its own. */
export type RemoteDescribeResult =
  | {
      readonly kind: "results";
      /** Entries found, by the name asked. */
      readonly tools: ReadonlyMap<string, ToolEntry>;
      /** Names that failed, with the reason to show. */
      readonly errors: ReadonlyMap<string, string>;
    }
  | { readonly kind: "silent" }
  | { readonly kind: "unavailable"; readonly status: RemoteUnavailable };

/**
 * A source of remote tools (a hosted connector gateway) that joins tool search. Implemented
 * by `@hermes/connectors`; anything with the same shape works (tests use an in-memory one).
 * Implementations never throw: failures come back as `silent` or `unavailable`.
 */
export interface RemoteSource {
  /** Whether a tool name belongs to this source (e.g. `connectors__gmail__SEND_EMAIL`). */
  owns(name: string): boolean;
  /**
   * The one name of the real tool that `name` (a name this source owns) runs, when several
   * spellings reach the same tool (`connectors__gmail__GMAIL_SEND_EMAIL` and
   * `connectors__gmail__SEND_EMAIL`). The dispatcher shows hooks, guardrails, approval and
   * events this name, so a denial of a tool denies every spelling of it. Absent: names are
   * already canonical.
   */
  canonicalName?(name: string): string;
  /** All queries in one round trip. */
  search(queries: readonly string[], signal?: AbortSignal): Promise<RemoteSearchResult>;
  /** Full schemas for names this source owns. */
  describe(names: readonly string[], signal?: AbortSignal): Promise<RemoteDescribeResult>;
}
