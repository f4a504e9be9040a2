// URL credentials never worked (fetch refuses a URL with user:password@) and the
// percent-encoded password was shown raw. They now become an Authorization header, and the
// per-server lifecycle keys are read.
import { describe, expect, it } from "vitest";
import { startMcpHub } from "../hub/mcp-hub.js";
import { parseMcpServers } from "./server-config.js";

describe("server entries: URL credentials and lifecycle keys", () => {
  it("turns user:password@ into a Basic Authorization header and drops it from the URL", () => {
    const parsed = parseMcpServers({ x: { url: "http://admin:hunter%402@127.0.0.1:9/mcp?x=1" } });
    expect(parsed.ok).toBe(true);
    expect(parsed.servers[0]).toMatchObject({
      transport: "http",
      url: "http://127.0.0.1:9/mcp?x=1",
      headers: { Authorization: `Basic ${Buffer.from("admin:hunter@2").toString("base64")}` },
    });
  });

  it("refuses credentials in the URL next to an Authorization header, without showing either", () => {
    const parsed = parseMcpServers({
      x: { url: "http://admin:hunter%402@127.0.0.1:9/mcp", headers: { authorization: "Bearer tok-SENTINEL" } },
    });
    expect(parsed.ok).toBe(false);
    expect(!parsed.ok && parsed.errors.map((issue) => issue.message)).toEqual([
      "mcpServers.x.url has user:password@ and mcpServers.x.headers has an Authorization header; keep only one",
    ]);
    expect(JSON.stringify(parsed)).not.toMatch(/hunter|SENTINEL/);
  });

  it("never shows the password, raw or percent-encoded, in a failed server's status", async () => {
    const parsed = parseMcpServers({ x: { url: "http://admin:hunter%402@127.0.0.1:9/mcp" } });
    const hub = await startMcpHub(parsed.servers, { restart: { maxRestarts: 0 } });
    try {
      expect(hub.servers()[0]?.state).toBe("failed");
      expect(
        JSON.stringify([
          hub.servers(),
          hub.toolsets(),
          parsed.servers.map((server) => server.transport === "http" && server.url),
        ]),
      ).not.toMatch(/hunter/);
    } finally {
      await hub.close();
    }
  });

  it("reads startup_timeout and call_timeout (seconds) and max_restarts, and names bad values", () => {
    const parsed = parseMcpServers({ a: { command: "x", startup_timeout: 90, call_timeout: 1.5, max_restarts: 0 } });
    expect(parsed.servers[0]).toMatchObject({ startTimeoutMs: 90_000, callTimeoutMs: 1_500, maxRestarts: 0 });
    const bad = parseMcpServers({ a: { command: "x", startup_timeout: "30s", call_timeout: -1, max_restarts: 1.5 } });
    expect(!bad.ok && bad.errors.map((issue) => issue.message)).toEqual([
      "mcpServers.a.startup_timeout must be a number greater than 0 and at most 86400",
      "mcpServers.a.call_timeout must be a number greater than 0 and at most 86400",
      "mcpServers.a.max_restarts must be a whole number from 0 to 100",
    ]);
  });
});
