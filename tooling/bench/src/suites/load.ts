import { demoToolsets } from "@hermes/cli";
import {
  createConnectors,
  createToolSearch,
  type ModelToolCall,
  type ToolSearch,
  type Toolset,
} from "@hermes/tool-search";
import { startGateway, TEST_TOKEN } from "@hermes/connectors/testing";
import { resultRow, type ResultRow } from "../result-row.js";
import type { Suite } from "../suite.js";
import { percentile } from "../timing.js";

const SUBJECT = "@hermes/tool-search";
const SESSIONS = 200;
const CALLS = 50;
/** Calls between two assemblies of a session (one model turn). */
const TURN = 10;
const QUERIES = [
  "create github issue",
  "list kubernetes pods",
  "send slack message",
  "query postgres database",
  "create stripe customer",
  "linear update issue",
  "take browser screenshot",
  "search notion pages",
  "send an email",
  "list inbox messages",
];
const KINDS = ["search", "describe", "call", "connector"] as const;
type Kind = (typeof KINDS)[number];

interface Tool {
  readonly name: string;
  readonly inputSchema?: {
    readonly properties?: Readonly<Record<string, { readonly type?: unknown; readonly enum?: readonly unknown[] }>>;
    readonly required?: readonly string[];
  };
}
interface Session {
  readonly toolsets: readonly string[];
  readonly calls: readonly { readonly kind: Kind; readonly call: ModelToolCall }[];
}

/** mulberry32, so every run makes the same calls. */
function prng(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = Math.imul(state ^ (state >>> 15), state | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** The required arguments of a tool: enum values first, else a plain value of the declared type. */
function argumentsFor(tool: Tool): Record<string, unknown> {
  const properties = tool.inputSchema?.properties ?? {};
  const value = (key: string): unknown => {
    const schema = properties[key];
    if (schema?.enum !== undefined && schema.enum.length > 0) return schema.enum[0];
    return { number: 1, integer: 1, boolean: true, array: [], object: {} }[String(schema?.type)] ?? "x";
  };
  return Object.fromEntries((tool.inputSchema?.required ?? []).map((key) => [key, value(key)]));
}

/** Session `id`: 2–5 demo servers (every third session also connectors) and a fixed mix of calls. */
function session(id: number, servers: readonly { name: string; tools: readonly Tool[] }[]): Session {
  const random = prng(id + 1);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
  const mine = [...new Set(Array.from({ length: 2 + Math.floor(random() * 4) }, () => pick(servers)))];
  const connectors = id % 3 === 0;
  const tools = mine.flatMap((server) => server.tools);
  const calls = Array.from({ length: CALLS }, (_, n) => {
    const callId = `s${id}-c${n}`;
    const roll = random();
    if (roll < 0.3)
      return {
        kind: "search" as const,
        call: { id: callId, name: "tool_search", arguments: { queries: [pick(QUERIES), pick(QUERIES)] } },
      };
    if (roll < 0.45)
      return {
        kind: "describe" as const,
        call: { id: callId, name: "tool_describe", arguments: { names: [pick(tools).name, pick(tools).name] } },
      };
    if (roll < 0.9 || !connectors) {
      const tool = pick(tools);
      return {
        kind: "call" as const,
        call: {
          id: callId,
          name: "tool_call",
          arguments: { calls: [{ name: tool.name, arguments: argumentsFor(tool) }] },
        },
      };
    }
    const entry = {
      name: "connectors__gmail__SEND_EMAIL",
      arguments: { to: `${callId}@example.com`, subject: callId },
    };
    return { kind: "connector" as const, call: { id: callId, name: "tool_call", arguments: { calls: [entry] } } };
  });
  return { toolsets: [...mine.map((server) => server.name), ...(connectors ? ["connectors"] : [])], calls };
}

/** Runs every session at once on one tool search; resolves each call's latency in ms, by kind. */
async function runSessions(
  search: ToolSearch,
  definitions: readonly Toolset[],
  sessions: readonly Session[],
): Promise<Map<Kind, number[]>> {
  const latencies = new Map<Kind, number[]>(KINDS.map((kind) => [kind, []]));
  await Promise.all(
    sessions.map(async (spec) => {
      let assembly = search.assemble(definitions, { toolsets: spec.toolsets });
      for (const [n, { kind, call }] of spec.calls.entries()) {
        if (n % TURN === 0) assembly = search.assemble(definitions, { toolsets: spec.toolsets });
        const started = performance.now();
        await search.handle(call, { assembly });
        latencies.get(kind)?.push(performance.now() - started);
      }
    }),
  );
  return latencies;
}

/** Latency under load: many concurrent sessions on one `createToolSearch`, with a local gateway. */
export const loadSuite: Suite = {
  name: "load",
  title: `load: ${SESSIONS} concurrent sessions × ${CALLS} calls on one createToolSearch`,
  subject: SUBJECT,
  setup: () => [
    `The embedded demo catalog (13 MCP servers, about 550 tools); one \`createToolSearch\` with \`createConnectors\` on the bundled test gateway (127.0.0.1, same process); \`invoke\` answers on the next event-loop turn (as a tool doing I/O would), so the figures are tool search's own cost under concurrency, queueing behind the other sessions included, plus one gateway round trip for connector calls.`,
    `${SESSIONS} sessions run at once, each limited to 2–5 demo servers (every third also to \`connectors\`), re-assembling every ${TURN} calls; ${CALLS} calls each, in a fixed pseudo-random mix: 30% \`tool_search\` (2 queries), 15% \`tool_describe\` (2 names), the rest \`tool_call\` of one in-scope tool with its required arguments, or, in sessions with connectors, 10% a \`connectors__gmail__SEND_EMAIL\` call executed on the gateway.`,
    "Each row is a percentile of the time one `handle(call)` took (ms) while all sessions were in flight, over one measured run after a warm-up run; **wall** is the whole run.",
  ],
  async run({ log }) {
    const definitions = demoToolsets();
    const servers = definitions
      .filter((toolset) => toolset.source !== undefined)
      .map((toolset) => ({ name: toolset.source?.name ?? "", tools: toolset.tools as readonly Tool[] }));
    const sessions = Array.from({ length: SESSIONS }, (_, id) => session(id, servers));
    const gateway = await startGateway();
    try {
      const connectors = createConnectors({ origin: gateway.origin, getToken: () => TEST_TOKEN });
      // A real tool does I/O: yielding to the event loop lets the sessions and the gateway interleave.
      const invoke = (name: string): Promise<unknown> =>
        new Promise((resolve) => setImmediate(() => resolve({ ran: name })));
      const search = createToolSearch({ connectors, contextLength: 200_000, invoke });
      await runSessions(search, definitions, sessions);
      const started = performance.now();
      const latencies = await runSessions(search, definitions, sessions);
      const wall = performance.now() - started;
      const tools = definitions.reduce((n, toolset) => n + toolset.tools.length, 0);
      const row = (kase: string, value: number): ResultRow =>
        resultRow({ suite: "load", case: kase, system: SUBJECT, tools, metric: "ms", value });
      const rows = [row("wall", wall)];
      for (const kind of KINDS) {
        const values = latencies.get(kind) ?? [];
        if (values.length === 0) continue;
        rows.push(row(`${kind}-p50`, percentile(values, 50)), row(`${kind}-p99`, percentile(values, 99)));
        log(
          `load ${kind}: ${values.length} calls, p50 ${percentile(values, 50).toFixed(2)} ms, p99 ${percentile(values, 99).toFixed(2)} ms`,
        );
      }
      log(`load: ${SESSIONS * CALLS} calls in ${wall.toFixed(0)} ms`);
      return rows;
    } finally {
      await gateway.close();
    }
  },
};
