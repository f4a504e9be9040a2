// Downstream servers in the wild, with real child processes (the BUILT fixture, spawned
// with plain Node): a slow start does not hold the hub up, a crash is restarted with a
// backoff and a cap, a hung start is retried with a longer timeout, and a call to a tool of
// a server that is down says which server and why — without its startup banner.
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { ensureBuiltDist } from "../../test/dist.js";
import { processExists } from "../connection/close-client.js";
import { openMcpHub, startMcpHub, type McpHub } from "./mcp-hub.js";
import { parseMcpServers } from "../config/server-config.js";
import type { McpServerConfig } from "../config/server-config-types.js";

let fixtureMain = "";
let hub: McpHub | undefined;

beforeAll(() => {
  fixtureMain = ensureBuiltDist().fixture;
}, 120_000);

afterEach(async () => {
  await hub?.close();
  hub = undefined;
});

function servers(document: Record<string, unknown>): readonly McpServerConfig[] {
  const parsed = parseMcpServers({ mcpServers: document });
  if (!parsed.ok) throw new Error(parsed.errors.map((issue) => issue.message).join("; "));
  return parsed.servers;
}

const fixture = (args: readonly string[] = [], extra: Record<string, unknown> = {}): Record<string, unknown> => ({
  command: process.execPath,
  args: [fixtureMain, ...args],
  ...extra,
});

/** Resolves once `condition(hub)` holds, checked on every hub change (no polling, no sleeps). */
function when(live: McpHub, condition: (hub: McpHub) => boolean): Promise<void> {
  return new Promise((resolve) => {
    if (condition(live)) return resolve();
    const stop = live.onChange(() => {
      if (!condition(live)) return;
      stop();
      resolve();
    });
  });
}

const state = (live: McpHub, name: string): string | undefined =>
  live.servers().find((server) => server.name === name)?.state;

describe("a hub of real stdio servers", () => {
  it("is usable at once: a slow server is `starting` (an unavailable toolset) while a quick one is ready", async () => {
    const gate = join(mkdtempSync(join(tmpdir(), "hermes-gate-")), "open");
    const live = (hub = openMcpHub(servers({ quick: fixture(), slow: fixture(["--wait-for", gate]) }), {
      closeGraceMs: 500,
    }));
    expect(live.servers().map((server) => server.state)).toEqual(["starting", "starting"]);
    await when(live, (h) => state(h, "quick") === "ready");
    expect(state(live, "slow")).toBe("starting");
    expect(live.toolsets()[1]).toMatchObject({ source: { name: "slow" }, tools: [], unavailable: "starting" });
    writeFileSync(gate, "");
    await when(live, (h) => state(h, "slow") === "ready");
    await live.ready();
    expect(live.servers().map((server) => [server.name, server.state, server.toolCount > 0])).toEqual([
      ["quick", "ready", true],
      ["slow", "ready", true],
    ]);
  });

  it("restarts a server that crashes, with a new child, and its tools answer again", async () => {
    const live = (hub = await startMcpHub(servers({ alpha: fixture() }), {
      closeGraceMs: 500,
      restart: { initialDelayMs: 10 },
    }));
    const first = live.connection("alpha")?.pid;
    expect((await live.invoke("crash", {})).ok).toBe(false);
    await when(live, (h) => h.servers()[0]?.restarts === 1 && state(h, "alpha") === "ready");
    const second = live.connection("alpha")?.pid;
    expect(second).toBeTypeOf("number");
    expect(second).not.toBe(first);
    expect(first !== undefined && processExists(first)).toBe(false);
    expect(await live.invoke("add", { a: 2, b: 3 })).toMatchObject({
      ok: true,
      result: { structuredContent: { sum: 5 } },
    });
  });

  it("gives up after max_restarts, saying so, and calls to its tools name the server and why (not the banner)", async () => {
    const live = (hub = await startMcpHub(
      servers({ memory: fixture(["--banner", "Knowledge Graph MCP Server running on stdio"], { max_restarts: 0 }) }),
      { closeGraceMs: 500 },
    ));
    const pid = live.connection("memory")?.pid;
    if (pid === undefined) throw new Error("no pid");
    process.kill(pid, "SIGKILL");
    await when(live, (h) => state(h, "memory") === "failed");
    const [status] = live.servers();
    expect(status?.reason).toBe("the server process exited");
    const outcome = await live.invoke("echo", { text: "x" });
    expect(outcome).toMatchObject({ ok: false, error: { code: "UNAVAILABLE", server: "memory" } });
    expect(!outcome.ok && outcome.error.message).toBe(
      `'echo' belongs to MCP server "memory", which is unavailable: the server process exited`,
    );
    expect(JSON.stringify([live.servers(), live.toolsets()])).not.toContain("Knowledge Graph");
    expect(live.toolsets()[0]?.unavailableTools).toContain("mcp__memory__echo"); // as the model knew it
  });

  it("caps restarts of a server that always exits: backoff, then `gave up after N restarts`", async () => {
    const reasons: string[] = [];
    const dead = servers({
      dead: {
        command: process.execPath,
        args: ["-e", "process.stderr.write('boom\\n'); process.exit(2)"],
        max_restarts: 2,
      },
    });
    const live = (hub = openMcpHub(dead, {
      closeGraceMs: 200,
      restart: { initialDelayMs: 5 },
      onProgress: (p) => p.reason !== undefined && reasons.push(p.reason),
    }));
    await when(live, (h) => h.servers()[0]?.reason?.includes("gave up") === true);
    expect(live.servers()[0]).toMatchObject({
      state: "failed",
      restarts: 2,
      reason: "the server process exited during startup: boom (gave up after 2 restarts)",
    });
    expect(reasons).toEqual(Array.from({ length: 3 }, () => "the server process exited during startup: boom"));
  });

  it("a hung start times out after startup_timeout and is retried with twice the time; a missing command is not retried", async () => {
    const mute = {
      command: process.execPath,
      args: ["-e", "setInterval(() => {}, 1000)"],
      startup_timeout: 0.2,
      max_restarts: 1,
    };
    const live = (hub = openMcpHub(servers({ mute, missing: { command: "hermes-no-such-command-x" } }), {
      closeGraceMs: 200,
      restart: { initialDelayMs: 5 },
    }));
    await when(live, (h) => h.servers()[0]?.reason?.includes("gave up") === true);
    expect(live.servers().map((server) => [server.state, server.reason, server.restarts])).toEqual([
      ["failed", "did not start within 400 ms (gave up after 1 restart)", 1],
      ["failed", "command not found: hermes-no-such-command-x", 0],
    ]);
  });

  it("call_timeout from the config is the default deadline of a call", async () => {
    const live = (hub = await startMcpHub(servers({ alpha: fixture([], { call_timeout: 0.3 }) }), {
      closeGraceMs: 500,
    }));
    expect(await live.invoke("slow", { ms: 60_000 })).toMatchObject({ ok: false, error: { code: "TIMEOUT" } });
  });

  it("closing while a server is still starting stops its child", async () => {
    const gate = join(mkdtempSync(join(tmpdir(), "hermes-gate-")), "never");
    const live = openMcpHub(servers({ slow: fixture(["--wait-for", gate]) }), { closeGraceMs: 200 });
    await when(live, (h) => h.connection("slow")?.pid !== undefined);
    const pid = live.connection("slow")?.pid;
    await live.close();
    await live.ready();
    expect(pid !== undefined && processExists(pid)).toBe(false);
    expect(state(live, "slow")).toBe("closed");
  });
});
