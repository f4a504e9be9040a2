import { createGatewayClient } from "../gateway/client.js";
import {
  expectThat,
  field,
  freshKey,
  rawCall,
  type ContractCheck,
  type ContractOutcome,
  type ContractTarget,
  type ContractTool,
} from "./contract.js";

const NONSENSE = "qzxv wplk unrelated gibberish";
const isObject = (value: unknown): boolean => typeof value === "object" && value !== null && !Array.isArray(value);
const executeBody = (tool: ContractTool): unknown => ({
  tools: [{ connector: tool.connector, tool: tool.slug, arguments: tool.arguments }],
});
const firstResult = (json: unknown): unknown => (field(json, "results") as unknown[] | undefined)?.[0];

async function search(target: ContractTarget): Promise<void> {
  const queries = [target.fixture.query, NONSENSE];
  const { status, json } = await rawCall(target, "POST", "v1/connectors/search", {
    body: { queries: queries.map((useCase) => ({ useCase })) },
  });
  expectThat(status === 200, `search answered HTTP ${status}`);
  const results = field(json, "results");
  expectThat(Array.isArray(results) && results.length === queries.length, "search must answer one group per query");
  results.forEach((group, index) =>
    expectThat(field(group, "useCase") === queries[index], `group ${index} must echo its use case`),
  );
  const tools = field(results[0], "tools");
  expectThat(
    Array.isArray(tools) && tools.length > 0,
    `the fixture query ${JSON.stringify(queries[0])} must find a tool`,
  );
  const schemas = field(json, "schemas");
  const described = tools.filter((slug) => typeof slug === "string" && isObject(field(schemas, slug)));
  expectThat(described.length > 0, "search must include schemas for its hits");
  for (const slug of described) {
    const schema = field(schemas, slug as string);
    expectThat(
      typeof field(schema, "connector") === "string" && isObject(field(schema, "inputSchema")),
      `schema of ${String(slug)} needs connector and inputSchema`,
    );
  }
}

async function auth(target: ContractTarget): Promise<void> {
  for (const token of ["wrong-token-for-contract", null]) {
    const { status, json } = await rawCall(target, "POST", "v1/connectors/search", {
      body: { queries: [{ useCase: target.fixture.query }] },
      token,
    });
    expectThat(
      status === 401 || status === 403,
      `search with ${token === null ? "no" : "a wrong"} token answered HTTP ${status}, not 401/403`,
    );
    const error = field(json, "error");
    expectThat(error !== undefined || field(json, "code") !== undefined, "an error body needs `error` or `code`");
  }
}

async function schemas(target: ContractTarget): Promise<void> {
  const known = target.fixture.connected.slug;
  const { status, json } = await rawCall(target, "POST", "v1/connectors/schemas", {
    body: { tools: [known, "NO_SUCH_TOOL_FOR_CONTRACT"] },
  });
  expectThat(status === 200, `schemas answered HTTP ${status}`);
  const map = field(json, "schemas");
  expectThat(isObject(field(map, known)), `schemas must describe ${known}`);
  expectThat(field(map, "NO_SUCH_TOOL_FOR_CONTRACT") === undefined, "schemas must leave unknown slugs out");
}

async function executeReplay(target: ContractTarget): Promise<void> {
  const key = freshKey();
  const body = executeBody(target.fixture.connected);
  const first = await rawCall(target, "POST", "v1/connectors/execute", { body, idempotencyKey: key });
  expectThat(first.status === 200, `execute answered HTTP ${first.status}`);
  const result = firstResult(first.json);
  expectThat(
    isObject(result) && field(result, "error") === undefined && "data" in (result as object),
    "execute of the connected tool must return data in results[0]",
  );
  const again = await rawCall(target, "POST", "v1/connectors/execute", { body, idempotencyKey: key });
  expectThat(
    again.status === 200 && JSON.stringify(again.json) === JSON.stringify(first.json),
    "the same key and request must replay the answer",
  );
  const other = await rawCall(target, "POST", "v1/connectors/execute", {
    body: executeBody({ ...target.fixture.connected, arguments: { changed: true } }),
    idempotencyKey: key,
  });
  expectThat(other.status === 409, `the same key with another request answered HTTP ${other.status}, not 409`);
}

async function executeErrors(target: ContractTarget): Promise<void> {
  const missing = await rawCall(target, "POST", "v1/connectors/execute", {
    body: executeBody({ ...target.fixture.connected, slug: "NO_SUCH_TOOL_FOR_CONTRACT" }),
    idempotencyKey: freshKey(),
  });
  expectThat(
    field(field(firstResult(missing.json), "error"), "code") === "TOOL_NOT_FOUND",
    "an unknown slug must answer TOOL_NOT_FOUND in results[0].error",
  );
  const unconnected = await rawCall(target, "POST", "v1/connectors/execute", {
    body: executeBody(target.fixture.unconnected),
    idempotencyKey: freshKey(),
  });
  const error = field(firstResult(unconnected.json), "error");
  expectThat(
    field(error, "code") === "CONNECTION_REQUIRED",
    "a tool of an unconnected connector must answer CONNECTION_REQUIRED",
  );
  expectThat(typeof field(error, "connectUrl") === "string", "CONNECTION_REQUIRED must carry connectUrl");
}

async function connections(target: ContractTarget): Promise<void> {
  const { connected, unconnected } = target.fixture;
  const { status, json } = await rawCall(target, "POST", "v1/connectors/connections", {
    body: { connectors: [unconnected.connector, connected.connector], reinitiate: false },
  });
  expectThat(status === 200, `connections answered HTTP ${status}`);
  const [first, second] = (field(json, "connections") as unknown[] | undefined) ?? [];
  expectThat(
    field(first, "status") === "initiated" && typeof field(first, "connectUrl") === "string",
    "an unconnected connector must be initiated with a connectUrl",
  );
  expectThat(field(second, "status") === "settled", "a connected connector must be settled without reinitiate");
}

async function listPages(target: ContractTarget): Promise<void> {
  const names: string[] = [];
  let cursor: string | undefined;
  for (let page = 0; page < 100; page += 1) {
    const { status, json } = await rawCall(
      target,
      "GET",
      `v1/connectors?limit=1${cursor === undefined ? "" : `&cursor=${encodeURIComponent(cursor)}`}`,
    );
    expectThat(status === 200 && Array.isArray(field(json, "items")), `list answered HTTP ${status} or without items`);
    for (const item of field(json, "items") as unknown[]) names.push(String(field(item, "connector")));
    const next = field(json, "nextCursor");
    if (typeof next !== "string" || next === "") break;
    cursor = next;
  }
  expectThat(new Set(names).size === names.length, "list pages must not repeat connectors");
  for (const tool of [target.fixture.connected, target.fixture.unconnected]) {
    expectThat(
      names.some((name) => name.toLowerCase() === tool.connector.toLowerCase()),
      `list must include ${tool.connector}`,
    );
  }
}

async function clientReads(target: ContractTarget): Promise<void> {
  const client = createGatewayClient({
    origin: target.origin,
    getToken: () => target.token,
    retries: { schemas: 0, list: 0, accounts: 0 },
  });
  await client.search([target.fixture.query]);
  await client.schemas([target.fixture.connected.slug]);
  const list = await client.list();
  expectThat(list.complete, "the list must end within the client's page bound");
  const accounts = await client.accounts(target.fixture.connected.connector);
  expectThat(
    accounts.some((account) => account.connected),
    "the connected connector must have a connected account",
  );
}

/**
 * The gateway contract: named checks any implementation of the protocol must pass, free of any
 * test framework (each `run` throws an `Error` on a violation). Turn them into tests with
 * `for (const check of GATEWAY_CONTRACT) it(check.name, () => check.run(target))`.
 */
export const GATEWAY_CONTRACT: readonly ContractCheck[] = Object.freeze([
  { name: "search answers all queries in one request, by position, echoing each use case, with schemas", run: search },
  { name: "a wrong or missing token is refused with 401/403 and an error body", run: auth },
  { name: "schemas describes known slugs and leaves unknown ones out", run: schemas },
  {
    name: "execute returns data by position; the same idempotency key replays, another request with it is a 409",
    run: executeReplay,
  },
  { name: "execute reports TOOL_NOT_FOUND and CONNECTION_REQUIRED (with connectUrl) per tool", run: executeErrors },
  { name: "connections initiates unconnected connectors and settles connected ones", run: connections },
  { name: "the connector list pages through nextCursor without repeats", run: listPages },
  { name: "the client validates every read answer (search, schemas, list, accounts)", run: clientReads },
]);

/**
 * Runs every check of {@link GATEWAY_CONTRACT} against `target`, in order; never throws.
 *
 * @example
 * ```ts
 * const outcomes = await runGatewayContract({ origin, token, fixture });
 * outcomes.filter((outcome) => !outcome.ok); // what the gateway gets wrong
 * ```
 */
export async function runGatewayContract(target: ContractTarget): Promise<ContractOutcome[]> {
  const outcomes: ContractOutcome[] = [];
  for (const check of GATEWAY_CONTRACT) {
    try {
      await check.run(target);
      outcomes.push({ name: check.name, ok: true });
    } catch (error) {
      outcomes.push({ name: check.name, ok: false, message: error instanceof Error ? error.message : String(error) });
    }
  }
  return outcomes;
}
