import { describe, expect, it, vi } from "vitest";
import { createConnectorExecutor, type ExecuteConnectorCall } from "./execute-call.js";
import { INTERRUPTED_MESSAGE } from "@hermes/catalog/internal";
import { isConnectorCallError, type ConnectionRequiredMode, type ConnectorCallResult } from "./result.js";
import { clientFor, TOKEN, useGateway } from "../../test/gateway.js";
import type { TestGateway } from "../testing/index.js";

function executorFor(
  gateway: TestGateway,
  mode?: ConnectionRequiredMode,
  getToken: () => string | undefined = () => TOKEN,
): ExecuteConnectorCall {
  return createConnectorExecutor({
    client: clientFor(gateway, { getToken }),
    ...(mode === undefined ? {} : { connectionRequired: mode }),
  });
}

const sentSlugs = (gateway: TestGateway): unknown[] =>
  gateway.requestsTo("execute").map((request) => (request.body as { tools: { tool: string }[] }).tools[0]?.tool);

const codeOf = (result: ConnectorCallResult): string | undefined =>
  isConnectorCallError(result) ? result.error.code : undefined;

describe("execute leg", () => {
  const gateway = useGateway();

  it("runs a tool in one request under the prefixed slug", async () => {
    const result = await executorFor(gateway())("connectors__gmail__SEND_EMAIL", { to: "a@b.c", subject: "Hi" });
    expect(result).toEqual({
      data: { ok: true, tool: "GMAIL_SEND_EMAIL", arguments: { to: "a@b.c", subject: "Hi" } },
      account: { connector: "gmail", alias: "default" },
    });
    expect(sentSlugs(gateway())).toEqual(["GMAIL_SEND_EMAIL"]);
  });

  it("retries TOOL_NOT_FOUND once under the literal slug, costing two requests for that entry only", async () => {
    const execute = executorFor(gateway());
    expect(await execute("connectors__linear__SEARCH_ISSUES", { query: "bug" })).toMatchObject({
      data: { tool: "SEARCH_ISSUES" },
    });
    expect(codeOf(await execute("connectors__linear__NOPE", {}))).toBe("TOOL_NOT_FOUND");
    await execute("connectors__linear__LIST_ISSUES", {});
    expect(sentSlugs(gateway())).toEqual([
      "LINEAR_SEARCH_ISSUES",
      "SEARCH_ISSUES",
      "LINEAR_NOPE",
      "NOPE",
      "LINEAR_LIST_ISSUES",
    ]);
    const keys = gateway()
      .requestsTo("execute")
      .map((request) => request.idempotencyKey);
    expect(new Set(keys).size).toBe(5);
  });

  it("degrades a transport failure to PROVIDER_ERROR for that entry only", async () => {
    const execute = executorFor(gateway());
    gateway().setFault("execute", { kind: "reset" }, { times: 2 });
    const failed = await execute("connectors__gmail__SEND_EMAIL", { to: "x", subject: "y" });
    expect(failed).toMatchObject({ error: { code: "PROVIDER_ERROR", connector: "gmail" } });
    expect(await execute("connectors__gmail__LIST_MESSAGES", {})).toMatchObject({ data: { ok: true } });
    expect(gateway().requestsTo("execute")).toHaveLength(3);
  });

  it("passes tool-level errors through", async () => {
    const execute = executorFor(gateway());
    expect(await execute("connectors__gmail__EMPTY_TRASH", {})).toEqual({
      error: {
        code: "TOOL_NOT_ALLOWED",
        message: "GMAIL_EMPTY_TRASH is not allowed for this account",
        connector: "gmail",
      },
    });
    expect(await execute("connectors__linear__ARCHIVE_TEAM", { team: "x" })).toMatchObject({
      error: { code: "PROVIDER_ERROR", message: "The provider refused: insufficient permissions." },
    });
  });

  it("tells CONNECTION_REQUIRED with the link, a manage_connections hint, or a report-back hint", async () => {
    const link = await executorFor(gateway())("connectors__notion__SEARCH_PAGES", { query: "q" });
    expect(link).toMatchObject({
      error: {
        code: "CONNECTION_REQUIRED",
        connector: "notion",
        connect_url: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+\/connect\//) as unknown,
      },
    });
    const card = await executorFor(gateway(), "manage_connections")("connectors__notion__SEARCH_PAGES", { query: "q" });
    expect(card).toEqual({
      error: {
        code: "CONNECTION_REQUIRED",
        message: "notion is not connected",
        connector: "notion",
        hint: 'Call manage_connections with {"action":"connect","targets":[{"name":"notion"}]} so the user can connect notion, then retry this call.',
      },
    });
    const side = await executorFor(gateway(), "report_back")("connectors__slack__SEND_MESSAGE", {
      channel: "c",
      text: "t",
    });
    expect(side).toMatchObject({
      error: { code: "CONNECTION_REQUIRED", hint: expect.stringContaining("report back") as unknown },
    });
    expect("connect_url" in (isConnectorCallError(side) ? side.error : {})).toBe(false);
  });

  it("does not retry a 409", async () => {
    gateway().setFault("execute", { kind: "status", status: 409 });
    expect(codeOf(await executorFor(gateway())("connectors__gmail__SEND_EMAIL", {}))).toBe("IDEMPOTENCY_CONFLICT");
    expect(gateway().requestsTo("execute")).toHaveLength(1);
  });

  it("maps auth, 404, 429 and bad names", async () => {
    const execute = executorFor(gateway());
    gateway().setFault("execute", { kind: "status", status: 401 });
    expect(codeOf(await execute("connectors__gmail__SEND_EMAIL", {}))).toBe("SIGN_IN_EXPIRED");
    gateway().setFault("execute", { kind: "status", status: 404 });
    expect(codeOf(await execute("connectors__gmail__SEND_EMAIL", {}))).toBe("CONNECTORS_UNAVAILABLE");
    gateway().setFault("execute", { kind: "rate-limit", retryAfterSeconds: 60 });
    expect(await execute("connectors__gmail__SEND_EMAIL", {})).toMatchObject({
      error: { code: "RATE_LIMITED", retry_after_ms: 60_000 },
    });
    const before = gateway().requests.length;
    expect(codeOf(await execute("gmail_send", {}))).toBe("INVALID_NAME");
    expect(gateway().requests).toHaveLength(before);
  });

  it("sends nothing when signed out or disabled", async () => {
    expect(codeOf(await executorFor(gateway(), "link", () => undefined)("connectors__gmail__SEND_EMAIL", {}))).toBe(
      "CONNECTORS_UNAVAILABLE",
    );
    const off = createConnectorExecutor({ client: clientFor(gateway()), enabled: false });
    expect(codeOf(await off("connectors__gmail__SEND_EMAIL", {}))).toBe("CONNECTORS_UNAVAILABLE");
    expect(gateway().requests).toHaveLength(0);
  });

  it("sends nothing more once the user stops between batch entries", async () => {
    const execute = executorFor(gateway());
    const controller = new AbortController();
    const batch = [
      ["connectors__gmail__LIST_MESSAGES", { query: "a" }],
      ["connectors__gmail__SEND_EMAIL", { to: "x", subject: "y" }],
      ["connectors__linear__CREATE_ISSUE", { team: "t", title: "z" }],
    ] as const;
    const results: ConnectorCallResult[] = [];
    for (const [name, args] of batch) {
      results.push(await execute(name, args, { signal: controller.signal }));
      controller.abort();
    }
    expect(results.map(codeOf)).toEqual([undefined, "INTERRUPTED", "INTERRUPTED"]);
    expect(results[1]).toEqual({ error: { code: "INTERRUPTED", message: INTERRUPTED_MESSAGE } });
    expect(gateway().requestsTo("execute")).toHaveLength(1);
    expect(gateway().executions).toHaveLength(1);
  });

  it("cancels an entry in flight when the user stops", async () => {
    gateway().setFault("execute", { kind: "latency", ms: 30_000 });
    const controller = new AbortController();
    const pending = executorFor(gateway())("connectors__gmail__SEND_EMAIL", {}, { signal: controller.signal });
    // Stop once the gateway holds the request, so it is in flight whatever the machine's load.
    await vi.waitFor(
      () => expect(gateway().requestsTo("execute").length === 1, "the execute request arrived").toBe(true),
      { timeout: 60_000, interval: 10 },
    );
    controller.abort();
    const result = await pending;
    expect(result).toMatchObject({
      error: { code: "INTERRUPTED", message: expect.stringContaining("may or may not have run") as unknown },
    });
    expect(gateway().requestsTo("execute")).toHaveLength(1);
  });
});
