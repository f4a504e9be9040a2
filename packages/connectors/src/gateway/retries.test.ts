import { describe, expect, it, vi } from "vitest";
import type { GatewayEvent } from "./retry.js";
import { clientFor, failure, gmailList, useGateway } from "../../test/gateway.js";

describe("gateway client: deadlines, retries and typed errors", () => {
  const gateway = useGateway();

  it("maps statuses to typed errors", async () => {
    const cases = [
      [401, "SIGN_IN_EXPIRED"],
      [403, "SIGN_IN_EXPIRED"],
      [404, "UNAVAILABLE"],
      [400, "BAD_REQUEST"],
      [500, "SERVER_ERROR"],
    ] as const;
    for (const [status, code] of cases) {
      gateway().setFault("search", { kind: "status", status });
      const error = await failure(clientFor(gateway()).search(["x"]));
      expect([error.code, error.status, error.route]).toEqual([code, status, "search"]);
    }
    expect(gateway().requests).toHaveLength(cases.length);
  });

  it("reads the gateway's error body shapes", async () => {
    gateway().setFault("search", { kind: "status", status: 400, body: { error: "QUOTA" } });
    expect((await failure(clientFor(gateway()).search(["x"]))).gatewayCode).toBe("QUOTA");
    gateway().setFault("search", {
      kind: "status",
      status: 400,
      body: { code: "BAD", message: "nope", requestId: "r1" },
    });
    const error = await failure(clientFor(gateway()).search(["x"]));
    expect([error.gatewayCode, error.requestId, error.message]).toEqual([
      "BAD",
      "r1",
      "gateway search: HTTP 400, request rejected (nope)",
    ]);
  });

  it("gives up on a hanging search at its deadline, without a retry", async () => {
    gateway().setFault("search", { kind: "hang" });
    // The gateway never answers: TIMEOUT at all shows the 100 ms deadline ended the wait.
    const error = await failure(clientFor(gateway(), { timeoutsMs: { search: 100 } }).search(["x"]));
    expect(error.code).toBe("TIMEOUT");
    expect(gateway().requests).toHaveLength(1);
  });

  it("treats malformed, truncated and wrongly shaped bodies as INVALID_RESPONSE", async () => {
    const faults = [
      { kind: "malformed" },
      { kind: "truncated" },
      { kind: "raw", status: 200, body: '{"results": 3}' },
      { kind: "raw", status: 200, body: "[]" },
    ] as const;
    for (const fault of faults) {
      gateway().setFault("search", fault);
      expect((await failure(clientFor(gateway()).search(["send an email"]))).code, fault.kind).toBe("INVALID_RESPONSE");
    }
  });

  it("retries schemas once on a 5xx", async () => {
    gateway().setFault("schemas", { kind: "status", status: 503 }, { times: 1 });
    expect((await clientFor(gateway()).schemas(["GMAIL_SEND_EMAIL"])).schemas.size).toBe(1);
    gateway().setFault("schemas", { kind: "status", status: 502 });
    expect((await failure(clientFor(gateway()).schemas(["GMAIL_SEND_EMAIL"]))).code).toBe("SERVER_ERROR");
    expect(gateway().requestsTo("schemas")).toHaveLength(4);
  });

  it("retries execute once with the same idempotency key; the tool runs once", async () => {
    gateway().setFault("execute", { kind: "status", status: 502, afterHandling: true }, { times: 1 });
    const result = await clientFor(gateway()).execute(gmailList);
    expect(result.data).toMatchObject({ ok: true, tool: "GMAIL_LIST_MESSAGES" });
    const keys = gateway()
      .requestsTo("execute")
      .map((request) => request.idempotencyKey);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(gateway().executions).toHaveLength(1);
  });

  it("retries execute on a transport failure, and never a 409", async () => {
    gateway().setFault("execute", { kind: "hang" }, { times: 1 });
    // The hang waits for this deadline and the healthy retry shares it: short, but not so short that a loaded machine cuts the retry.
    expect((await clientFor(gateway(), { timeoutsMs: { execute: 1_000 } }).execute(gmailList)).error).toBeUndefined();
    gateway().clearLog();
    gateway().setFault("execute", { kind: "status", status: 409 });
    expect((await failure(clientFor(gateway()).execute(gmailList))).code).toBe("IDEMPOTENCY_CONFLICT");
    expect(gateway().requestsTo("execute")).toHaveLength(1);
  });

  it("never retries connections", async () => {
    gateway().setFault("connections", { kind: "status", status: 503 });
    expect((await failure(clientFor(gateway()).connections({ connectors: ["notion"], reinitiate: false }))).code).toBe(
      "SERVER_ERROR",
    );
    expect(gateway().requestsTo("connections")).toHaveLength(1);
  });

  it("waits Retry-After / retryAfterMs before a retry, up to maxRetryDelayMs", async () => {
    gateway().setFault("schemas", { kind: "rate-limit", retryAfterMs: 80 }, { times: 1 });
    const started = performance.now();
    await clientFor(gateway()).schemas(["GMAIL_SEND_EMAIL"]);
    expect(performance.now() - started).toBeGreaterThanOrEqual(75);
    gateway().setFault("schemas", { kind: "rate-limit", retryAfterSeconds: 30 });
    const error = await failure(clientFor(gateway(), { maxRetryDelayMs: 1000 }).schemas(["GMAIL_SEND_EMAIL"]));
    expect([error.code, error.retryAfterMs, error.retryable]).toEqual(["RATE_LIMITED", 30_000, true]);
    expect(gateway().requestsTo("schemas")).toHaveLength(3);
  });

  it("stops on the caller's abort, in flight or before a retry", async () => {
    gateway().setFault("execute", { kind: "latency", ms: 30_000 });
    const controller = new AbortController();
    const inFlight = clientFor(gateway()).execute(gmailList, { signal: controller.signal });
    // Abort once the gateway holds the request, so it is in flight whatever the machine's load.
    await vi.waitFor(
      () => expect(gateway().requestsTo("execute").length === 1, "the execute request arrived").toBe(true),
      { timeout: 60_000, interval: 10 },
    );
    controller.abort();
    expect((await failure(inFlight)).code).toBe("ABORTED");
    gateway().setFault("schemas", { kind: "status", status: 503 });
    const later = new AbortController();
    // Abort during the 5 s wait before the retry: right after the client reports the failed first attempt.
    const onEvent = (event: GatewayEvent): void => void (event.retrying && queueMicrotask(() => later.abort()));
    const pending = clientFor(gateway(), { retryDelayMs: 5_000, onEvent }).schemas(["A"], { signal: later.signal });
    expect((await failure(pending)).code).toBe("ABORTED");
    expect(gateway().requestsTo("schemas")).toHaveLength(1);
  });

  it("reports every attempt as an event", async () => {
    const events: GatewayEvent[] = [];
    gateway().setFault("schemas", { kind: "status", status: 500 }, { times: 1 });
    await clientFor(gateway(), { onEvent: (event) => events.push(event) }).schemas(["A"]);
    expect(events.map((event) => [event.route, event.attempt, event.outcome, event.status, event.retrying])).toEqual([
      ["schemas", 1, "SERVER_ERROR", 500, true],
      ["schemas", 2, "ok", undefined, false],
    ]);
  });
});
