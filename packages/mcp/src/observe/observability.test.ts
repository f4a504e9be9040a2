// Spans and the gateway log of one front tool call, with real SDK v2 pairs and the OpenTelemetry
// SDK's in-memory exporter: the front request's traceparent is the parent of the gateway's server
// span, the downstream call's client span is its child, and the downstream server gets the client
// span's traceparent in `_meta`. The log has one JSON line per call, without arguments.
import { Client, InMemoryTransport } from "@modelcontextprotocol/client";
import { SpanKind, trace } from "@opentelemetry/api";
import { BasicTracerProvider, InMemorySpanExporter, SimpleSpanProcessor } from "@opentelemetry/sdk-trace-base";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { richServer, type RichServer } from "../../test/rich-server.js";
import { callOutcomeToResult } from "../connection/call-outcome.js";
import { startMcpHub, type McpHub } from "../hub/mcp-hub.js";
import { createFrontServer } from "../serve/front-server.js";
import { serveStdio } from "../serve/serve-stdio.js";
import { jsonLineLog } from "./gateway-log.js";

const TRACE_ID = "0af7651916cd43dd8448eb211c80319c";
const FRONT_SPAN = "b7ad6b7169203331";
const exporter = new InMemorySpanExporter();
const lines: string[] = [];
let rich: RichServer;
let hub: McpHub;
let client: Client;

beforeAll(async () => {
  trace.setGlobalTracerProvider(new BasicTracerProvider({ spanProcessors: [new SimpleSpanProcessor(exporter)] }));
  rich = richServer("notes", []);
  const [downClient, downServer] = InMemoryTransport.createLinkedPair();
  await rich.server.connect(downServer);
  const down = new Client({ name: "hub", version: "1.0.0" });
  await down.connect(downClient);
  hub = await startMcpHub([{ name: "notes", client: down }]);
  const log = jsonLineLog(
    "debug",
    (line) => lines.push(line),
    () => new Date("2026-12-04T20:00:00.000Z"),
  );
  const [frontClient, frontServer] = InMemoryTransport.createLinkedPair();
  await serveStdio(
    () =>
      createFrontServer({
        name: "front",
        version: "1.0.0",
        listTools: () => hub.tools(),
        callTool: async (tool, args, { request }) => callOutcomeToResult(await hub.invoke(tool, args, { request })),
        log,
      }),
    { transport: frontServer },
  );
  client = new Client({ name: "front", version: "1.0.0" });
  await client.connect(frontClient);
});
afterAll(async () => {
  await client.close();
  await hub.close();
  trace.disable();
});

describe("a front tool call", () => {
  it("is a server span under the front traceparent, with the downstream call as its child carrying its own traceparent", async () => {
    await client.callTool({
      name: "mcp__notes__work",
      arguments: { secret: "do-not-log" },
      _meta: { traceparent: `00-${TRACE_ID}-${FRONT_SPAN}-01` },
    });
    const spans = exporter.getFinishedSpans();
    const front = spans.find((span) => span.kind === SpanKind.SERVER);
    const down = spans.find((span) => span.kind === SpanKind.CLIENT);
    expect(front?.name).toBe("tools/call mcp__notes__work");
    expect(front?.spanContext().traceId).toBe(TRACE_ID);
    expect(front?.parentSpanContext?.spanId).toBe(FRONT_SPAN);
    expect(down?.name).toBe("tools/call work");
    expect(down?.attributes["mcp.server.name"]).toBe("notes");
    expect(down?.parentSpanContext?.spanId).toBe(front?.spanContext().spanId);
    expect(rich.calls.at(-1)?.traceparent).toBe(`00-${TRACE_ID}-${down?.spanContext().spanId ?? ""}-01`);
  });

  it("writes one JSON line per front call and per downstream call, never the arguments", () => {
    const records = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(records).toHaveLength(2);
    expect(records[0]).toMatchObject({
      time: "2026-12-04T20:00:00.000Z",
      level: "debug",
      msg: "downstream tools/call",
      server: "notes",
      tool: "work",
    });
    expect(records[1]).toMatchObject({ level: "info", msg: "tools/call", tool: "mcp__notes__work" });
    expect(typeof records[1]?.["requestId"]).toBe("number");
    expect(typeof records[1]?.["durationMs"]).toBe("number");
    expect(lines.join("")).not.toContain("do-not-log");
  });
});

describe("jsonLineLog", () => {
  it("drops records below its level", () => {
    const out: string[] = [];
    const log = jsonLineLog("warn", (line) => out.push(line));
    log.write({ level: "info", msg: "quiet" });
    log.write({ level: "error", msg: "loud" });
    expect(out.map((line) => (JSON.parse(line) as { msg: string }).msg)).toEqual(["loud"]);
  });
});
