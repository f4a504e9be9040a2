import { validateArguments } from "@hermes/bridge";
import { expandedSchemaSize, MAX_EXPANDED_SCHEMA_NODES } from "@hermes/bridge/internal";
import { loadCatalogTools } from "@hermes/data";
import { resultRow, type ResultRow } from "../result-row.js";
import type { Suite } from "../suite.js";

const SUBJECT = "@hermes/bridge";
const WORST = "worst case";

interface Case {
  readonly label: string;
  /** A fresh schema (a distinct description each time, so no cache answers), and arguments that pass it. */
  readonly make: (run: number) => { readonly schema: Record<string, unknown>; readonly args: Record<string, unknown> };
}

const object = (
  properties: Record<string, unknown>,
  run: number,
  extra: Record<string, unknown> = {},
): Record<string, unknown> => ({
  type: "object",
  description: `run ${run}`,
  properties,
  ...extra,
});

const enumCase = (values: number): Case => ({
  label: `enum of ${values.toLocaleString("en-US")} values`,
  make: (run) => ({
    schema: object({ pick: { type: "string", enum: Array.from({ length: values }, (_, i) => `v${i}`) } }, run, {
      required: ["pick"],
    }),
    args: { pick: `v${values - 1}` },
  }),
});

const propertiesCase = (count: number): Case => ({
  label: `${count.toLocaleString("en-US")} properties`,
  make: (run) => ({
    schema: object(
      Object.fromEntries(
        Array.from({ length: count }, (_, i) => [`p${i}`, { type: "integer", description: `property ${i}` }]),
      ),
      run,
    ),
    args: { p0: 1 },
  }),
});

/** `anyOf` branches, each a small object: combinators within (or over) the budget. */
const anyOfCase = (branches: number): Case => ({
  label: `anyOf of ${branches.toLocaleString("en-US")} objects`,
  make: (run) => ({
    schema: object(
      {
        v: {
          anyOf: Array.from({ length: branches }, (_, i) => ({
            type: "object",
            properties: { [`k${i}`]: { const: i } },
            required: [`k${i}`],
          })),
        },
      },
      run,
    ),
    args: { v: { k0: 0 } },
  }),
});

/** The real tool with the largest schema of the shared catalog. */
function largestRealCase(): Case {
  const tools = loadCatalogTools();
  const largest = tools.reduce((best, tool) =>
    JSON.stringify(tool.inputSchema).length > JSON.stringify(best.inputSchema).length ? tool : best,
  );
  return {
    label: `largest real schema (${largest.name})`,
    make: (run) => ({
      schema: { ...(largest.inputSchema as Record<string, unknown>), description: `run ${run}` },
      args: {},
    }),
  };
}

/** Milliseconds the first `validateArguments` of a fresh schema blocks the event loop (compile + check): the worst of `runs`. */
function firstCallMs(test: Case, runs: number): number {
  let worst = 0;
  for (let run = 0; run < runs; run += 1) {
    const { schema, args } = test.make(run);
    const started = performance.now();
    validateArguments({ name: "bench", inputSchema: schema }, args);
    worst = Math.max(worst, performance.now() - started);
  }
  return worst;
}

/** How long one definition can block the event loop: the validator's compile on the first call. */
export const validationSuite: Suite = {
  name: "validation",
  title: "bridge: validator compile cost per definition (event-loop time of the first call)",
  subject: SUBJECT,
  setup: () => [
    "Each row is one tool definition, measured as the time of its first `validateArguments` call (compile, cache, check) on a fresh schema object with a distinct description, so no cache answers; the worst of 3 runs after a warm-up. This is how long one definition blocks the event loop.",
    `Schemas costing more than \`MAX_EXPANDED_SCHEMA_NODES\` (${MAX_EXPANDED_SCHEMA_NODES} units: subschemas with references expanded, plus one per 100 enum or required values) are not compiled: their calls get the shallow check. Rows marked (fallback) take that path; the others compile.`,
    "`worst case` is the largest of all rows. Before this budget, a 100,000-value enum took about 140 s and a 9,000-property schema about 6 s.",
  ],
  run({ log }) {
    const cases: Case[] = [
      largestRealCase(),
      propertiesCase(120),
      anyOfCase(30),
      enumCase(12_000),
      propertiesCase(250),
      enumCase(20_000),
      propertiesCase(10_000),
      enumCase(100_000),
    ];
    for (const test of cases) firstCallMs(test, 1); // warm-up: ajv's own code paths
    const rows: ResultRow[] = [];
    let worst = 0;
    for (const test of cases) {
      const ms = firstCallMs(test, 3);
      worst = Math.max(worst, ms);
      const fallback = expandedSchemaSize(test.make(0).schema) > MAX_EXPANDED_SCHEMA_NODES;
      const system = fallback ? `${test.label} (fallback)` : test.label;
      rows.push(resultRow({ suite: "validation", case: "first call", system, tools: 1, metric: "ms", value: ms }));
      log(`validation ${system}: ${ms.toFixed(1)} ms`);
    }
    rows.push(
      resultRow({ suite: "validation", case: "first call", system: WORST, tools: 1, metric: "ms", value: worst }),
    );
    log(`validation worst case: ${worst.toFixed(1)} ms`);
    return Promise.resolve(rows);
  },
};
