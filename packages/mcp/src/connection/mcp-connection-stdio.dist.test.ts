// Spawns the BUILT fixture (dist/testing/fixture-server-main.js) with plain Node, so the
// SDK's `.js` subpath imports are checked the way users run them.
import { beforeAll, describe, expect, it } from "vitest";
import { ensureBuiltDist } from "../../test/dist.js";
import { processExists } from "./close-client.js";
import { McpConnection } from "./mcp-connection.js";
import { parseMcpServers } from "../config/server-config.js";
import type { McpServerConfig } from "../config/server-config-types.js";

const SECRET = "SENTINEL-stdio-9b1e";
let fixtureMain = "";

beforeAll(() => {
  fixtureMain = ensureBuiltDist().fixture;
}, 120_000);

function stdio(name: string, command: string, args: string[], env: Record<string, string> = {}): McpServerConfig {
  const parsed = parseMcpServers({ [name]: { command, args, env } });
  const server = parsed.servers[0];
  if (!parsed.ok || server === undefined) throw new Error("bad test config");
  return server;
}

describe("McpConnection over stdio (built fixture)", () => {
  it("starts the child, passes env, calls tools and stops the child on close", async () => {
    const connection = await McpConnection.start(
      stdio("fx", process.execPath, [fixtureMain, "--page-size", "3"], { FIXTURE_TOKEN: SECRET }),
    );
    expect(connection.status).toEqual({ state: "ready" });
    expect(connection.tools.map((tool) => tool.name)).toContain("add_tool");
    const pid = connection.pid;
    expect(pid).toBeTypeOf("number");
    expect(await connection.callTool("env_get", { name: "FIXTURE_TOKEN" })).toMatchObject({
      ok: true,
      result: { content: [{ text: SECRET }] },
    });
    expect(await connection.callTool("env_get", { name: "npm_lifecycle_event" })).toMatchObject({
      ok: true,
      result: { content: [{ text: "(unset)" }] },
    });
    await connection.close();
    expect(processExists(pid ?? -1)).toBe(false);
  });

  it("turns a crash mid-call into a structured error and a failed status", async () => {
    const connection = await McpConnection.start(stdio("fx", process.execPath, [fixtureMain]));
    const pid = connection.pid ?? -1;
    const inFlight = connection.callTool("slow", { ms: 5_000 });
    const outcome = await connection.callTool("crash", {});
    expect(outcome).toMatchObject({ ok: false, error: { code: "CONNECTION_CLOSED", server: "fx", tool: "crash" } });
    expect(await inFlight).toMatchObject({ ok: false, error: { code: "CONNECTION_CLOSED" } });
    expect(connection.status.state).toBe("failed");
    expect(connection.status.reason).toBe("the server process exited: fixture: crashing on request");
    await connection.close();
    expect(processExists(pid)).toBe(false);
  });

  it("fails with a reason when the command does not exist", async () => {
    const connection = await McpConnection.start(
      stdio("nope", "/nonexistent/hermes-no-such-server", ["--token", SECRET]),
    );
    expect(connection.status).toEqual({ state: "failed", reason: "command not found: hermes-no-such-server" });
    await connection.close();
  });

  it("masks secrets a failing child prints to stderr", async () => {
    const script = "process.stderr.write('auth failed for ' + process.env.API_KEY + '\\n'); process.exit(3)";
    const connection = await McpConnection.start(stdio("leaky", process.execPath, ["-e", script], { API_KEY: SECRET }));
    expect(connection.status.state).toBe("failed");
    expect(connection.status.reason).toBe("the server process exited during startup: auth failed for ***");
    expect(connection.status.reason).not.toContain(SECRET);
    expect(JSON.stringify(await connection.callTool("x", {}))).not.toContain(SECRET);
    await connection.close();
  });

  it("fails after the start timeout and kills a child that never answers", async () => {
    const connection = await McpConnection.start(
      stdio("mute", process.execPath, ["-e", "setInterval(() => {}, 1000)"]),
      { startTimeoutMs: 300, closeGraceMs: 200 },
    );
    expect(connection.status).toEqual({ state: "failed", reason: "did not start within 300 ms" });
    expect(connection.pid).toBeTypeOf("number");
    expect(processExists(connection.pid ?? -1)).toBe(false);
    await connection.close();
  });
});
