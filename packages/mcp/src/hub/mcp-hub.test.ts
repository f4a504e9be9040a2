import { describe, expect, it } from "vitest";
import { FIXTURE_TOOLS } from "../testing/fixture-tools.js";
import { fixturePair, nextEvent } from "../../test/pairs.js";
import { startMcpHub, type McpHubProgress } from "./mcp-hub.js";
import { parseMcpServers } from "../config/server-config.js";

const FIXED = FIXTURE_TOOLS.length;
const SECRET = "SENTINEL-hub-4c2d";

async function hubWithTwoFixtures() {
  const a = await fixturePair({ name: "a" });
  const b = await fixturePair({ name: "b", pageSize: 5, extraTools: 7 });
  const broken = parseMcpServers({
    broken: { command: "/nonexistent/hermes-broken", env: { TOKEN: SECRET } },
    off: { command: "/nonexistent/never-started", disabled: true },
  }).servers;
  const progress: McpHubProgress[] = [];
  const hub = await startMcpHub(
    [
      { name: "alpha", client: a.client, alwaysLoad: true },
      ...broken,
      { name: "beta", client: b.client, supportsParallelToolCalls: true },
    ],
    { onProgress: (event) => progress.push(event), listChangedDebounceMs: 10 },
  );
  return { hub, a, b, progress };
}

describe("startMcpHub", () => {
  it("starts servers in parallel and reports progress; a failed server is an unavailable source", async () => {
    const { hub, progress } = await hubWithTwoFixtures();
    expect(progress.filter((event) => event.state === "starting").map((event) => event.server)).toEqual([
      "alpha",
      "broken",
      "beta",
    ]);
    expect(progress.filter((event) => event.state !== "starting")).toEqual(
      expect.arrayContaining([
        { server: "alpha", state: "ready", toolCount: FIXED },
        { server: "beta", state: "ready", toolCount: FIXED + 7 },
        { server: "broken", state: "failed", reason: "command not found: hermes-broken" },
      ]),
    );
    const toolsets = hub.toolsets();
    expect(toolsets.map((toolset) => [toolset.source, toolset.tools.length, toolset.unavailable])).toEqual([
      [{ kind: "mcp", name: "alpha", alwaysLoad: true }, FIXED, undefined],
      [{ kind: "mcp", name: "broken", alwaysLoad: false }, 0, "command not found: hermes-broken"],
      [{ kind: "mcp", name: "beta", alwaysLoad: false }, FIXED + 7, undefined],
    ]);
    expect(hub.parallelServers()).toEqual(["beta"]);
    expect(hub.servers().map((server) => [server.name, server.state])).toEqual([
      ["alpha", "ready"],
      ["broken", "failed"],
      ["beta", "ready"],
    ]);
    expect(JSON.stringify([toolsets, hub.servers(), progress])).not.toContain(SECRET);
    await hub.close();
  });

  it("keeps toolset and tool identities while nothing changes", async () => {
    const { hub } = await hubWithTwoFixtures();
    const first = hub.toolsets();
    expect(hub.toolsets()).toBe(first);
    expect(hub.tools()).toBe(hub.tools());
    expect(hub.tools()).toHaveLength(FIXED + FIXED + 7); // no tool is dropped for a name alpha also has
    await hub.close();
  });

  it("routes calls to the owning server and answers unknown tools with a structured error", async () => {
    const { hub, a, b } = await hubWithTwoFixtures();
    expect(await hub.invoke("mcp__alpha__echo", { text: "hi" })).toEqual({
      ok: true,
      result: { content: [{ type: "text", text: "hi" }] },
    });
    expect(a.fixture.stats.calls).toEqual(["echo"]);
    // An own name two servers share is refused, never sent to the first server that has it.
    expect(await hub.invoke("echo", { text: "?" })).toMatchObject({
      ok: false,
      error: { code: "AMBIGUOUS_TOOL", tool: "echo" },
    });
    expect(a.fixture.stats.calls).toEqual(["echo"]);
    expect(await hub.invoke("bulk_tool_003", {})).toMatchObject({
      ok: true,
      result: { content: [{ text: "called bulk_tool_003" }] },
    });
    expect(await hub.invoke("echo", { text: "to beta" }, { server: "beta" })).toMatchObject({ ok: true });
    expect(b.fixture.stats.calls).toEqual(["bulk_tool_003", "echo"]);
    expect(await hub.invoke("no_such_tool", {})).toMatchObject({
      ok: false,
      error: { code: "UNKNOWN_TOOL", tool: "no_such_tool" },
    });
    expect(await hub.invoke("echo", {}, { server: "gamma" })).toMatchObject({
      ok: false,
      error: { code: "UNKNOWN_TOOL" },
    });
    // With a server, only that server's tools: another server's namespaced name is unknown there.
    expect(await hub.invoke("mcp__beta__echo", {}, { server: "alpha" })).toMatchObject({
      ok: false,
      error: { code: "UNKNOWN_TOOL", server: "alpha" },
    });
    expect(a.fixture.stats.calls).toEqual(["echo"]);
    await hub.close();
  });

  it("follows list_changed: the next toolsets show the new tool and onChange fires", async () => {
    const { hub, b } = await hubWithTwoFixtures();
    const before = hub.toolsets();
    const change = nextEvent(hub);
    await b.fixture.addTool("beta_new");
    expect(await change).toEqual({ server: "beta", kind: "tools" });
    const after = hub.toolsets();
    expect(after).not.toBe(before);
    expect(after[0]).toBe(before[0]); // alpha unchanged: same toolset object
    expect(after[2]?.tools.at(-1)).toMatchObject({
      name: "mcp__beta__beta_new",
      _meta: { "hermes/toolName": "beta_new" },
    });
    expect(after[2]?.tools.slice(0, -1)).toEqual(before[2]?.tools);
    expect(await hub.invoke("mcp__beta__beta_new", {})).toMatchObject({ ok: true });
    expect(await hub.invoke("beta_new", {})).toMatchObject({ ok: true }); // an own name only one server has
    await hub.close();
  });

  it("a server that dies becomes unavailable; its tools answer unavailable, the others still work", async () => {
    const { hub } = await hubWithTwoFixtures();
    const change = nextEvent(hub, (event) => event.kind === "status");
    expect(await hub.invoke("mcp__alpha__crash", {})).toMatchObject({
      ok: false,
      error: { code: "CONNECTION_CLOSED", server: "alpha" },
    });
    expect(await change).toEqual({ server: "alpha", kind: "status" });
    expect(hub.toolsets()[0]).toMatchObject({ tools: [], unavailable: "the connection closed" });
    // alpha's tools answer unavailable: they never fall over to beta, which has tools of the same names
    expect(await hub.invoke("mcp__alpha__echo", { text: "x" })).toMatchObject({
      ok: false,
      error: { code: "UNAVAILABLE", server: "alpha" },
    });
    expect(await hub.invoke("echo", { text: "x" })).toMatchObject({ ok: false, error: { code: "AMBIGUOUS_TOOL" } });
    expect(await hub.invoke("mcp__beta__echo", { text: "via beta" })).toMatchObject({
      ok: true,
      result: { content: [{ text: "via beta" }] },
    });
    await hub.close();
    expect(hub.toolsets().every((toolset) => toolset.unavailable === "closed")).toBe(true);
    expect(await hub.invoke("mcp__beta__echo", { text: "x" })).toMatchObject({
      ok: false,
      error: { code: "UNAVAILABLE" },
    });
  });
});
