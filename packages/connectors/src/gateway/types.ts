import type { ConnectUrlRefusal } from "./safe-url.js";
import type { JsonSchemaObject } from "@hermes/catalog";

/** A vendor tool's schema as the gateway describes it. */
export interface VendorToolSchema {
  /** The connector as the gateway spells it (`Gmail` or `gmail`). */
  readonly connector: string;
  /** The vendor slug (`GMAIL_SEND_EMAIL`). */
  readonly tool: string;
  readonly description: string;
  readonly inputSchema: JsonSchemaObject;
}

/** One group of a search answer; group `i` answers query `i`. */
export interface SearchGroup {
  /** The index the gateway echoed, if any. */
  readonly index: number | undefined;
  /** The query the gateway echoed. */
  readonly useCase: string;
  /** Vendor slugs, best first. */
  readonly tools: readonly string[];
  /** Set when the gateway could not answer this query. */
  readonly error: string | undefined;
}

/** A connector and whether the user has connected it. */
export interface ConnectorStatus {
  readonly connector: string;
  readonly connected: boolean;
  readonly description: string;
}

/** The validated answer of `POST v1/connectors/search`. */
export interface SearchResponse {
  readonly results: readonly SearchGroup[];
  /** Slug → schema; entries that are not well-formed are left out. */
  readonly schemas: ReadonlyMap<string, VendorToolSchema>;
  readonly connections: readonly ConnectorStatus[];
}

/** The validated answer of `POST v1/connectors/schemas`. */
export interface SchemasResponse {
  readonly schemas: ReadonlyMap<string, VendorToolSchema>;
}

/** A tool-level error from `execute`. */
export interface VendorToolError {
  /** `TOOL_NOT_ALLOWED`, `CONNECTION_REQUIRED`, `TOOL_NOT_FOUND`, `PROVIDER_ERROR` (or another code the gateway sent). */
  readonly code: string;
  readonly message: string;
  readonly connector: string | undefined;
  readonly connectUrl: string | undefined;
  /** Why the gateway's connect URL was withheld (`connectUrl` is then `undefined`). */
  readonly connectUrlRefused?: ConnectUrlRefusal | undefined;
  readonly connectionId: string | undefined;
  readonly hint: string | undefined;
}

/** One tool's result from `POST v1/connectors/execute`. */
export interface ExecuteResult {
  readonly data: unknown;
  readonly error: VendorToolError | undefined;
  readonly account: unknown;
}

/** What `execute` sends for one tool. */
export interface ExecuteRequest {
  readonly connector: string;
  /** The vendor slug. */
  readonly tool: string;
  readonly arguments: Readonly<Record<string, unknown>>;
}

/** One connector's answer from `POST v1/connectors/connections`. */
export interface ConnectionStart {
  readonly connector: string;
  /** `initiated`: the user must open `connectUrl`; `settled`: nothing to do. */
  readonly status: "initiated" | "settled";
  readonly connectUrl: string | undefined;
  /** Why the gateway's connect URL was withheld (`connectUrl` is then `undefined`). */
  readonly connectUrlRefused?: ConnectUrlRefusal | undefined;
}

/** What `connections` sends. */
export interface ConnectionsRequest {
  readonly connectors: readonly string[];
  /** Start a new authorization even for connected connectors (`reconnect`). */
  readonly reinitiate: boolean;
  /** Name the new account (one aliased target per call). */
  readonly alias?: { readonly connector: string; readonly alias: string } | undefined;
}

/** All connectors from the paginated list. */
export interface ConnectorList {
  readonly items: readonly ConnectorStatus[];
  /** `false` when the page bound was reached (or a cursor repeated) before the last page. */
  readonly complete: boolean;
}

/** A connected (or pending) account of a connector. */
export interface ConnectorAccount {
  readonly connector: string;
  /** The account's alias, 1–32 of `[a-z0-9-]`. */
  readonly alias: string;
  readonly connected: boolean;
}

/** What `rename` sends: the account (alias optional when the connector has one) and its new alias. */
export interface RenameRequest {
  readonly connector: string;
  readonly alias?: string | undefined;
  readonly to: string;
}
