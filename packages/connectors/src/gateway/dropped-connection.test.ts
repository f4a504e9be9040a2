import { describe, expect, it } from "vitest";
import { connectionDropped } from "./http.js";
import type { GatewayEvent } from "./retry.js";
import { clientFor, failure, useGateway } from "../../test/gateway.js";

describe("gateway client: a connection that closes before any answer", () => {
  const gateway = useGateway();

  it("sends a search again once on a fresh connection, though search has no retries", async () => {
    const events: GatewayEvent[] = [];
    gateway().setFault("search", { kind: "reset" }, { times: 1 });
    const answer = await clientFor(gateway(), { onEvent: (event) => events.push(event) }).search(["send an email"]);
    expect(answer.results).toHaveLength(1);
    expect(gateway().requestsTo("search")).toHaveLength(2);
    // One attempt as telemetry and the retry budget see it.
    expect(events.map((event) => [event.route, event.attempt, event.outcome])).toEqual([["search", 1, "ok"]]);
  });

  it("sends a read only once more: a gateway that keeps dropping it is a TRANSPORT error", async () => {
    gateway().setFault("search", { kind: "reset" });
    const error = await failure(clientFor(gateway()).search(["send an email"]));
    expect([error.code, error.route, error.retryable]).toEqual(["TRANSPORT", "search", true]);
    expect(gateway().requestsTo("search")).toHaveLength(2);
  });

  it("sends account reads and list pages again too", async () => {
    gateway().setFault("accounts", { kind: "reset" }, { times: 1 });
    gateway().setFault("list", { kind: "reset" }, { times: 1 });
    const client = clientFor(gateway(), { retries: { accounts: 0, list: 0 } });
    expect(await client.accounts("linear")).toEqual([{ connector: "linear", alias: "work", connected: true }]);
    expect((await client.list()).items.length).toBeGreaterThan(0);
    expect(gateway().requestsTo("accounts")).toHaveLength(2);
    expect(gateway().requestsTo("list").length).toBeGreaterThanOrEqual(2);
  });

  it("never sends connections or rename twice: they change state the gateway cannot deduplicate", async () => {
    gateway().setFault("connections", { kind: "reset" }, { times: 1 });
    gateway().setFault("rename", { kind: "reset" }, { times: 1 });
    const client = clientFor(gateway());
    expect((await failure(client.connections({ connectors: ["notion"], reinitiate: false }))).code).toBe("TRANSPORT");
    expect((await failure(client.rename({ connector: "linear", to: "team" }))).code).toBe("TRANSPORT");
    expect(gateway().requestsTo("connections")).toHaveLength(1);
    expect(gateway().requestsTo("rename")).toHaveLength(1);
  });
});

describe("connectionDropped", () => {
  it("reads the socket error code from the error or its cause", () => {
    const closed = Object.assign(new Error("other side closed"), { code: "UND_ERR_SOCKET" });
    expect(connectionDropped(new TypeError("fetch failed", { cause: closed }))).toBe(true);
    expect(connectionDropped(Object.assign(new Error("reset"), { code: "ECONNRESET" }))).toBe(true);
  });

  it("is false for a refused connection, an abort and values that are not errors", () => {
    const refused = Object.assign(new Error("connect ECONNREFUSED"), { code: "ECONNREFUSED" });
    expect(connectionDropped(new TypeError("fetch failed", { cause: refused }))).toBe(false);
    expect(connectionDropped(new DOMException("aborted", "AbortError"))).toBe(false);
    expect(connectionDropped("ECONNRESET")).toBe(false);
    expect(connectionDropped(null)).toBe(false);
  });
});
