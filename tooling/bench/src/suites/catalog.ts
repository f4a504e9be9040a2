import { cleanDefinition, definitionHash, planTiers, type Toolset } from "@hermes/catalog";
import { growCatalog, loadCatalogTools, serverToolsets } from "@hermes/data";
import { formatCount } from "../format.js";
import { resultRow, type ResultRow } from "../result-row.js";
import type { Suite } from "../suite.js";
import { median } from "../timing.js";

const SUBJECT = "@hermes/catalog";
const CONTEXT_LENGTH = 200_000;

/**
 * Fresh toolsets (new objects, one MCP toolset per server) named as the MCP hub names them
 * (`mcp__<server>__<tool>`, the tool's own name in `_meta`): what a runtime hands over on a cold
 * turn. Without the namespace the grown catalog's copies share names and all but the first
 * are dropped, so the plan would hold ~1,750 tools at every size.
 */
export function hubNamedToolsets(tools: Parameters<typeof serverToolsets>[0]): Toolset[] {
  return serverToolsets(tools).map((set) => ({
    source: set.source,
    tools: set.tools.map((tool) => ({
      name: `mcp__${set.source.name}__${tool.name}`,
      description: tool.description,
      inputSchema: tool.inputSchema,
      _meta: { "hermes/toolName": tool.name },
    })),
  }));
}

function runsFor(tools: number): { cold: number; memo: number } {
  if (tools <= 1_000) return { cold: 40, memo: 400 };
  if (tools <= 10_000) return { cold: 20, memo: 200 };
  return { cold: 6, memo: 40 };
}

/** Time from raw definitions to the tier plan, cold (new objects) and memoised (same objects again). */
export const catalogSuite: Suite = {
  name: "catalog",
  title: "catalog: assembling a turn (definitions → tier plan)",
  subject: SUBJECT,
  setup: () => [
    "`planTiers(toolsets, { contextLength: 200_000 })` with the default config, on the real catalog " +
      "grown to each size and split into one MCP toolset per server, tools named as the MCP hub names " +
      "them (`mcp__<server>__<tool>`), so the plan holds every tool of the size.",
    "**assemble-cold**: every run gets new definition objects (a runtime that rebuilds its tool " +
      "list), so nothing is reused; median of " +
      `${[300, 3_000, 30_000].map((n) => `${runsFor(n).cold} runs at ${formatCount(n)}`).join(", ")} tools, after 3 warm-up runs.`,
    "**assemble-memo**: the same objects again (the usual next turn): the memo recognises them; " +
      "median over repeated calls.",
    "**sanitise**: the sanitising boundary's full walk alone (`cleanDefinition` over every " +
      "definition, schemas included, as for definition and schema objects never seen before; " +
      "assemble-cold walks each schema object once and remembers it, as the depth check does); " +
      "**hash**: `definitionHash` (SHA-256 of the canonical model-facing definition) of every tool " +
      "of the plan, paid once per new definition object when definitions are compared; medians " +
      "of the cold run counts.",
  ],
  run({ sizes, log }) {
    const catalog = loadCatalogTools();
    const rows: ResultRow[] = [];
    for (const size of sizes) {
      const tools = growCatalog(catalog, size);
      const runs = runsFor(size);
      for (let i = 0; i < 3; i += 1) planTiers(hubNamedToolsets(tools), { contextLength: CONTEXT_LENGTH });
      const cold: number[] = [];
      for (let i = 0; i < runs.cold; i += 1) {
        const toolsets = hubNamedToolsets(tools);
        const started = performance.now();
        planTiers(toolsets, { contextLength: CONTEXT_LENGTH });
        cold.push(performance.now() - started);
      }
      const toolsets = hubNamedToolsets(tools);
      planTiers(toolsets, { contextLength: CONTEXT_LENGTH });
      const memo: number[] = [];
      for (let i = 0; i < runs.memo; i += 1) {
        const started = performance.now();
        planTiers(toolsets, { contextLength: CONTEXT_LENGTH });
        memo.push(performance.now() - started);
      }
      const sanitise: number[] = [];
      const hash: number[] = [];
      const plan = planTiers(toolsets, { contextLength: CONTEXT_LENGTH });
      const entries = [...plan.visible, ...plan.deferred];
      if (entries.length !== size) throw new Error(`the ${size}-tool plan holds ${entries.length} tools`);
      for (let i = 0; i < runs.cold; i += 1) {
        let started = performance.now();
        for (const set of toolsets) for (const tool of set.tools) cleanDefinition(tool);
        sanitise.push(performance.now() - started);
        started = performance.now();
        for (const entry of entries) definitionHash(entry);
        hash.push(performance.now() - started);
      }
      const base = { suite: "catalog", system: SUBJECT, tools: size, metric: "ms" as const };
      rows.push(resultRow({ ...base, case: "assemble-cold", value: median(cold) }));
      rows.push(resultRow({ ...base, case: "assemble-memo", value: median(memo) }));
      rows.push(resultRow({ ...base, case: "sanitise", value: median(sanitise) }));
      rows.push(resultRow({ ...base, case: "hash", value: median(hash) }));
      log(
        `catalog ${size}: cold ${median(cold).toFixed(2)} ms, memo ${median(memo).toFixed(4)} ms, sanitise ${median(sanitise).toFixed(2)} ms, hash ${median(hash).toFixed(2)} ms`,
      );
    }
    return Promise.resolve(rows);
  },
};
