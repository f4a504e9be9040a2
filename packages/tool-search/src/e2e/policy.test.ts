// Serve-mode policy end to end: a real SDK front client (with and without the elicitation
// capability, 2025-11-25 and 2026-07-28) in front of the tool-search server, a hub and a real
// downstream SDK server that declares annotations.
import { afterEach, describe, expect, it } from "vitest";
import { Client, StreamableHTTPClientTransport, type ClientOptions } from "@modelcontextprotocol/client";
import { InMemoryTransport } from "@modelcontextprotocol/server";
import { compilePolicy, serveHttp, startMcpHub, type McpHub, type PolicyBlock, type ServedHttp } from "@hermes/mcp";
import { createToolSearch } from "../create-tool-search.js";
import { mcpInvoke } from "../mcp-runtime.js";
import { createPolicyGuard } from "../policy-guard.js";
import { REAL_TOOL_META_KEY } from "../real-tool-meta.js";
import { createToolSearchServer } from "../tool-search-server.js";
import { toolListPair } from "../../../mcp/test/tool-lists.js";

let hub: McpHub | undefined;
let front: Client | undefined;
let served: ServedHttp | undefined;
afterEach(async () => {
  await front?.close();
  await served?.close();
  served = undefined;
  await hub?.close();
  front = undefined;
  hub = undefined;
});

const schema = { type: "object" as const, properties: { repo: { type: "string" } } };
const TOOLS = [
  {
    name: "get_repo",
    description: "Get a repository.",
    inputSchema: schema,
    annotations: { readOnlyHint: true, openWorldHint: false },
  },
  {
    name: "delete_repo",
    description: "Delete a repository.",
    inputSchema: schema,
    annotations: { destructiveHint: true, openWorldHint: false },
  },
  {
    name: "drop_table",
    description: "Drop a database table.",
    inputSchema: schema,
    annotations: { openWorldHint: false },
  },
  {
    name: "fetch_url",
    description: "Fetch any web page.",
    inputSchema: schema,
    annotations: { readOnlyHint: true, openWorldHint: true },
  },
];

type Answer = "accept" | "decline" | "cancel";
interface Front {
  readonly client: Client;
  /** The confirmation questions the client's user was shown, in order. */
  readonly asked: string[];
  readonly calls: string[];
}

async function start(
  top: PolicyBlock | undefined,
  server: PolicyBlock | undefined,
  answer: Answer | undefined,
  options: ClientOptions = {},
  over: "memory" | "http" = "memory",
): Promise<Front> {
  const pair = await toolListPair("github", TOOLS);
  hub = await startMcpHub([{ name: "github", client: pair.client }]);
  const live = hub;
  const guard = createPolicyGuard(compilePolicy(top, server === undefined ? [] : [{ name: "github", policy: server }]));
  const search = createToolSearch({ invoke: mcpInvoke(live), gates: [guard.gate], contextLength: 200_000 });
  const make = () =>
    createToolSearchServer({
      search,
      toolsets: () => guard.toolsets(live.toolsets()),
      policy: { guard, toolsets: () => live.toolsets() },
    });
  const asked: string[] = [];
  const client = new Client(
    { name: "front", version: "1.0.0" },
    { ...options, ...(answer === undefined ? {} : { capabilities: { elicitation: { form: {} } } }) },
  );
  if (answer !== undefined)
    client.setRequestHandler("elicitation/create", (request) => {
      asked.push(request.params.message);
      return { action: answer, ...(answer === "accept" ? { content: {} } : {}) };
    });
  if (over === "http") {
    served = await serveHttp(make);
    await client.connect(new StreamableHTTPClientTransport(new URL(served.url)));
  } else {
    const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
    await make().connect(serverSide);
    await client.connect(clientSide);
  }
  front = client;
  return { client, asked, calls: pair.calls };
}

async function call(client: Client, name: string): Promise<{ isError: boolean; body: unknown; meta: unknown }> {
  const result = await client.callTool({
    name: "tool_call",
    arguments: { calls: [{ name, arguments: { repo: "x" } }] },
  });
  const [first] = result.content as { type: string; text: string }[];
  let body: unknown = first?.text;
  try {
    body = JSON.parse(first?.text ?? "");
  } catch {
    // a downstream text result stays text
  }
  return { isError: result.isError === true, body, meta: result._meta?.[REAL_TOOL_META_KEY] };
}

async function searchNames(client: Client, query: string): Promise<string[]> {
  const result = await client.callTool({ name: "tool_search", arguments: { queries: [query], limit: 10 } });
  const [first] = result.content as { type: string; text: string }[];
  return Object.keys((JSON.parse(first?.text ?? "{}") as { tools: object }).tools);
}

describe("deny", () => {
  it("a denied tool is neither searchable nor callable, and a call names the rule and how to allow it", async () => {
    const { client, calls } = await start({ allow: [], ask: [], deny: ["mcp__*__drop_*"] }, undefined, undefined);
    expect(await searchNames(client, "drop database table repository")).not.toContain("mcp__github__drop_table");
    expect(await searchNames(client, "delete repository")).toContain("mcp__github__delete_repo");
    const refused = await call(client, "mcp__github__drop_table");
    expect(refused.isError).toBe(true);
    expect(refused.body).toEqual({
      error:
        '\'mcp__github__drop_table\' is denied by policy.deny[0] ("mcp__*__drop_*"); it was not run. To allow it, add "mcp__github__drop_table" to policy.allow (or "drop_table" to mcpServers.github.policy.allow) in the config: an exact name outranks every pattern.',
      code: "POLICY_DENIED",
      tool: "mcp__github__drop_table",
      server: "github",
      rule: "policy.deny[0]",
    });
    expect(calls).toEqual([]);
  });

  it("denies on an annotation, and an exact allow outranks it", async () => {
    const { client, calls } = await start(
      { allow: ["mcp__github__fetch_url"], ask: [], deny: ["annotation:openWorldHint"] },
      undefined,
      undefined,
    );
    expect((await call(client, "mcp__github__fetch_url")).body).toBe("github:fetch_url");
    expect(calls).toEqual(["fetch_url"]);
  });
});

describe("ask", () => {
  const askDestructive: PolicyBlock = { allow: [], ask: ["annotation:destructiveHint"], deny: [] };

  it("runs the tool after the user accepts, asking once with the real tool and its arguments", async () => {
    const { client, asked, calls } = await start(askDestructive, undefined, "accept");
    const result = await call(client, "mcp__github__delete_repo");
    expect(result).toMatchObject({ isError: false, body: "github:delete_repo" });
    expect(result.meta).toEqual({ server: "github", tool: "delete_repo" });
    expect(asked).toEqual([
      'Run the tool "delete_repo" of the MCP server "github" with {"repo":"x"}? The config\'s policy asks first (policy.ask[0]). The server claims: destructiveHint.',
    ]);
    expect(calls).toEqual(["delete_repo"]);
  });

  it.each(["decline", "cancel"] as const)("does not run the tool when the user answers %s", async (answer) => {
    const { client, asked, calls } = await start(askDestructive, undefined, answer);
    const result = await call(client, "mcp__github__delete_repo");
    expect(result.isError).toBe(true);
    expect(result.body).toMatchObject({ code: "POLICY_DECLINED", rule: "policy.ask[0]" });
    expect(asked).toHaveLength(1);
    expect(calls).toEqual([]);
  });

  it("fails closed, saying which key allows the tool, when the client cannot be asked", async () => {
    const { client, calls } = await start(undefined, { allow: ["get_*"], ask: ["*"], deny: [] }, undefined);
    expect((await call(client, "mcp__github__get_repo")).body).toBe("github:get_repo");
    const result = await call(client, "mcp__github__delete_repo");
    expect(result.body).toEqual({
      error:
        '\'mcp__github__delete_repo\' needs the user\'s confirmation (mcpServers.github.policy.ask[0] ("*")), and the user cannot be asked here (the MCP client declared no elicitation capability, or no MCP client made the call); it was not run. To run it without asking, add "mcp__github__delete_repo" to policy.allow (or "delete_repo" to mcpServers.github.policy.allow) in the config: an exact name outranks every pattern.',
      code: "POLICY_ASK_UNSUPPORTED",
      tool: "mcp__github__delete_repo",
      server: "github",
      rule: "mcpServers.github.policy.ask[0]",
    });
    expect(calls).toEqual(["get_repo"]);
  });

  it.each([
    ["2026-07-28", { versionNegotiation: { mode: { pin: "2026-07-28" } } }],
    ["2025-11-25", {}],
  ] as const)("asks a %s client over HTTP, and runs the tool once it accepts", async (version, options) => {
    const { client, asked, calls } = await start(askDestructive, undefined, "accept", options, "http");
    expect(client.getNegotiatedProtocolVersion()).toBe(version);
    expect((await call(client, "mcp__github__delete_repo")).body).toBe("github:delete_repo");
    expect(asked).toHaveLength(1);
    expect(calls).toEqual(["delete_repo"]);
  });

  it("a 2026-07-28 client without elicitation over HTTP fails closed", async () => {
    const { client, calls } = await start(
      askDestructive,
      undefined,
      undefined,
      { versionNegotiation: { mode: { pin: "2026-07-28" } } },
      "http",
    );
    expect((await call(client, "mcp__github__delete_repo")).body).toMatchObject({ code: "POLICY_ASK_UNSUPPORTED" });
    expect(calls).toEqual([]);
  });

  it("a 2026-07-28 client that declines over HTTP gets POLICY_DECLINED", async () => {
    const { client, calls } = await start(
      askDestructive,
      undefined,
      "decline",
      {
        versionNegotiation: { mode: { pin: "2026-07-28" } },
      },
      "http",
    );
    expect((await call(client, "mcp__github__delete_repo")).body).toMatchObject({ code: "POLICY_DECLINED" });
    expect(calls).toEqual([]);
  });
});
