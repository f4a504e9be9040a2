// The MCP server mode from the outside: an SDK client spawns the built CLI (`serve`), which
// spawns the built fixture server as its downstream MCP server.
import { existsSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
import { ToolListChangedNotificationSchema, type CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ensureBuiltCli } from "../../../test/dist.js";

const CLI = fileURLToPath(new URL("../../../dist/cli/main.js", import.meta.url));
const json = (result: unknown): unknown => JSON.parse(((result as CallToolResult).content[0] as { text: string }).text);

describe("hermes-tool-search serve (stdio, built dist)", () => {
  let client: Client;
  let transport: StdioClientTransport;

  beforeAll(async () => {
    if (!existsSync(CLI)) throw new Error(`build the package first (pnpm build): ${CLI} is missing`);
    const { fixture } = ensureBuiltCli();
    const config = join(mkdtempSync(join(tmpdir(), "hermes-serve-")), "servers.json");
    writeFileSync(
      config,
      JSON.stringify({
        mcpServers: {
          notes: { command: process.execPath, args: [fixture], env: { SECRET_SENTINEL: "sk-live-NEVER-SHOWN" } },
        },
        core_tools: ["echo"],
      }),
    );
    transport = new StdioClientTransport({
      command: process.execPath,
      args: [CLI, "serve", "--config", config],
      stderr: "pipe",
    });
    client = new Client({ name: "e2e", version: "1.0.0" });
    let changed: () => void = () => undefined;
    client.setNotificationHandler(ToolListChangedNotificationSchema, () => changed());
    await client.connect(transport); // answered at once: the downstream server may still be starting
    // The front server says when its list changes: wait for the downstream tools that way.
    // (Its tools are deferred, so the tool_search listing names them once the server is up.)
    while (!((await client.listTools()).tools[0]?.description ?? "").includes("mcp__notes__echo"))
      await new Promise<void>((resolve) => (changed = resolve));
  }, 120_000);

  afterAll(async () => {
    await client.close();
  });

  it("lists the three bridge tools, byte-stable; a core name never makes a downstream tool visible", async () => {
    const first = await client.listTools();
    // core_tools: ["echo"] names the server's tool, but core names apply to the runtime's own tools only.
    expect(first.tools.map((tool) => tool.name)).toEqual(["tool_search", "tool_describe", "tool_call"]);
    expect(JSON.stringify((await client.listTools()).tools)).toBe(JSON.stringify(first.tools));
    expect(first.tools[0]?.description).toMatch(/^Search \d+ additional tools that are loaded on demand\./);
  });

  it("answers a full search → describe → call round trip through the downstream server", async () => {
    const found = json(await client.callTool({ name: "tool_search", arguments: { queries: ["notes create"] } }));
    expect(found).toMatchObject({
      results: [{ query: "notes create", matches: expect.arrayContaining(["mcp__notes__notes_create"]) as string[] }],
    });
    const described = json(
      await client.callTool({ name: "tool_describe", arguments: { names: ["mcp__notes__notes_create"] } }),
    );
    expect(described).toMatchObject({ tools: { mcp__notes__notes_create: { parameters: { required: ["title"] } } } });
    const created = (await client.callTool({
      name: "tool_call",
      arguments: { calls: [{ name: "mcp__notes__notes_create", arguments: { title: "From the client" } }] },
    })) as CallToolResult;
    expect(created.isError).not.toBe(true);
    const listed = (await client.callTool({
      name: "tool_call",
      arguments: { calls: [{ name: "mcp__notes__notes_list", arguments: {} }] },
    })) as CallToolResult;
    expect(JSON.parse((listed.content[0] as { text: string }).text)).toEqual([
      { id: 1, title: "From the client", body: "" },
    ]);
    const direct = (await client.callTool({ name: "mcp__notes__echo", arguments: { text: "hi" } })) as CallToolResult;
    expect(JSON.stringify(direct.content)).toContain("hi");
  });

  it("answers bad model input with a structured error and leaks no secret", async () => {
    const bad = (await client.callTool({
      name: "tool_call",
      arguments: { calls: [{ name: "mcp__notes__notes_create", arguments: {} }] },
    })) as CallToolResult;
    expect(bad.isError).toBe(true);
    const text = (bad.content[0] as { text: string }).text;
    expect(JSON.parse(text)).toMatchObject({ constraint: "required", path: "arguments.title" });
    const secret = (await client.callTool({
      name: "tool_call",
      arguments: { calls: [{ name: "nope", arguments: {} }] },
    })) as CallToolResult;
    expect(JSON.stringify(secret)).not.toContain("NEVER-SHOWN");
  });
});
