// Command-line options of `pnpm eval`.
import { resolve } from "node:path";
import { parseArgs } from "node:util";

export interface EvalArgs {
  /** Print only `{"results": [...]}` on stdout. */
  readonly json: boolean;
  /** Extra eval-set files, absolute. */
  readonly data: readonly string[];
  /** Skip rewriting docs/retrieval.md. */
  readonly write: boolean;
  /** Also print the document-construction ablation. */
  readonly ablation: boolean;
  /** Only these public sets (by name), for a quick look during development; empty: all. Never rewrites docs/retrieval.md. */
  readonly sets: readonly string[];
  /** Only these systems (by name, every mode of each), e.g. `hermes-catalog`; empty: all. Never rewrites docs/retrieval.md. */
  readonly systems: readonly string[];
  readonly help: boolean;
}

export const USAGE = `Usage: pnpm eval [--json] [--data <set.json>]... [--set <name>]... [--system <name>]... [--ablation] [--no-write]

  --json         print only {"results": [{set, mode, system, metric, value}]} (values 0..1)
  --data <path>  also evaluate this eval-set file (repeatable; under the root \`pnpm eval\`
                 a relative path starts at the repository root)
  --set <name>   only this public set (repeatable; e.g. metatool-multi, or agent-queries for
                 the agent set); implies --no-write
  --system <name>
                 only this system, every mode of it (repeatable; e.g. hermes-catalog, minisearch);
                 implies --no-write
  --ablation     also print the document-construction ablation (nDCG@10 and top-1 per set)
  --no-write     do not rewrite docs/retrieval.md
  -h, --help     show this help`;

/**
 * Parses `argv` (without node and script). Relative `--data` paths resolve against `baseDir`
 * (pnpm's INIT_CWD: the repository root under the root `pnpm eval` script, which pnpm runs
 * there whatever folder it was started from). Throws on unknown options.
 */
export function parseEvalArgs(argv: readonly string[], baseDir: string): EvalArgs {
  const { values } = parseArgs({
    args: [...argv],
    options: {
      json: { type: "boolean", default: false },
      data: { type: "string", multiple: true, default: [] },
      set: { type: "string", multiple: true, default: [] },
      system: { type: "string", multiple: true, default: [] },
      ablation: { type: "boolean", default: false },
      "no-write": { type: "boolean", default: false },
      help: { type: "boolean", short: "h", default: false },
    },
    strict: true,
    allowPositionals: false,
  });
  return {
    json: values.json,
    data: values.data.map((path) => resolve(baseDir, path)),
    write: !values["no-write"] && values.set.length === 0 && values.system.length === 0,
    ablation: values.ablation,
    sets: values.set,
    systems: values.system,
    help: values.help,
  };
}
