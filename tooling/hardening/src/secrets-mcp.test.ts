// MCP server secrets (env values, header values, URL query values and passwords, all
// sentinels) through the hub, createToolSearch and the tool-search MCP server: servers that
// echo them on stderr at start, on a crash and while hanging, and an HTTP endpoint that
// echoes the credentials it was sent. They never appear in statuses, reasons, progress,
// logs, the listing, the tools array, results, errors, activity events or process output.
import { Client, InMemoryTransport } from "@modelcontextprotocol/client";
import {
  createToolSearch,
  createToolSearchServer,
  mcpInvoke,
  parseMcpServers,
  startMcpHub,
  type ActivityEvent,
  type McpHub,
} from "@hermes/tool-search";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { hubPids, serverConfigs } from "./test-faults-fixture.js";
import { processExists } from "./test-faults-resources.js";
import { captureProcessOutput, expectNoSecret, sentinel } from "./test-secrets-sentinels.js";
import { secretServers, startSecretEndpoints, type SecretEndpoints, type Secrets } from "./test-secrets-servers.js";

const SECRETS: Secrets = {
  env: sentinel("envkey"),
  header: sentinel("hdrtok"),
  apiKey: sentinel("apikey"),
  query: sentinel("qrytok"),
  password: sentinel("urlpwd"),
};
const ALL = Object.values(SECRETS);

let endpoints: SecretEndpoints;
beforeAll(async () => {
  endpoints = await startSecretEndpoints();
});
afterAll(async () => {
  await endpoints.close();
});

describe("MCP server secrets", () => {
  it("never appear in what the hub, tool search or the MCP server mode report", async () => {
    const outputs: unknown[] = [];
    const logs: string[] = [];
    const activity: ActivityEvent[] = [];
    const captured = captureProcessOutput();
    let hub: McpHub | undefined;
    const pids: number[] = [];
    try {
      hub = await startMcpHub(serverConfigs(secretServers(SECRETS, endpoints)), {
        // leaky-mute never starts and is given up on at this deadline; the healthy servers, starting
        // side by side on a loaded machine, need it generous (5 s was too short under test:loaded).
        startTimeoutMs: 30_000,
        closeGraceMs: 300,
        logger: { warn: (message, data) => void logs.push(message, JSON.stringify(data) ?? "") },
        onProgress: (progress) => void outputs.push(progress),
      });
      const live = hub;
      pids.push(...hubPids(live));
      expect(Object.fromEntries(live.servers().map((server) => [server.name, server.state]))).toEqual({
        good: "ready",
        "leaky-start": "failed",
        "leaky-crash": "ready",
        "leaky-mute": "failed",
        web: "ready",
        refuser: "failed",
        "url-password": "failed",
      });
      // Positive controls: the secrets really reached the servers (these tool outputs are the tools' own, not swept).
      expect(await live.invoke("env_get", { name: "FIXTURE_TOKEN" }, { server: "good" })).toMatchObject({
        ok: true,
        result: { content: [{ text: SECRETS.env }] },
      });
      expect(await live.invoke("header_get", { name: "x-api-key" }, { server: "web" })).toMatchObject({
        ok: true,
        result: { content: [{ text: SECRETS.apiKey }] },
      });

      const search = createToolSearch({
        contextLength: 100_000,
        invoke: mcpInvoke(live),
        events: (event) => void activity.push(event),
        logger: { warn: (message) => void logs.push(message) },
      });
      const turn = async (): Promise<void> => {
        const assembly = search.assemble(live.toolsets());
        outputs.push(live.servers(), live.toolsets(), assembly.tools, assembly.report, assembly.plan.listing.text);
        for (const call of [
          { id: "s", name: "tool_search", arguments: { queries: ["echo text", "notes", "environment variable"] } },
          { id: "d", name: "tool_describe", arguments: { names: ["echo", "notes_create", "missing_tool"] } },
          { id: "c", name: "tool_call", arguments: { calls: [{ name: "add", arguments: { a: 1, b: 2 } }] } },
          { id: "u", name: "tool_call", arguments: { calls: [{ name: "no_such_tool", arguments: {} }] } },
          {
            id: "f",
            name: "tool_call",
            arguments: { calls: [{ name: "fail", arguments: { message: "downstream failure" } }] },
          },
        ]) {
          outputs.push(await search.handle(call, { assembly }));
        }
      };
      await turn();
      outputs.push(await live.invoke("crash", {}, { server: "leaky-crash" }));
      await vi.waitFor(
        () =>
          expect(
            live.servers().some((server) => server.name === "leaky-crash" && server.state === "failed"),
            "leaky-crash failed",
          ).toBe(true),
        { timeout: 60_000, interval: 10 },
      );
      outputs.push(await live.invoke("echo", { text: "x" }, { server: "leaky-crash" }));
      await turn();
      expect(live.servers().find((server) => server.name === "leaky-crash")).toMatchObject({
        state: "failed",
        reason: expect.stringContaining("auth failed for key ***") as string,
      });

      // The MCP server mode in front of the same hub, as an MCP client sees it.
      const front = createToolSearchServer({ search, toolsets: () => live.toolsets() });
      const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
      await front.connect(serverSide);
      const client = new Client({ name: "secrets", version: "1.0.0" });
      await client.connect(clientSide);
      outputs.push(await client.listTools());
      outputs.push(await client.callTool({ name: "tool_search", arguments: { queries: ["echo"] } }));
      outputs.push(
        await client.callTool({
          name: "tool_call",
          arguments: { calls: [{ name: "echo", arguments: { text: "hello" } }] },
        }),
      );
      await client.close();
      await front.close();
    } finally {
      await hub?.close();
      captured.restore();
    }
    const swept = expectNoSecret([outputs, logs, activity, captured.lines], ALL);
    expect(swept).toBeGreaterThan(50_000);
    expect(JSON.stringify(outputs)).toContain("***");
    expect(pids.filter(processExists)).toEqual([]);
  });

  it("never appear in config issues, whatever is wrong with the entry", () => {
    const { env, header, query, password } = SECRETS;
    const parsed = parseMcpServers({
      mcpServers: {
        nul: { command: "x", env: { API_KEY: `${env}\u0000` } },
        newline: { url: "https://example.com/mcp", headers: { Authorization: `Bearer ${header}\r\nX: y` } },
        badName: { url: "https://example.com/mcp", headers: { [`bad name ${header}`]: "v" } },
        envList: { command: "x", env: { API_KEY: [env] } },
        envNumber: { command: "x", env: env },
        ftp: { url: `ftp://agent:${password}@example.com/?token=${query}` },
        both: { command: "x", url: `https://example.com/?token=${query}`, env: { A: env } },
        typo: { command: "x", env: { A: env }, headers: { Authorization: header } },
      },
    });
    expect(parsed.ok).toBe(false);
    expect(parsed.ok ? [] : parsed.errors.length).toBeGreaterThan(6);
    expectNoSecret([parsed], [env, query, password]);
    // A header *name* is not a secret, but its value is; the bad name is cut, never the value.
    expect(JSON.stringify(parsed)).not.toContain(`${header}\\r`);
  });
});
