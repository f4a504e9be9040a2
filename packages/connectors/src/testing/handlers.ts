import type { GatewayState } from "./state.js";
import { rankTools } from "./rank.js";
import { isRecord } from "@hermes/catalog/internal";

/** What a route handler answers. */
export interface Answer {
  readonly status: number;
  readonly body: unknown;
}

type Json = Readonly<Record<string, unknown>>;
const ok = (body: unknown): Answer => ({ status: 200, body });
/** A 400 with the error shape `{error: {code, message}}`. */
export const badRequest = (code: string, message: string): Answer => ({
  status: 400,
  body: { error: { code, message } },
});
const ALIAS = /^[a-z0-9-]{1,32}$/;

function schemaOf(state: GatewayState, slug: string): Json | undefined {
  const found = state.toolBySlug(slug);
  if (found === undefined || found.tool.withoutSchema === true) return undefined;
  return {
    connector: found.connector.name,
    tool: slug,
    description: found.tool.description,
    inputSchema: found.tool.inputSchema,
  };
}

/** `POST v1/connectors/search`: `{queries: [{useCase}]}`. */
export function search(state: GatewayState, body: unknown, limit: number): Answer {
  const queries = isRecord(body) ? body["queries"] : undefined;
  if (!Array.isArray(queries) || !queries.every((query) => isRecord(query) && typeof query["useCase"] === "string")) {
    return badRequest("INVALID_REQUEST", "queries must be [{useCase: string}]");
  }
  const schemas: Record<string, Json> = {};
  const seen = new Set<string>();
  const results = queries.map((query, index) => {
    const useCase = (query as Json)["useCase"] as string;
    const hits = rankTools(useCase, state.tools, limit);
    for (const hit of hits) {
      seen.add(hit.connector.name);
      const schema = schemaOf(state, hit.tool.slug);
      if (schema !== undefined) schemas[hit.tool.slug] = schema;
    }
    return { index, useCase, tools: hits.map((hit) => hit.tool.slug) };
  });
  const connections = [...seen].map((name) => ({
    connector: name,
    connected: state.connected(name),
    description: state.connector(name)?.description ?? "",
  }));
  return ok({ results, schemas, connections });
}

/** `POST v1/connectors/schemas`: `{tools: [slugs]}`; unknown slugs are left out. */
export function schemas(state: GatewayState, body: unknown): Answer {
  const tools = isRecord(body) ? body["tools"] : undefined;
  if (!Array.isArray(tools) || !tools.every((slug) => typeof slug === "string"))
    return badRequest("INVALID_REQUEST", "tools must be [string]");
  const out: Record<string, Json> = {};
  for (const slug of tools) {
    const schema = schemaOf(state, slug);
    if (schema !== undefined) out[slug] = schema;
  }
  return ok({ schemas: out });
}

function runOne(state: GatewayState, item: unknown, key: string, origin: string): Json {
  if (!isRecord(item) || typeof item["connector"] !== "string" || typeof item["tool"] !== "string") {
    return { error: { code: "TOOL_NOT_FOUND", message: "each tool needs connector and tool" } };
  }
  const connector = item["connector"];
  const tool = state.tool(connector, item["tool"]);
  if (tool === undefined)
    return { error: { code: "TOOL_NOT_FOUND", message: `no tool ${item["tool"]} on ${connector}` } };
  if (tool.allowed === false)
    return { error: { code: "TOOL_NOT_ALLOWED", message: `${tool.slug} is not allowed for this account`, connector } };
  if (!state.connected(connector)) {
    const link = `${origin}/connect/${state.startConnection(connector, undefined)}`;
    return {
      error: { code: "CONNECTION_REQUIRED", message: `${connector} is not connected`, connector, connectUrl: link },
    };
  }
  if (tool.failure !== undefined) return { error: { code: "PROVIDER_ERROR", message: tool.failure, connector } };
  const args = isRecord(item["arguments"]) ? item["arguments"] : {};
  state.executions.push({ connector, tool: tool.slug, arguments: args, idempotencyKey: key });
  const alias = state.accounts(connector).find((account) => account.connected)?.alias;
  return { data: tool.run?.(args) ?? { ok: true, tool: tool.slug, arguments: args }, account: { connector, alias } };
}

/** `POST v1/connectors/execute` with `x-idempotency-key`: a repeat replays; other content → 409. */
export function execute(state: GatewayState, body: unknown, key: string | undefined, origin: string): Answer {
  if (key === undefined || key === "") return badRequest("IDEMPOTENCY_KEY_REQUIRED", "x-idempotency-key is required");
  const tools = isRecord(body) ? body["tools"] : undefined;
  if (!Array.isArray(tools)) return badRequest("INVALID_REQUEST", "tools must be an array");
  const request = JSON.stringify(body);
  const seen = state.idempotency.get(key);
  if (seen !== undefined) {
    return seen.request === request
      ? ok(seen.answer)
      : {
          status: 409,
          body: { error: { code: "IDEMPOTENCY_CONFLICT", message: "key reused with a different request" } },
        };
  }
  const answer = { results: tools.map((item) => runOne(state, item, key, origin)) };
  state.idempotency.set(key, { request, answer });
  return ok(answer);
}

/** `POST v1/connectors/connections`: `{connectors, reinitiate, alias?}`. */
export function connections(state: GatewayState, body: unknown, origin: string): Answer {
  const names = isRecord(body) ? body["connectors"] : undefined;
  if (!Array.isArray(names) || !names.every((name) => typeof name === "string"))
    return badRequest("INVALID_REQUEST", "connectors must be [string]");
  const unknown = names.filter((name) => state.connector(name) === undefined);
  if (unknown.length > 0) return badRequest("UNKNOWN_CONNECTOR", `unknown connector(s): ${unknown.join(", ")}`);
  const reinitiate = (body as Json)["reinitiate"] === true;
  const aliasField = (body as Json)["alias"];
  const aliasFor = (name: string): string | undefined =>
    isRecord(aliasField) &&
    typeof aliasField["alias"] === "string" &&
    String(aliasField["connector"]).toLowerCase() === name.toLowerCase()
      ? aliasField["alias"]
      : undefined;
  return ok({
    connections: names.map((name: string) => {
      const alias = aliasFor(name);
      const has = state
        .accounts(name)
        .some((account) => account.connected && (alias === undefined || account.alias === alias));
      if (has && !reinitiate) return { connector: name, status: "settled" };
      return {
        connector: name,
        status: "initiated",
        connectUrl: `${origin}/connect/${state.startConnection(name, alias)}`,
      };
    }),
  });
}

/** `GET v1/connectors?limit&cursor`: pages of connectors by name. */
export function list(state: GatewayState, query: URLSearchParams, maxPage: number): Answer {
  const limit = Math.min(maxPage, Math.max(1, Number(query.get("limit") ?? maxPage) || maxPage));
  const cursor = query.get("cursor");
  const start = cursor === null ? 0 : Number(Buffer.from(cursor, "base64url").toString("utf8"));
  if (!Number.isInteger(start) || start < 0) return badRequest("INVALID_CURSOR", "unknown cursor");
  const page = state.connectors.slice(start, start + limit);
  const items = page.map((connector) => ({
    connector: connector.name,
    connected: state.connected(connector.name),
    description: connector.description,
  }));
  const next =
    start + limit < state.connectors.length ? Buffer.from(String(start + limit)).toString("base64url") : undefined;
  return ok(next === undefined ? { items } : { items, nextCursor: next });
}

/** `GET v1/connectors/accounts?connector=`: the accounts of one connector, or of all. */
export function accounts(state: GatewayState, query: URLSearchParams): Answer {
  const only = query.get("connector");
  const names = only === null ? state.connectors.map((connector) => connector.name) : [only];
  return ok({
    accounts: names.flatMap((name) =>
      state.accounts(name).map((account) => ({ connector: name.toLowerCase(), ...account })),
    ),
  });
}

/** `POST v1/connectors/accounts/rename`: `{connector, alias?, to}`. */
export function rename(state: GatewayState, body: unknown): Answer {
  if (!isRecord(body) || typeof body["connector"] !== "string" || typeof body["to"] !== "string")
    return badRequest("INVALID_REQUEST", "connector and to are required");
  const { connector, to } = body;
  const alias = typeof body["alias"] === "string" ? body["alias"] : undefined;
  if (!ALIAS.test(to)) return badRequest("INVALID_ALIAS", "aliases are 1-32 of a-z, 0-9 and -");
  const all = state.accounts(connector);
  const chosen =
    alias === undefined ? (all.length === 1 ? all[0] : undefined) : all.find((account) => account.alias === alias);
  if (chosen === undefined && all.length > 1 && alias === undefined)
    return badRequest("AMBIGUOUS_ACCOUNT", "several accounts: name one by its alias");
  if (chosen === undefined) return badRequest("UNKNOWN_ACCOUNT", `no such account of ${connector}`);
  if (to !== chosen.alias && all.some((account) => account.alias === to))
    return badRequest("ALIAS_TAKEN", `${to} is already used`);
  state.setAccounts(
    connector,
    all.map((account) => (account === chosen ? { ...account, alias: to } : account)),
  );
  return accounts(state, new URLSearchParams({ connector }));
}
