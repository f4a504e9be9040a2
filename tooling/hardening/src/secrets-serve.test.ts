// `hermes-tool-search serve` (the built CLI, a real child process) in front of servers that
// hold and echo sentinel secrets, driven by an MCP client over stdio: the tools it lists, its
// answers (including a downstream crash that prints the env) and everything it writes to
// stderr hold no secret; closing the client stops it and its children.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { StdioClientTransport } from "@modelcontextprotocol/client/stdio";
import { Client } from "@modelcontextprotocol/client";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { cliMain } from "./test-faults-fixture.js";
import { processExists } from "./test-faults-resources.js";
import { textOf, untilServersSettled } from "./test-faults-mcp.js";
import { expectNoSecret, sentinel } from "./test-secrets-sentinels.js";
import {
  secretServers,
  startSecretEndpoints,
  type SecretEndpoints,
  type SecretServerName,
  type Secrets,
} from "./test-secrets-servers.js";

/** The crashing fixture first (it owns the fixture tools), and no server that only hangs (the CLI waits 30 s for one). */
const CLI_SERVERS: readonly SecretServerName[] = ["leaky-crash", "leaky-start", "web", "refuser", "url-password"];

const SECRETS: Secrets = {
  env: sentinel("envkey"),
  header: sentinel("hdrtok"),
  apiKey: sentinel("apikey"),
  query: sentinel("qrytok"),
  password: sentinel("urlpwd"),
};

let endpoints: SecretEndpoints;
let dir: string;
beforeAll(async () => {
  endpoints = await startSecretEndpoints();
  dir = mkdtempSync(join(tmpdir(), "hermes-secrets-serve-"));
});
afterAll(async () => {
  await endpoints.close();
  rmSync(dir, { recursive: true, force: true });
});

describe("the MCP server mode of the CLI", () => {
  it("lists, answers and logs without a secret, and stops with its children", async () => {
    const config = join(dir, "servers.json");
    writeFileSync(config, JSON.stringify({ mcpServers: secretServers(SECRETS, endpoints, CLI_SERVERS) }));
    const transport = new StdioClientTransport({
      command: process.execPath,
      args: [cliMain(), "serve", "--config", config],
      stderr: "pipe",
    });
    let stderr = "";
    transport.stderr?.on("data", (chunk: Buffer) => void (stderr += chunk.toString("utf8")));
    const client = new Client({ name: "secrets-serve", version: "1.0.0" });
    await client.connect(transport);
    await untilServersSettled(client); // serve answers at once; the servers come up after
    const pid = transport.pid ?? -1;
    const outputs: unknown[] = [];
    try {
      outputs.push(await client.listTools());
      outputs.push(
        await client.callTool({ name: "tool_search", arguments: { queries: ["echo text", "environment variable"] } }),
      );
      outputs.push(
        await client.callTool({ name: "tool_describe", arguments: { names: ["mcp__web__echo", "missing_tool"] } }),
      );
      outputs.push(
        await client.callTool({
          name: "tool_call",
          arguments: { calls: [{ name: "mcp__leaky-crash__add", arguments: { a: 2, b: 3 } }] },
        }),
      );
      const control = await client.callTool({
        name: "tool_call",
        arguments: { calls: [{ name: "mcp__leaky-crash__env_get", arguments: { name: "API_KEY" } }] },
      });
      expect(textOf(control)).toBe(SECRETS.env); // the tool's own output: proves the secret was in play
      outputs.push(
        await client.callTool({
          name: "tool_call",
          arguments: { calls: [{ name: "mcp__leaky-crash__crash", arguments: {} }] },
        }),
      );
      outputs.push(
        await client.callTool({
          name: "tool_call",
          arguments: { calls: [{ name: "mcp__web__echo", arguments: { text: "after" } }] },
        }),
      );
      outputs.push(await client.listTools());
    } finally {
      await client.close();
    }
    await vi.waitFor(() => expect(!processExists(pid), "serve exited").toBe(true), { timeout: 60_000, interval: 10 });
    expect(textOf(outputs[3])).toBe("5");
    // After the crash: the other server's echo still works (calls never fail over to another server), and the listing names the crash, masked.
    expect(textOf(outputs.at(-2))).toBe("after");
    // (cut in the listing when a restart note follows the reason)
    expect(JSON.stringify(outputs.at(-1))).toContain(
      "leaky-crash: unavailable (the server process exited: auth failed for key ***",
    );
    expect(stderr).toMatch(/starting 5 MCP servers/);
    expectNoSecret([outputs, stderr], Object.values(SECRETS));
  });
});
