import { readConnectUrl } from "./safe-url.js";
import { localError } from "./error-body.js";
import type { GatewayError } from "./error.js";
import type { GatewayRoute } from "./routes.js";
import type {
  ConnectionStart,
  ConnectorAccount,
  ConnectorStatus,
  ExecuteResult,
  SchemasResponse,
  SearchGroup,
  SearchResponse,
  VendorToolError,
  VendorToolSchema,
} from "./types.js";
import { isRecord } from "@hermes/catalog/internal";

type Json = Readonly<Record<string, unknown>>;
const str = (value: unknown): string | undefined => (typeof value === "string" ? value : undefined);
const invalid = (route: GatewayRoute, what: string): GatewayError => localError(route, "INVALID_RESPONSE", what);

/** The body as an object with `key` an array, or an `INVALID_RESPONSE` error. */
function arrayField(route: GatewayRoute, body: unknown, key: string): readonly unknown[] {
  if (!isRecord(body)) throw invalid(route, "the body is not a JSON object");
  const value = body[key];
  if (!Array.isArray(value)) throw invalid(route, `\`${key}\` is not an array`);
  return value;
}

/** Slug → schema; ill-formed entries (no connector, schema not an object) are left out. */
function readSchemaMap(value: unknown): Map<string, VendorToolSchema> {
  const schemas = new Map<string, VendorToolSchema>();
  if (!isRecord(value)) return schemas;
  for (const [slug, raw] of Object.entries(value)) {
    if (!isRecord(raw) || !isRecord(raw["inputSchema"])) continue;
    const connector = str(raw["connector"]);
    if (connector === undefined || connector === "") continue;
    schemas.set(slug, {
      connector,
      tool: str(raw["tool"]) ?? slug,
      description: str(raw["description"]) ?? "",
      inputSchema: raw["inputSchema"],
    });
  }
  return schemas;
}

function readStatus(raw: unknown): ConnectorStatus | undefined {
  if (!isRecord(raw) || typeof raw["connector"] !== "string" || typeof raw["connected"] !== "boolean") return undefined;
  return { connector: raw["connector"], connected: raw["connected"], description: str(raw["description"]) ?? "" };
}

/** Reads a list of connector statuses, dropping ill-formed items. */
function readStatuses(value: unknown): ConnectorStatus[] {
  return Array.isArray(value)
    ? value.map(readStatus).filter((item): item is ConnectorStatus => item !== undefined)
    : [];
}

/**
 * Validates a search answer: `results` must be an array (else `INVALID_RESPONSE`); a group
 * that is not `{useCase: string, tools: string[]}` keeps its position as an errored group.
 */
export function readSearchResponse(body: unknown): SearchResponse {
  const results = arrayField("search", body, "results").map((raw): SearchGroup => {
    const ok = isRecord(raw) && typeof raw["useCase"] === "string" && Array.isArray(raw["tools"]);
    if (!ok) return { index: undefined, useCase: "", tools: [], error: "ill-formed group" };
    const index = raw["index"];
    const error = raw["error"];
    return {
      index: typeof index === "number" ? index : undefined,
      useCase: raw["useCase"] as string,
      tools: (raw["tools"] as unknown[]).filter((slug): slug is string => typeof slug === "string"),
      error: error === undefined || error === null ? undefined : typeof error === "string" ? error : "error",
    };
  });
  const json = body as Json;
  return { results, schemas: readSchemaMap(json["schemas"]), connections: readStatuses(json["connections"]) };
}

/** Validates a schemas answer: `schemas` must be an object. */
export function readSchemasResponse(body: unknown): SchemasResponse {
  if (!isRecord(body) || !isRecord(body["schemas"])) throw invalid("schemas", "`schemas` is not an object");
  return { schemas: readSchemaMap(body["schemas"]) };
}

function readToolError(raw: unknown, origins: ReadonlySet<string> | undefined): VendorToolError | undefined {
  if (raw === undefined || raw === null) return undefined;
  const fields: Json = isRecord(raw) ? raw : { code: raw };
  const text = (key: string): string | undefined => str(fields[key]);
  return {
    code: text("code") ?? "PROVIDER_ERROR",
    message: text("message") ?? "the tool failed",
    connector: text("connector"),
    ...readConnectUrl(fields["connectUrl"], origins),
    connectionId: text("connectionId"),
    hint: text("hint"),
  };
}

/**
 * Validates an execute answer and returns the first (only) result. `origins`: the origins a
 * connect URL may have (see `readConnectUrl`); omitted → any safe origin.
 */
export function readExecuteResult(body: unknown, origins?: ReadonlySet<string>): ExecuteResult {
  const first = arrayField("execute", body, "results")[0];
  if (!isRecord(first)) throw invalid("execute", "`results[0]` is missing or not an object");
  return { data: first["data"] ?? null, error: readToolError(first["error"], origins), account: first["account"] };
}

/**
 * Validates a connections answer; items with an unknown status are an error of the answer.
 * `origins`: the origins a connect URL may have (see `readConnectUrl`); omitted → any safe origin.
 */
export function readConnectionsResponse(body: unknown, origins?: ReadonlySet<string>): ConnectionStart[] {
  return arrayField("connections", body, "connections").map((raw) => {
    const status = isRecord(raw) ? raw["status"] : undefined;
    if (!isRecord(raw) || typeof raw["connector"] !== "string" || (status !== "initiated" && status !== "settled")) {
      throw invalid("connections", "a connection is not `{connector, status: initiated | settled}`");
    }
    return { connector: raw["connector"], status, ...readConnectUrl(raw["connectUrl"], origins) };
  });
}

/** Validates a list page: `items` must be an array; `nextCursor` a non-empty string or absent. */
export function readListPage(body: unknown): {
  readonly items: ConnectorStatus[];
  readonly nextCursor: string | undefined;
} {
  const items = arrayField("list", body, "items");
  const cursor = str((body as Json)["nextCursor"]);
  return { items: readStatuses(items), nextCursor: cursor === "" ? undefined : cursor };
}

/** Validates an account read: `accounts` must be an array; ill-formed items are dropped. */
export function readAccounts(body: unknown, route: GatewayRoute = "accounts"): ConnectorAccount[] {
  return arrayField(route, body, "accounts").flatMap((raw) =>
    isRecord(raw) &&
    typeof raw["connector"] === "string" &&
    typeof raw["alias"] === "string" &&
    typeof raw["connected"] === "boolean"
      ? [{ connector: raw["connector"], alias: raw["alias"], connected: raw["connected"] }]
      : [],
  );
}
