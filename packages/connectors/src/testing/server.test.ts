import { describe, expect, it, vi } from "vitest";
import { createGatewayClient } from "../gateway/client.js";
import { isGatewayError } from "../gateway/error.js";
import { startGateway, TEST_TOKEN } from "./index.js";

const KINDS = ["TCPServerWrap", "TCPSocketWrap", "Timeout"] as const;
const count = (): Record<string, number> => {
  const all = process.getActiveResourcesInfo();
  return Object.fromEntries(KINDS.map((kind) => [kind, all.filter((item) => item === kind).length]));
};

async function settled(before: Record<string, number>): Promise<Record<string, number>> {
  for (let i = 0; i < 50; i += 1) {
    const now = count();
    if (KINDS.every((kind) => (now[kind] ?? 0) <= (before[kind] ?? 0))) return now;
    await new Promise((resolve) => setImmediate(resolve));
  }
  return count();
}

const code = (value: unknown): unknown => (isGatewayError(value) ? value.code : value);

describe("test gateway server", () => {
  it("closes cleanly with hung and delayed requests open: no server, socket or timer left", async () => {
    const before = count();
    const gateway = await startGateway();
    gateway.setFault("search", { kind: "hang" });
    gateway.setFault("schemas", { kind: "latency", ms: 60_000 });
    const client = createGatewayClient({
      origin: gateway.origin,
      getToken: () => TEST_TOKEN,
      retryDelayMs: 1,
      timeoutsMs: { search: 60_000, schemas: 60_000 },
    });
    const hung = client.search(["x"]).catch((error: unknown) => error);
    const slow = client.schemas(["A"]).catch((error: unknown) => error);
    await vi.waitFor(() => expect(gateway.requests).toHaveLength(2), { timeout: 60_000, interval: 5 });
    expect(count().TCPServerWrap).toBeGreaterThan(before.TCPServerWrap ?? 0);
    await gateway.close();
    await gateway.close();
    expect(code(await hung)).toBe("TRANSPORT");
    expect(code(await slow)).toBe("TRANSPORT");
    const after = await settled(before);
    for (const kind of KINDS) expect(after[kind], kind).toBeLessThanOrEqual(before[kind] ?? 0);
  });

  it("arms faults for a number of requests, and clears them", async () => {
    const gateway = await startGateway();
    try {
      const client = createGatewayClient({
        origin: gateway.origin,
        getToken: () => TEST_TOKEN,
        retries: { schemas: 0 },
      });
      gateway.setFault("schemas", { kind: "status", status: 500 }, { times: 2 });
      const outcomes = [];
      for (let i = 0; i < 3; i += 1) outcomes.push(await client.schemas(["GMAIL_SEND_EMAIL"]).then(() => "ok", code));
      expect(outcomes).toEqual(["SERVER_ERROR", "SERVER_ERROR", "ok"]);
      gateway.setFault("schemas", { kind: "malformed" });
      gateway.clearFaults();
      expect((await client.schemas(["GMAIL_SEND_EMAIL"])).schemas.size).toBe(1);
    } finally {
      await gateway.close();
    }
  });

  it("completes a sign-in when its connect link is opened, once", async () => {
    const gateway = await startGateway();
    try {
      const client = createGatewayClient({ origin: gateway.origin, getToken: () => TEST_TOKEN });
      const [start] = await client.connections({ connectors: ["notion"], reinitiate: false });
      const link = start?.connectUrl ?? "";
      expect((await fetch(link)).status).toBe(200);
      expect((await fetch(link)).status).toBe(404);
      expect(await client.accounts("notion")).toEqual([{ connector: "notion", alias: "default", connected: true }]);
      gateway.connect("slack", "ops");
      expect((await client.accounts("slack")).map((account) => [account.alias, account.connected])).toEqual([
        ["default", false],
        ["ops", true],
      ]);
    } finally {
      await gateway.close();
    }
  });

  it("logs requests without the token, and answers unknown routes and bad tokens", async () => {
    const gateway = await startGateway({ tokens: ["sk-live-secret-1"] });
    try {
      await fetch(`${gateway.origin}/v2/nothing`);
      await fetch(`${gateway.origin}/v1/connectors/search`, {
        method: "POST",
        headers: { authorization: "Bearer wrong" },
        body: "{}",
      });
      const status = (
        await fetch(`${gateway.origin}/v1/connectors/search`, {
          method: "POST",
          headers: { authorization: "Bearer sk-live-secret-1" },
          body: "{nope",
        })
      ).status;
      expect(status).toBe(400);
      expect(gateway.requests.map((request) => [request.route, request.auth])).toEqual([
        ["unknown", "missing"],
        ["search", "invalid"],
        ["search", "valid"],
      ]);
      expect(JSON.stringify(gateway.requests)).not.toContain("sk-live-secret-1");
    } finally {
      await gateway.close();
    }
  });
});
