import { DEFAULT_CONFIG, planTiers, type Toolset } from "@hermes/catalog";
import { createDispatcher, type InvokeTool, type ModelToolCall } from "@hermes/dispatch";
import { growCatalog, loadCatalogTools, type CatalogTool, serverToolsets } from "@hermes/data";
import { formatCount } from "../format.js";
import { resultRow, type ResultRow } from "../result-row.js";
import type { Suite } from "../suite.js";
import { median } from "../timing.js";

const SUBJECT = "@hermes/dispatch";
const SAMPLES = 60;
const BATCH = 200;

const CORE: Toolset = {
  tools: [
    {
      name: "read_file",
      description: "Read a file.",
      inputSchema: { type: "object", properties: { path: { type: "string" } }, required: ["path"] },
    },
  ],
};

function toolsetsOf(tools: readonly CatalogTool[]): Toolset[] {
  return [CORE, ...serverToolsets(tools)];
}

/** Microseconds per call of `run`, timed over `BATCH` sequential awaited calls. */
async function batchUs(run: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  for (let i = 0; i < BATCH; i += 1) await run();
  return ((performance.now() - started) * 1000) / BATCH;
}

/**
 * Median per-call overhead of each case over the bare no-op invoke: every sample times a batch
 * of the bare invoke and a batch of each case back to back, so drift hits all alike.
 */
async function overheadUs(bare: () => Promise<unknown>, cases: readonly (() => Promise<unknown>)[]): Promise<number[]> {
  for (const run of [bare, ...cases]) for (let i = 0; i < BATCH * 5; i += 1) await run();
  const deltas = cases.map((): number[] => []);
  for (let s = 0; s < SAMPLES; s += 1) {
    const base = await batchUs(bare);
    for (const [i, run] of cases.entries()) deltas[i]?.push((await batchUs(run)) - base);
  }
  return deltas.map((values) => median(values));
}

/** What the dispatcher adds around a tool that does nothing, with every part present. */
export const dispatchSuite: Suite = {
  name: "dispatch",
  title: "dispatch: overhead per tool call (no-op tool)",
  subject: SUBJECT,
  setup: () => [
    "The real catalog grown to each size, one MCP toolset per server plus a visible `read_file`, planned once with `planTiers`.",
    "One dispatcher with every part present and doing nothing: a pre-hook, a post-hook, a guardrail, an approval function answering `true`, an event sink; `invoke` is a no-op that resolves a constant.",
    "**direct**: `dispatch` of a call to the visible `read_file` by its name. **bridged**: `dispatch` of a `tool_call` to the deferred `list_issues` (resolved and validated against its real schema by `@hermes/bridge`).",
    `**overhead_us**: the dispatch time minus the no-op invoke's own time, per call; median of ${SAMPLES} samples, each a batch of ${BATCH} awaited calls of the bare invoke then of each case.`,
  ],
  async run({ sizes, log }) {
    const catalog = loadCatalogTools();
    const rows: ResultRow[] = [];
    const response = { ok: true };
    const invoke: InvokeTool = () => Promise.resolve(response);
    let events = 0;
    const dispatcher = createDispatcher({
      invoke,
      hooks: { pre: [() => undefined], post: [() => undefined] },
      guardrails: [() => undefined],
      approve: () => true,
      events: () => void (events += 1),
    });
    for (const size of sizes) {
      events = 0;
      const plan = planTiers(toolsetsOf(growCatalog(catalog, size)), { contextLength: 200_000 });
      const context = { scope: { plan }, config: DEFAULT_CONFIG };
      const target = plan.deferred.find((entry) => entry.name === "list_issues")?.name ?? plan.deferred[0]?.name ?? "";
      const direct: ModelToolCall = { id: "call_direct", name: "read_file", arguments: { path: "README.md" } };
      const bridged: ModelToolCall = {
        id: "call_bridged",
        name: "tool_call",
        arguments: { calls: [{ name: target, arguments: { owner: "octo", repo: "hello" } }] },
      };
      const probe = await dispatcher.dispatch(bridged, context);
      if (probe.isError) throw new Error(`dispatch bench: the bridged call failed: ${JSON.stringify(probe.result)}`);
      const invokeContext = {
        callId: "call_direct",
        route: "direct" as const,
        index: undefined,
        entry: undefined,
        signal: undefined,
      };
      const [directUs = 0, bridgedUs = 0] = await overheadUs(
        () => invoke("read_file", { path: "README.md" }, invokeContext),
        [() => dispatcher.dispatch(direct, context), () => dispatcher.dispatch(bridged, context)],
      );
      const base = { suite: "dispatch", system: SUBJECT, tools: size, metric: "overhead_us" as const };
      rows.push(resultRow({ ...base, case: "direct", value: directUs }));
      rows.push(resultRow({ ...base, case: "bridged", value: bridgedUs }));
      log(
        `dispatch ${formatCount(size)}: direct +${directUs.toFixed(2)} µs, bridged +${bridgedUs.toFixed(2)} µs per call (${formatCount(events)} events)`,
      );
    }
    return rows;
  },
};
