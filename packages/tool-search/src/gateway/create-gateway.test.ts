import { afterEach, describe, expect, it } from "vitest";
import type { Client } from "@modelcontextprotocol/client";
import { createFixtureServer } from "@hermes/mcp/testing";
import { parseConfigDocument } from "../config-file.js";
import { connectInMemory } from "../../../mcp/test/pairs.js";
import { createGateway, type Gateway } from "./create-gateway.js";
import { gatewayOptionsOf } from "./gateway-options.js";

let gateway: Gateway | undefined;
let front: Client | undefined;
afterEach(async () => {
  await front?.close();
  await gateway?.close();
  front = gateway = undefined;
});

describe("gatewayOptionsOf", () => {
  it("takes a config file's servers, tool-search block, context length, core tools, policy and naming", () => {
    const read = parseConfigDocument({
      mcpServers: { notes: { command: "notes-mcp" } },
      tools: { tool_search: { listing_max_tokens: 1500 } },
      context_length: 64_000,
      core_tools: ["read_file"],
      mcp_tool_names: "raw-where-unique",
      policy: { deny: ["mcp__notes__crash"] },
    });
    if (!read.ok) throw new Error(read.errors.join("\n"));
    const options = gatewayOptionsOf(read.file);
    expect(options.servers.map((server) => server.name)).toEqual(["notes"]);
    expect(options.config).toEqual({ listing_max_tokens: 1500 });
    expect([options.contextLength, options.coreTools, options.toolNames]).toEqual([
      64_000,
      ["read_file"],
      "raw-where-unique",
    ]);
    expect(options.policy?.rules.map((rule) => [rule.action, rule.pattern])).toEqual([["deny", "mcp__notes__crash"]]);
  });
});

describe("createGateway", () => {
  it("applies the policy once: a denied tool is neither in the toolsets nor found, and a call naming it is refused", async () => {
    const read = parseConfigDocument({ mcpServers: {}, policy: { deny: ["mcp__notes__crash"] } });
    if (!read.ok) throw new Error(read.errors.join("\n"));
    const notes = createFixtureServer();
    const client = await connectInMemory(notes.server);
    gateway = createGateway({ ...gatewayOptionsOf(read.file), servers: [{ name: "notes", client }] });
    await gateway.hub.ready();
    const names = gateway.toolsets().flatMap((toolset) => toolset.tools.map((tool) => (tool as { name: string }).name));
    expect(names).toContain("mcp__notes__echo");
    expect(names).not.toContain("mcp__notes__crash");

    front = await connectInMemory(gateway.server());
    const found = await front.callTool({ name: "tool_search", arguments: { queries: ["crash"] } });
    expect(JSON.stringify(found.content)).not.toContain("mcp__notes__crash");
    const refused = await front.callTool({ name: "mcp__notes__crash", arguments: {} });
    expect(refused.isError).toBe(true);
    expect(JSON.stringify(refused.content)).toContain("POLICY_DENIED");
  });

  it("announces downstream tool changes to its subscribers, and each front server lists the same tools", async () => {
    const notes = createFixtureServer();
    const client = await connectInMemory(notes.server);
    gateway = createGateway({ servers: [{ name: "notes", client }] });
    await gateway.hub.ready();
    const [first, second] = [await connectInMemory(gateway.server()), await connectInMemory(gateway.server())];
    expect((await first.listTools()).tools).toEqual((await second.listTools()).tools);
    await first.close();
    await second.close();
    const live = gateway;
    let stop = (): void => undefined;
    const changed = new Promise<void>((resolve) => (stop = live.onToolsChanged(resolve)));
    await notes.addTool("late");
    await changed;
    stop();
    const names = live.toolsets().flatMap((toolset) => toolset.tools.map((tool) => (tool as { name: string }).name));
    expect(names).toContain("mcp__notes__late");
  });
});
