import { describe, expect, it, vi } from "vitest";
import { FIXTURE_TOOLS } from "../testing/fixture-tools.js";
import { fixturePair, nextEvent } from "../../test/pairs.js";
import { McpConnection } from "./mcp-connection.js";

const FIXED = FIXTURE_TOOLS.length;

async function attached(options: Parameters<typeof fixturePair>[0] = {}, debounce = 20) {
  const pair = await fixturePair(options);
  const connection = await McpConnection.attach("fx", pair.client, { listChangedDebounceMs: debounce });
  return { ...pair, connection };
}

describe("McpConnection over an in-memory pair", () => {
  it("lists every tool and calls one", async () => {
    const { connection } = await attached();
    expect(connection.status).toEqual({ state: "ready" });
    expect(connection.tools.map((tool) => tool.name)).toContain("notes_create");
    const outcome = await connection.callTool("add", { a: 2, b: 3 });
    expect(outcome).toEqual({
      ok: true,
      result: { content: [{ type: "text", text: "5" }], structuredContent: { sum: 5 } },
    });
    await connection.close();
    expect(connection.status.state).toBe("closed");
  });

  it("pages through tools/list", async () => {
    const { connection, fixture } = await attached({ pageSize: 4, extraTools: 11 });
    expect(connection.tools).toHaveLength(FIXED + 11);
    expect(fixture.stats.listRequests).toBe(Math.ceil((FIXED + 11) / 4));
    expect(new Set(connection.tools.map((tool) => tool.name)).size).toBe(FIXED + 11);
    await connection.close();
  });

  it("stops paging at maxListPages and warns", async () => {
    const pair = await fixturePair({ pageSize: 2, extraTools: 10 });
    const warnings: string[] = [];
    const connection = await McpConnection.attach("fx", pair.client, {
      maxListPages: 3,
      logger: { warn: (message) => warnings.push(message) },
    });
    expect(connection.tools).toHaveLength(6);
    expect(warnings.join("\n")).toMatch(/more than 3 pages/);
    await connection.close();
  });

  it("re-lists once per burst of list_changed and keeps unchanged tool objects", async () => {
    const { connection, fixture } = await attached();
    const before = connection.tools;
    const listsBefore = fixture.stats.listRequests;
    const changed = nextEvent(connection, (event) => event.kind === "tools");
    for (let i = 0; i < 5; i += 1) await fixture.addTool(`extra_${i}`);
    await changed;
    await connection.refresh(); // settles any run in flight
    expect(fixture.stats.listRequests - listsBefore).toBeLessThanOrEqual(2);
    expect(connection.tools.map((tool) => tool.name)).toEqual([
      ...before.map((tool) => tool.name),
      "extra_0",
      "extra_1",
      "extra_2",
      "extra_3",
      "extra_4",
    ]);
    connection.tools.slice(0, before.length).forEach((tool, i) => expect(tool).toBe(before[i]));
    const now = connection.tools;
    await fixture.notifyChanged(); // nothing changed: same array, no event
    await connection.refresh();
    expect(connection.tools).toBe(now);
    await connection.close();
  });

  it("returns structured errors for protocol errors, timeouts, aborts and bad arguments", async () => {
    const { connection } = await attached();
    const failed = await connection.callTool("fail", { message: "boom" });
    expect(failed).toMatchObject({ ok: false, error: { code: "PROTOCOL", tool: "fail", server: "fx" } });
    expect(failed.ok ? "" : failed.error.message).toMatch(/boom/);
    expect(await connection.callTool("slow", { ms: 2_000 }, { timeoutMs: 30 })).toMatchObject({
      ok: false,
      error: { code: "TIMEOUT" },
    });
    const controller = new AbortController();
    const pending = connection.callTool("slow", { ms: 2_000 }, { signal: controller.signal });
    controller.abort();
    expect(await pending).toMatchObject({ ok: false, error: { code: "ABORTED" } });
    expect(await connection.callTool("echo", [1, 2])).toMatchObject({
      ok: false,
      error: { code: "INVALID_ARGUMENTS" },
    });
    expect(await connection.callTool("echo", { text: "still fine" })).toMatchObject({ ok: true });
    await connection.close();
  });

  it("becomes failed when the server goes away mid-call, and answers unavailable after", async () => {
    const { connection } = await attached();
    const status = nextEvent(connection, (event) => event.kind === "status");
    const outcome = await connection.callTool("crash", {});
    expect(outcome).toMatchObject({ ok: false, error: { code: "CONNECTION_CLOSED", tool: "crash" } });
    await status;
    expect(connection.status).toEqual({ state: "failed", reason: "the connection closed" });
    expect(await connection.callTool("echo", { text: "x" })).toMatchObject({
      ok: false,
      error: { code: "UNAVAILABLE" },
    });
    expect(connection.tools.length).toBeGreaterThan(0); // last listing kept for routing
    await connection.close();
  });

  it("close clears its timers, including a pending re-list", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    try {
      const { connection, fixture } = await attached({}, 10_000);
      expect(vi.getTimerCount()).toBe(0);
      await fixture.notifyChanged();
      for (let i = 0; i < 20 && vi.getTimerCount() === 0; i += 1) await new Promise((resolve) => setImmediate(resolve));
      expect(vi.getTimerCount()).toBe(1); // the debounce timer is pending
      await connection.close();
      expect(vi.getTimerCount()).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });
});
