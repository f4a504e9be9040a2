/** The gateway routes the client calls. */
export type GatewayRoute = "search" | "schemas" | "execute" | "connections" | "list" | "accounts" | "rename";

/** Every route, in a fixed order. */
export const GATEWAY_ROUTES: readonly GatewayRoute[] = Object.freeze([
  "search",
  "schemas",
  "execute",
  "connections",
  "list",
  "accounts",
  "rename",
]);

/** Method and path (relative to the origin) of each route. */
export const ROUTE_PATHS: Readonly<Record<GatewayRoute, { readonly method: "GET" | "POST"; readonly path: string }>> =
  Object.freeze({
    search: { method: "POST", path: "v1/connectors/search" },
    schemas: { method: "POST", path: "v1/connectors/schemas" },
    execute: { method: "POST", path: "v1/connectors/execute" },
    connections: { method: "POST", path: "v1/connectors/connections" },
    list: { method: "GET", path: "v1/connectors" },
    accounts: { method: "GET", path: "v1/connectors/accounts" },
    rename: { method: "POST", path: "v1/connectors/accounts/rename" },
  });

/**
 * Per-attempt deadline of each route, ms: search 30 s, schemas 10 s, execute 60 s,
 * connections 30 s; list pages 30 s, account read 10 s, rename 10 s.
 */
export const DEFAULT_TIMEOUTS_MS: Readonly<Record<GatewayRoute, number>> = Object.freeze({
  search: 30_000,
  schemas: 10_000,
  execute: 60_000,
  connections: 30_000,
  list: 30_000,
  accounts: 10_000,
  rename: 10_000,
});

/**
 * Retries after the first attempt: schemas 1, execute 1 (same idempotency key), list pages
 * and account reads 1 (safe reads); search 0 (its deadline is the search's), connections 0
 * (authorization starts cannot be deduplicated), rename 0.
 */
export const DEFAULT_RETRIES: Readonly<Record<GatewayRoute, number>> = Object.freeze({
  search: 0,
  schemas: 1,
  execute: 1,
  connections: 0,
  list: 1,
  accounts: 1,
  rename: 0,
});
