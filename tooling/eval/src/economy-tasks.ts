// Per-task token cost of eager loading vs tool search on one catalog (docs/token-economy.md).
import { toolSignature } from "@hermes/bridge";
import { type TokenCounter, type ToolEntry, type Toolset } from "@hermes/catalog";
import { listingDescription } from "@hermes/catalog/internal";
import { callableFromSignature } from "./economy-callable.js";
import { bridgeAnswer, economyRuntime, withoutSignatures, type EconomyRuntime } from "./economy-runtime.js";

/** One task: find and call `target`, asked for with `query`. */
export interface EconomyTask {
  readonly query: string;
  readonly target: string;
}

/** How many of a catalog's signatures are enough to call their tool, and their length. */
export interface SignatureCoverage {
  readonly tools: number;
  readonly callable: number;
  readonly withRequired: number;
  readonly callableWithRequired: number;
  readonly medianChars: number;
  readonly maxChars: number;
}

/** {@link SignatureCoverage} of `entries` (each tool's `toolSignature`, checked with `callableFromSignature`). */
export function signatureCoverage(entries: readonly ToolEntry[]): SignatureCoverage {
  let callable = 0;
  let withRequired = 0;
  let callableWithRequired = 0;
  const lengths: number[] = [];
  for (const entry of entries) {
    const signature = toolSignature(entry.name, entry.inputSchema);
    lengths.push(signature.length);
    const ok = callableFromSignature(signature, entry.inputSchema);
    const required = entry.inputSchema["required"];
    const hasRequired = Array.isArray(required) && required.length > 0;
    if (ok) callable += 1;
    if (hasRequired) withRequired += 1;
    if (ok && hasRequired) callableWithRequired += 1;
  }
  lengths.sort((a, b) => a - b);
  return {
    tools: entries.length,
    callable,
    withRequired,
    callableWithRequired,
    medianChars: lengths[Math.floor(lengths.length / 2)] ?? 0,
    maxChars: lengths.at(-1) ?? 0,
  };
}

/** Turn counts the economy reports. */
export const TURNS = [5, 20] as const;

/** The measured economy of one catalog. */
export interface CatalogEconomy {
  readonly catalog: string;
  readonly tools: number;
  readonly tier: number;
  readonly visible: number;
  readonly tasks: number;
  /** Tasks whose target was among the hits. */
  readonly found: number;
  /** Tasks that need a `tool_describe`: target not found, or its signature is not enough to call it. */
  readonly describes: number;
  /** Found tasks whose tool has at least one required parameter, and how many of them were callable. */
  readonly foundWithRequired: number;
  readonly callableWithRequired: number;
  /** Tokens of every tool's schema, sent every turn. */
  readonly eagerPerTurn: number;
  /** Tokens of the visible + bridge tools (with the listing), sent every turn. */
  readonly blockPerTurn: number;
  /** Mean tokens of one tool_search result, with and without signatures. */
  readonly searchMean: number;
  readonly searchMeanBefore: number;
  /** Mean tokens of one tool_describe result, over the tasks that need one. */
  readonly describeMean: number;
  /** Every deferred tool's signature, whatever the tasks: how many are enough to call the tool. */
  readonly signatures: SignatureCoverage;
  /** Mean tokens per task for each turn count: eager, tool search. */
  readonly perTask: Readonly<Record<(typeof TURNS)[number], { readonly eager: number; readonly search: number }>>;
}

/**
 * Up to `max` tasks from a catalog's own tools, evenly spread (every k-th tool in catalog order):
 * the query is the tool's listing description (first sentence, ≤ 60 characters), the target is
 * the tool. Tools with an empty description are skipped. Deterministic.
 */
export function selfTasks(toolsets: readonly Toolset[], max: number): EconomyTask[] {
  const tools = toolsets
    .filter((set) => set.source !== undefined)
    .flatMap((set) => set.tools as readonly { name?: unknown; description?: unknown }[]);
  const stride = Math.max(1, Math.floor(tools.length / max));
  const tasks: EconomyTask[] = [];
  for (let i = 0; i < tools.length && tasks.length < max; i += stride) {
    const tool = tools[i];
    const query = typeof tool?.description === "string" ? listingDescription(tool.description).replace(/…$/, "") : "";
    if (typeof tool?.name === "string" && query !== "") tasks.push({ query, target: tool.name });
  }
  return tasks;
}

interface TaskCost {
  readonly search: number;
  readonly searchBefore: number;
  readonly found: boolean;
  readonly hasRequired: boolean;
  readonly describe: number | undefined;
}

async function taskCost(runtime: EconomyRuntime, task: EconomyTask, count: TokenCounter): Promise<TaskCost> {
  const result = (await bridgeAnswer(runtime, "tool_search", { queries: [task.query] })) as {
    tools?: Record<string, { signature?: string }>;
  };
  const hit = result.tools?.[task.target];
  const entry = runtime.assembly.plan.deferred.find((e) => e.name === task.target);
  const callable =
    hit?.signature !== undefined && entry !== undefined && callableFromSignature(hit.signature, entry.inputSchema);
  const describe = callable
    ? undefined
    : count(JSON.stringify(await bridgeAnswer(runtime, "tool_describe", { names: [task.target] })));
  const required = entry?.inputSchema["required"];
  const hasRequired = Array.isArray(required) && required.length > 0;
  return {
    search: count(JSON.stringify(result)),
    searchBefore: count(JSON.stringify(withoutSignatures(result))),
    found: hit !== undefined,
    hasRequired,
    describe,
  };
}

const mean = (values: readonly number[]): number =>
  values.length === 0 ? 0 : values.reduce((a, b) => a + b, 0) / values.length;

/**
 * Measures one catalog: the per-turn blocks, and per task one `tool_search` (the task's query)
 * plus a `tool_describe` of the target when its hit's signature is not enough (or it was not
 * found). Per-task totals over n turns: eager `n × eagerPerTurn`; tool search
 * `n × blockPerTurn + search + describe`. Counts with `count` (o200k in the command).
 */
export async function measureCatalog(
  catalog: string,
  toolsets: readonly Toolset[],
  tasks: readonly EconomyTask[],
  count: TokenCounter,
): Promise<CatalogEconomy> {
  const runtime = economyRuntime(toolsets, count);
  const plan = runtime.assembly.plan;
  const costs: TaskCost[] = [];
  for (const task of tasks) costs.push(await taskCost(runtime, task, count));
  const eagerPerTurn = count(runtime.eagerBlock);
  const blockPerTurn = count(runtime.searchBlock);
  const described = costs.flatMap((c) => (c.describe === undefined ? [] : [c.describe]));
  const perTask = (turns: number): { eager: number; search: number } => ({
    eager: turns * eagerPerTurn,
    search: turns * blockPerTurn + mean(costs.map((c) => c.search + (c.describe ?? 0))),
  });
  return {
    catalog,
    tools: plan.visible.length + plan.deferred.length,
    tier: plan.tier,
    visible: plan.visible.length,
    tasks: costs.length,
    found: costs.filter((c) => c.found).length,
    describes: described.length,
    foundWithRequired: costs.filter((c) => c.found && c.hasRequired).length,
    callableWithRequired: costs.filter((c) => c.found && c.hasRequired && c.describe === undefined).length,
    eagerPerTurn,
    blockPerTurn,
    searchMean: mean(costs.map((c) => c.search)),
    searchMeanBefore: mean(costs.map((c) => c.searchBefore)),
    describeMean: mean(described),
    signatures: signatureCoverage(plan.deferred),
    perTask: { 5: perTask(5), 20: perTask(20) },
  };
}
