// The config file's policy through the built CLI: `serve` with a policy that denies one
// downstream tool and asks before another, for a front client without elicitation.
import { existsSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { StdioClientTransport } from "@modelcontextprotocol/client/stdio";
import { Client, type CallToolResult } from "@modelcontextprotocol/client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ensureBuiltCli } from "../../../test/dist.js";

const CLI = fileURLToPath(new URL("../../../dist/cli/main.js", import.meta.url));
const json = (result: unknown): unknown => JSON.parse(((result as CallToolResult).content[0] as { text: string }).text);

describe("hermes-tool-search serve with a policy (stdio, built dist)", () => {
  let client: Client;

  beforeAll(async () => {
    if (!existsSync(CLI)) throw new Error(`build the package first (pnpm build): ${CLI} is missing`);
    const { fixture } = ensureBuiltCli();
    const config = join(mkdtempSync(join(tmpdir(), "hermes-policy-")), "servers.json");
    writeFileSync(
      config,
      JSON.stringify({
        mcpServers: { notes: { command: process.execPath, args: [fixture], policy: { deny: ["add"] } } },
        policy: { ask: ["mcp__notes__echo"] },
      }),
    );
    const transport = new StdioClientTransport({
      command: process.execPath,
      args: [CLI, "serve", "--config", config],
      stderr: "pipe",
    });
    client = new Client({ name: "e2e", version: "1.0.0" });
    let changed: () => void = () => undefined;
    client.setNotificationHandler("notifications/tools/list_changed", () => changed());
    await client.connect(transport);
    while (!((await client.listTools()).tools[0]?.description ?? "").includes("mcp__notes__echo"))
      await new Promise<void>((resolve) => (changed = resolve));
  }, 120_000);

  afterAll(async () => {
    await client.close();
  });

  it("a denied tool is not found by tool_search and a call to it is POLICY_DENIED", async () => {
    const found = json(await client.callTool({ name: "tool_search", arguments: { queries: ["add two numbers"] } })) as {
      tools: Record<string, unknown>;
    };
    expect(Object.keys(found.tools)).not.toContain("mcp__notes__add");
    const refused = json(
      await client.callTool({
        name: "tool_call",
        arguments: { calls: [{ name: "mcp__notes__add", arguments: { a: 1, b: 2 } }] },
      }),
    );
    expect(refused).toMatchObject({ code: "POLICY_DENIED", rule: "mcpServers.notes.policy.deny[0]" });
  });

  it("an ask tool fails closed for a client without elicitation, naming the key to set", async () => {
    const result = await client.callTool({
      name: "tool_call",
      arguments: { calls: [{ name: "mcp__notes__echo", arguments: { text: "hi" } }] },
    });
    expect(result.isError).toBe(true);
    const body = json(result) as { code: string; error: string };
    expect(body.code).toBe("POLICY_ASK_UNSUPPORTED");
    expect(body.error).toContain("remove policy.ask[0] from the config");
  });
});
