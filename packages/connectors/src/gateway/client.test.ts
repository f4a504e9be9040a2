import { describe, expect, it } from "vitest";
import { retryAfterMs } from "./error-body.js";
import { createGatewayClient } from "./client.js";
import type { GatewayEvent } from "./retry.js";
import { clientFor, failure, gmailList, TOKEN, useGateway } from "../../test/gateway.js";
import { startGateway, type GatewayConnector } from "../testing/index.js";

describe("gateway client: requests", () => {
  const gateway = useGateway();

  it("sends all queries in one search request with the bearer token", async () => {
    const answer = await clientFor(gateway()).search(["send an email", "create linear issue"]);
    expect(gateway().requests).toHaveLength(1);
    expect(gateway().requests[0]).toMatchObject({
      route: "search",
      method: "POST",
      auth: "valid",
      body: { queries: [{ useCase: "send an email" }, { useCase: "create linear issue" }] },
    });
    expect(answer.results.map((group) => group.useCase)).toEqual(["send an email", "create linear issue"]);
    expect(answer.schemas.get("GMAIL_SEND_EMAIL")?.inputSchema).toMatchObject({ type: "object" });
  });

  it("asks the token provider before every request, so a new token is used", async () => {
    let calls = 0;
    const tokens = ["sk-live-first", "sk-live-second"];
    const running = await startGateway({ tokens });
    try {
      const client = createGatewayClient({
        origin: running.origin,
        getToken: () => Promise.resolve(tokens[calls++ % 2]),
      });
      await client.schemas(["GMAIL_SEND_EMAIL"]);
      await client.schemas(["GMAIL_SEND_EMAIL"]);
      expect(running.requests.map((request) => request.tokenIndex)).toEqual([0, 1]);
    } finally {
      await running.close();
    }
  });

  it("sends nothing when signed out", async () => {
    for (const getToken of [() => undefined, () => "", async () => Promise.reject(new Error("keychain locked"))]) {
      const error = await failure(clientFor(gateway(), { getToken }).search(["x"]));
      expect(error.code).toBe("SIGNED_OUT");
    }
    expect(gateway().requests).toHaveLength(0);
  });

  it("ignores unknown fields and drops ill-formed entries", async () => {
    gateway().setFault("schemas", {
      kind: "raw",
      status: 200,
      body: JSON.stringify({
        extra: 1,
        schemas: { A: { connector: "x", inputSchema: { type: "object" }, more: true }, B: { connector: "x" }, C: 3 },
      }),
    });
    const { schemas } = await clientFor(gateway()).schemas(["A", "B", "C"]);
    expect([...schemas.keys()]).toEqual(["A"]);
    expect(schemas.get("A")).toEqual({ connector: "x", tool: "A", description: "", inputSchema: { type: "object" } });
  });

  it("reads accounts, starts connections and renames", async () => {
    const client = clientFor(gateway());
    expect(await client.accounts("linear")).toEqual([{ connector: "linear", alias: "work", connected: true }]);
    const starts = await client.connections({ connectors: ["notion", "gmail"], reinitiate: false });
    expect(starts.map((start) => start.status)).toEqual(["initiated", "settled"]);
    expect(starts[0]?.connectUrl).toMatch(/\/connect\/s\d+$/);
    expect(await client.rename({ connector: "linear", to: "team" })).toEqual([
      { connector: "linear", alias: "team", connected: true },
    ]);
  });
});

describe("gateway client: paginated list", () => {
  const many: GatewayConnector[] = Array.from({ length: 120 }, (_, i) => ({
    name: `app${String(i).padStart(3, "0")}`,
    description: "",
    accounts: [],
    tools: [],
  }));
  const gateway = useGateway({ connectors: many });

  it("follows nextCursor with limit=50 until the last page", async () => {
    const list = await clientFor(gateway()).list();
    expect(list.complete).toBe(true);
    expect(list.items).toHaveLength(120);
    expect(new Set(list.items.map((item) => item.connector)).size).toBe(120);
    expect(gateway().requests.map((request) => request.query.split("&")[0])).toEqual([
      "limit=50",
      "limit=50",
      "limit=50",
    ]);
  });

  it("stops at the page bound and at a repeated cursor", async () => {
    expect((await clientFor(gateway(), { maxListPages: 2 }).list()).complete).toBe(false);
    expect(gateway().requests).toHaveLength(2);
    gateway().clearLog();
    gateway().setFault("list", { kind: "raw", status: 200, body: JSON.stringify({ items: [], nextCursor: "again" }) });
    expect(await clientFor(gateway()).list()).toEqual({ items: [], complete: false });
    expect(gateway().requests).toHaveLength(2);
  });
});

describe("gateway client: transport and setup", () => {
  it("reports a refused connection as TRANSPORT, retried once for execute", async () => {
    const events: GatewayEvent[] = [];
    const client = createGatewayClient({
      origin: "http://127.0.0.1:9",
      getToken: () => TOKEN,
      retryDelayMs: 1,
      onEvent: (event) => events.push(event),
    });
    expect((await failure(client.execute(gmailList))).code).toBe("TRANSPORT");
    expect(events.map((event) => event.outcome)).toEqual(["TRANSPORT", "TRANSPORT"]);
  });

  it("rejects an origin that is not http(s)", () => {
    expect(() => createGatewayClient({ origin: "ftp://x", getToken: () => TOKEN })).toThrow(TypeError);
  });

  it("parses Retry-After seconds and dates", () => {
    expect(retryAfterMs("2")).toBe(2000);
    expect(retryAfterMs(new Date(10_000).toUTCString(), 4_000)).toBe(6000);
    expect(retryAfterMs("soon")).toBeUndefined();
    expect(retryAfterMs(null)).toBeUndefined();
  });
});
