// `McpConnection.callTool` with an explicit front request (`McpCallOptions.request`): the
// downstream call's progress, log messages, server requests and trace context reach that front
// request and no other; a call without one forwards nothing. Real SDK v2 client/server pairs.
import { Client, InMemoryTransport, type LoggingMessageNotificationParams } from "@modelcontextprotocol/client";
import { McpServer } from "@modelcontextprotocol/server";
import { describe, expect, it, vi } from "vitest";
import type { McpCallProgress } from "./call-outcome.js";
import type { ForwardedRequest, FrontScope } from "./front-scope.js";
import { McpConnection } from "./mcp-connection.js";
import { forwardCapabilities, type McpDownstreamNotice } from "./server-requests.js";
import { reportTwoSteps } from "../../test/rich-server.js";

const TRACEPARENT = "00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01";

/** A server whose `report` sends progress, logs and asks the user, and answers with what it saw. */
async function reportingConnection(): Promise<McpConnection> {
  const server = new McpServer({ name: "notes", version: "1.0.0" }, { capabilities: { tools: {}, logging: {} } });
  server.registerTool("report", { description: "Reports while it runs." }, async (ctx) => {
    await reportTwoSteps(ctx);
    await ctx.mcpReq.log("info", "working");
    let answer: string;
    try {
      const result = await ctx.mcpReq.elicitInput({
        message: "Who?",
        requestedSchema: { type: "object", properties: { who: { type: "string" } } },
      });
      answer = JSON.stringify(result.content);
    } catch (error) {
      answer = error instanceof Error ? error.message : String(error);
    }
    const traceparent = ctx.mcpReq._meta?.["traceparent"];
    return { content: [{ type: "text", text: `${answer} (traceparent ${String(traceparent)})` }] };
  });
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  await server.connect(serverSide);
  const client = new Client({ name: "hub", version: "1.0.0" }, { capabilities: forwardCapabilities(["elicitation"]) });
  await client.connect(clientSide);
  return McpConnection.attach("notes", client, {}, ["elicitation"]);
}

/** A front request that records what reached it. */
function frontRequest(who: string) {
  const progress: McpCallProgress[] = [];
  const logs: LoggingMessageNotificationParams[] = [];
  const requests: ForwardedRequest[] = [];
  const request: FrontScope = {
    client: {},
    capabilities: () => ({ elicitation: { form: {} } }),
    request: (forwarded) => {
      requests.push(forwarded);
      return Promise.resolve({ action: "accept", content: { who } });
    },
    log: (params) => void logs.push(params),
    onProgress: (step) => void progress.push(step),
    meta: { traceparent: TRACEPARENT },
  };
  return { request, progress, logs, requests };
}

const textOf = (outcome: Awaited<ReturnType<McpConnection["callTool"]>>): unknown =>
  outcome.ok ? outcome.result.content[0] : outcome.error;

describe("McpConnection.callTool with an explicit front request", () => {
  it("forwards the call's progress, log messages and server requests to it, and sends its traceparent", async () => {
    const connection = await reportingConnection();
    const ada = frontRequest("ada");
    const outcome = await connection.callTool("report", {}, { request: ada.request });
    expect(textOf(outcome)).toEqual({ type: "text", text: `{"who":"ada"} (traceparent ${TRACEPARENT})` });
    expect(ada.progress).toEqual([
      { progress: 1, total: 2, message: "step 1" },
      { progress: 2, total: 2, message: "step 2" },
    ]);
    await vi.waitFor(() => expect(ada.logs).toEqual([{ level: "info", logger: "notes", data: "working" }]));
    expect(ada.requests.map((forwarded) => forwarded.method)).toEqual(["elicitation/create"]);
    await connection.close();
  });

  it("reaches only the request of its own call: two sequential calls with two requests", async () => {
    const connection = await reportingConnection();
    const ada = frontRequest("ada");
    const grace = frontRequest("grace");
    expect(textOf(await connection.callTool("report", {}, { request: ada.request }))).toMatchObject({
      text: expect.stringContaining('{"who":"ada"}') as unknown,
    });
    expect(textOf(await connection.callTool("report", {}, { request: grace.request }))).toMatchObject({
      text: expect.stringContaining('{"who":"grace"}') as unknown,
    });
    expect([ada.progress.length, grace.progress.length]).toEqual([2, 2]);
    expect([ada.requests.length, grace.requests.length]).toEqual([1, 1]);
    await connection.close();
  });

  it("without a front request, forwards nothing: the log is a notice and the server's request is refused", async () => {
    const connection = await reportingConnection();
    const notices: McpDownstreamNotice[] = [];
    connection.onNotice((notice) => void notices.push(notice));
    const outcome = await connection.callTool("report", {});
    expect(textOf(outcome)).toMatchObject({
      text: expect.stringContaining(
        "it did not come during a tool call, so there is no client to pass it to",
      ) as unknown,
    });
    await vi.waitFor(() =>
      expect(notices).toEqual([
        { kind: "log", server: "notes", params: { level: "info", logger: "notes", data: "working" } },
      ]),
    );
    await connection.close();
  });
});
