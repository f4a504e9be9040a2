// The front server waits for nobody: an SDK client spawns the built CLI (`serve`) in front of
// a slow server (a real child that answers only once the test opens a gate) and one that
// crashes. `initialize` is answered while the slow one still starts, tools/list_changed
// arrives as it comes up, tool_search says which servers are down and why, and a call to
// the crashed server's tool names it — after it was restarted and gave up.
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
import { ToolListChangedNotificationSchema, type CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ensureBuiltCli } from "../../../test/dist.js";

const CLI = fileURLToPath(new URL("../../../dist/cli/main.js", import.meta.url));
const textOf = (result: unknown): string => ((result as CallToolResult).content[0] as { text: string }).text;

describe("serve in front of a slow and a crashing server (built dist, real children)", () => {
  let client: Client;
  let gate = "";
  let changes = 0;
  let changed: () => void = () => undefined;

  /** Resolves at the next tools/list_changed (no sleeps). */
  const nextChange = (): Promise<void> => new Promise((resolve) => (changed = resolve));

  beforeAll(async () => {
    const { fixture } = ensureBuiltCli();
    const dir = mkdtempSync(join(tmpdir(), "hermes-serve-life-"));
    gate = join(dir, "slow-may-start");
    const config = join(dir, "servers.json");
    writeFileSync(
      config,
      JSON.stringify({
        mcpServers: {
          slow: { command: process.execPath, args: [fixture, "--wait-for", gate] },
          memory: {
            command: process.execPath,
            args: ["-e", "process.stderr.write('Knowledge Graph MCP Server running on stdio\\n'); process.exit(3)"],
            max_restarts: 1,
          },
        },
        tools: { tool_search: { threshold_pct: 0 } },
      }),
    );
    client = new Client({ name: "e2e-lifecycle", version: "1.0.0" });
    client.setNotificationHandler(ToolListChangedNotificationSchema, () => {
      changes += 1;
      changed();
    });
    await client.connect(
      new StdioClientTransport({
        command: process.execPath,
        args: [CLI, "serve", "--wait", "0", "--config", config],
        stderr: "pipe",
      }),
    );
  }, 120_000);

  afterAll(async () => {
    await client.close();
  });

  it("answers initialize and tools/list while the slow server is still starting", async () => {
    expect(client.getServerVersion()?.name).toBe("hermes-tool-search");
    // Nothing is up yet: nothing to defer, so no bridge tools either (tier 0) — but an answer.
    const listed = await client.listTools();
    expect(listed.tools.map((tool) => tool.name)).not.toContain("mcp__slow__notes_create");
    expect(listed.tools.map((tool) => tool.name)).not.toContain("tool_search");
  });

  it("sends tools/list_changed when the slow server comes up, and its tools are then found and run", async () => {
    const before = changes;
    writeFileSync(gate, "");
    for (;;) {
      const found = JSON.parse(
        textOf(await client.callTool({ name: "tool_search", arguments: { queries: ["notes create"] } })),
      ) as { results: { matches: string[] }[] };
      if (found.results[0]?.matches.includes("mcp__slow__notes_create") === true) break;
      await nextChange();
    }
    expect(changes).toBeGreaterThan(before);
    const created = (await client.callTool({
      name: "tool_call",
      arguments: { calls: [{ name: "mcp__slow__notes_create", arguments: { title: "hello" } }] },
    })) as CallToolResult;
    expect(created.isError).not.toBe(true);
  });

  it("says the crashing server is unavailable and why, after its restart", async () => {
    for (;;) {
      const found = JSON.parse(
        textOf(await client.callTool({ name: "tool_search", arguments: { queries: ["graph"] } })),
      ) as { unavailable_sources?: { name: string; reason: string }[] };
      const memory = found.unavailable_sources?.find((source) => source.name === "memory");
      if (memory?.reason.includes("gave up") === true) {
        expect(memory.reason).toBe(
          "the server process exited during startup: Knowledge Graph MCP Server running on stdio (gave up after 1 restart)",
        );
        break;
      }
      await nextChange();
    }
  });
});
