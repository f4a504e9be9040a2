// Bad input into the MCP server mode: tools/call with arbitrary names and arguments through an SDK client.
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  InMemoryTransport,
  isCallToolResult,
  ProtocolError,
  ProtocolErrorCode,
  SdkError,
  SdkErrorCode,
} from "@modelcontextprotocol/server";
import type { CallToolResult, Server } from "@modelcontextprotocol/server";
import { Client } from "@modelcontextprotocol/client";
import type { Toolset } from "@hermes/catalog";
import { createToolSearch, createToolSearchServer } from "@hermes/tool-search";
import {
  adversarialJson,
  deepValue,
  heavyInput,
  hugeString,
  jsonFieldValue,
  weirdText,
} from "./test-input-arbitraries.js";
import { assertStructuredError, CaseTally, preview } from "./test-input-guards.js";
import { checkProperty } from "./test-input-property.js";
import { GITHUB_TOOLSET, ODD_TOOLSET, SLACK_TOOLSET, sessionNames, sessionPlan } from "./test-input-session.js";

const tally = new CaseTally("input-server");
afterAll(() => console.log(tally.summary()));

/** MCP-shaped core tools: `tools/list` returns visible tools exactly as given, and MCP clients need MCP shapes. */
const MCP_CORE: Toolset = {
  tools: [
    {
      name: "read_file",
      description: "Read a file.",
      inputSchema: { type: "object", properties: { path: { type: "string" } }, required: ["path"] },
    },
    {
      name: "write_file",
      description: "Write a file.",
      inputSchema: { type: "object", properties: { path: { type: "string" }, content: { type: "string" } } },
    },
  ],
};
const TOOLSETS: readonly Toolset[] = [MCP_CORE, GITHUB_TOOLSET, SLACK_TOOLSET, ODD_TOOLSET];
const known = new Set(sessionNames(sessionPlan()));
const invoked: string[] = [];
const name = fc.oneof(
  fc.constantFrom(...known, "tool_call", "tool_search", "tool_describe", "nope", "connectors__gmail__SEND_EMAIL"),
  weirdText,
  fc.string(),
);
const argumentsObject = fc.oneof(
  fc.dictionary(
    fc.constantFrom(
      "queries",
      "names",
      "calls",
      "owner",
      "repo",
      "title",
      "number",
      "path",
      "__proto__",
      "constructor",
    ),
    jsonFieldValue,
    { maxKeys: 5 },
  ),
  fc.record({
    calls: fc.array(fc.record({ name, arguments: fc.oneof(fc.object(), jsonFieldValue) }), { maxLength: 3 }),
  }),
  fc.record({ queries: fc.oneof(fc.array(fc.string(), { maxLength: 9 }), jsonFieldValue), limit: jsonFieldValue }),
);

/** What a tools/call answer's text must be when it is an error: the bridge's or dispatch's structured error as JSON. */
function checkCallResult(result: CallToolResult): void {
  expect(isCallToolResult(result)).toBe(true);
  if (result.isError !== true) return;
  const first = result.content[0];
  expect(first?.type).toBe("text");
  const text = first?.type === "text" ? first.text : "";
  assertStructuredError(JSON.parse(text) as unknown);
}

describe("the MCP server mode answers any tools/call", () => {
  let server: Server;
  let client: Client;

  beforeAll(async () => {
    const search = createToolSearch({
      coreTools: ["read_file", "write_file"],
      contextLength: 200_000,
      invoke: (called) => {
        invoked.push(called);
        return Promise.resolve({ content: [{ type: "text", text: `ran ${called}` }] });
      },
    });
    server = createToolSearchServer({ search, toolsets: () => TOOLSETS });
    const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
    await server.connect(serverSide);
    client = new Client({ name: "hardening", version: "1.0.0" });
    await client.connect(clientSide);
  });
  afterAll(async () => {
    await client.close();
    await server.close();
  });

  it("tools/call with any name and object arguments: a valid result, errors structured", async () => {
    await checkProperty(
      tally,
      "tools/call",
      fc.record({ name, arguments: argumentsObject }),
      async (call) => checkCallResult(await client.callTool(call)),
      { numRuns: 400 },
    );
    // Only tools of the session ever ran.
    expect(invoked.every((called) => known.has(called))).toBe(true);
  });

  it("raw tools/call requests with any params: a result or a JSON-RPC error naming the problem, never a hang", async () => {
    const isObject = (value: unknown): boolean => typeof value === "object" && value !== null && !Array.isArray(value);
    const objects = fc.oneof(
      adversarialJson(["name", "arguments"]).filter(isObject),
      fc.record({ name: jsonFieldValue, arguments: jsonFieldValue }, { requiredKeys: [] }),
    );
    const params = fc.oneof(
      { weight: 60, arbitrary: objects },
      { weight: 1, arbitrary: adversarialJson(["name"]).filter((value) => !isObject(value)) },
    );
    await checkProperty(
      tally,
      "raw tools/call",
      params,
      async (raw) => {
        // JSON-RPC params are an object: the SDK drops any other frame unanswered, so such a call ends at the
        // client's own timeout (kept short here) and the server keeps serving.
        const framed = typeof raw === "object" && raw !== null && !Array.isArray(raw);
        try {
          checkCallResult(
            await client.request(
              { method: "tools/call", params: raw as Record<string, unknown> },
              { timeout: framed ? 4_000 : 200 },
            ),
          );
        } catch (error) {
          if (!framed && error instanceof SdkError && error.code === SdkErrorCode.RequestTimeout) return;
          // Params that are not {name: string, arguments?: object} never reach the server's handler: the SDK
          // answers a JSON-RPC error listing the schema issues (InvalidParams, or InternalError in SDK 1.x).
          const codes: number[] = [ProtocolErrorCode.InvalidParams, ProtocolErrorCode.InternalError];
          if (!(error instanceof ProtocolError) || !codes.includes(error.code))
            throw new Error(`unexpected failure: ${preview(error)}`, { cause: error });
          expect(error.message).toMatch(/expected|invalid/i);
        }
      },
      { numRuns: 300 },
    );
  });

  it("deep nesting and multi-megabyte names and arguments", async () => {
    const heavy = fc.oneof(
      fc.oneof(deepValue, hugeString).map((value) => ({
        name: "tool_call",
        arguments: { calls: [{ name: "create_issue", arguments: { owner: value, repo: "r", title: "t" } }] },
      })),
      fc
        .oneof(deepValue, hugeString)
        .map((value) => ({ name: "create_issue", arguments: { owner: "o", repo: "r", title: value } })),
      hugeString.map((value) => ({ name: value, arguments: {} })),
      heavyInput(["queries", "names", "calls"]).map((value) => ({
        name: "tool_search",
        arguments: { queries: value },
      })),
      heavyInput(["names"]).map((value) => ({ name: "tool_describe", arguments: { names: [value] } })),
    );
    await checkProperty(
      tally,
      "tools/call heavy",
      heavy,
      async (call) => checkCallResult(await client.callTool(call)),
      {
        numRuns: 25,
        shrink: false,
      },
    );
  });

  it("still serves after all of it", async () => {
    const { tools } = await client.listTools();
    expect(tools.map((tool) => tool.name)).toEqual([
      "read_file",
      "write_file",
      "tool_search",
      "tool_describe",
      "tool_call",
    ]);
  });
});
