import { parseArgs } from "node:util";

export const DEFAULT_SIZES: readonly number[] = [300, 3_000, 30_000];

export interface CliArgs {
  /** Print only the JSON object of result rows on stdout. */
  readonly json: boolean;
  /** Rewrite docs/benchmarks.md (off with `--no-write`). */
  readonly write: boolean;
  /** Catalog sizes, ascending, without repeats. */
  readonly sizes: readonly number[];
  /** Only these suites (by name), their sections replaced in the docs; undefined: every suite. */
  readonly suites?: readonly string[] | undefined;
  readonly help: boolean;
}

export const USAGE = `Usage: pnpm bench [--json] [--no-write] [--sizes 300,3000,30000] [--suite NAME,...]

  --json          print only {"results": [...]} on stdout (progress goes to stderr)
  --no-write      do not rewrite docs/benchmarks.md
  --sizes LIST    comma-separated catalog sizes (default ${DEFAULT_SIZES.join(",")})
  --suite LIST    only these suites (e.g. gateway,catalog); their sections of the docs are replaced
  -h, --help      show this help`;

/** `"300,3000"` → `[300, 3000]`; throws on anything but positive integers. */
export function parseSizes(text: string): number[] {
  const sizes = text.split(",").map((part) => {
    const trimmed = part.trim();
    const size = Number(trimmed);
    if (!/^\d+$/.test(trimmed) || !Number.isSafeInteger(size) || size < 1) {
      throw new Error(`--sizes takes positive integers separated by commas, got "${text}"`);
    }
    return size;
  });
  return [...new Set(sizes)].sort((a, b) => a - b);
}

/**
 * Parses the arguments after the script name. A leading `--` (which some pnpm versions
 * forward) is skipped; unknown options and stray arguments throw with a short reason.
 */
export function parseCliArgs(argv: readonly string[]): CliArgs {
  const args = argv[0] === "--" ? argv.slice(1) : [...argv];
  const { values } = parseArgs({
    args,
    strict: true,
    allowPositionals: false,
    options: {
      json: { type: "boolean", default: false },
      "no-write": { type: "boolean", default: false },
      sizes: { type: "string" },
      suite: { type: "string" },
      help: { type: "boolean", short: "h", default: false },
    },
  });
  return {
    json: values.json,
    write: !values["no-write"],
    sizes: values.sizes === undefined ? DEFAULT_SIZES : parseSizes(values.sizes),
    ...(values.suite === undefined
      ? {}
      : {
          suites: values.suite
            .split(",")
            .map((name) => name.trim())
            .filter((name) => name !== ""),
        }),
    help: values.help,
  };
}
