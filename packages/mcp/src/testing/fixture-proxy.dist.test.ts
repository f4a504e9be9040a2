// End to end over stdio with the BUILT files: SDK client → fixture-proxy-main.js (front server
// → hub) → fixture-server-main.js. Checks `.js` subpath imports under plain Node, list_changed
// across two hops, a downstream crash, and that closing leaves no process behind.
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
import { beforeAll, describe, expect, it } from "vitest";
import { processExists } from "../connection/close-client.js";
import { FIXTURE_TOOLS } from "./fixture-tools.js";
import { ensureBuiltDist } from "../../test/dist.js";
import { nextListChanged } from "../../test/pairs.js";

let proxyMain = "";

beforeAll(() => {
  proxyMain = ensureBuiltDist().proxy;
}, 120_000);

async function spawnProxy(): Promise<{ client: Client; transport: StdioClientTransport }> {
  const transport = new StdioClientTransport({
    command: process.execPath,
    args: [proxyMain, "--page-size", "4"],
    stderr: "pipe",
  });
  transport.stderr?.on("data", () => undefined);
  const client = new Client({ name: "proxy-test", version: "1.0.0" });
  await client.connect(transport);
  return { client, transport };
}

const textOf = (result: unknown): string => {
  const content = (result as { content?: { text?: string }[] }).content;
  return content?.[0]?.text ?? "";
};

describe("front server over stdio (built proxy around the built fixture)", () => {
  it("lists, calls, forwards list_changed, and closes both processes", async () => {
    const { client, transport } = await spawnProxy();
    const proxyPid = transport.pid ?? -1;
    const { tools } = await client.listTools();
    expect(tools.map((tool) => tool.name)).toEqual(FIXTURE_TOOLS.map((tool) => tool.name));
    expect(await client.callTool({ name: "add", arguments: { a: 20, b: 22 } })).toMatchObject({
      structuredContent: { sum: 42 },
    });
    const fixturePid = Number(textOf(await client.callTool({ name: "pid", arguments: {} })));
    expect(fixturePid).toBeGreaterThan(0);
    expect(fixturePid).not.toBe(proxyPid);
    const changed = nextListChanged(client);
    expect(textOf(await client.callTool({ name: "add_tool", arguments: { name: "proxied_new" } }))).toBe(
      "added proxied_new",
    );
    await changed;
    expect((await client.listTools()).tools.at(-1)?.name).toBe("proxied_new");
    expect(textOf(await client.callTool({ name: "proxied_new", arguments: {} }))).toBe("called proxied_new");
    await client.close();
    expect(processExists(proxyPid)).toBe(false);
    expect(processExists(fixturePid)).toBe(false);
  });

  it("a downstream crash becomes an isError result and an empty listing, not a dead proxy", async () => {
    const { client, transport } = await spawnProxy();
    const changed = nextListChanged(client);
    const crashed = await client.callTool({ name: "crash", arguments: {} });
    expect(crashed).toMatchObject({ isError: true });
    expect(textOf(crashed)).toMatch(/closed the connection/);
    await changed;
    expect((await client.listTools()).tools).toEqual([]);
    expect(textOf(await client.callTool({ name: "echo", arguments: { text: "x" } }))).toMatch(
      /unavailable: the server process exited/,
    );
    const proxyPid = transport.pid ?? -1;
    await client.close();
    expect(processExists(proxyPid)).toBe(false);
  });
});
