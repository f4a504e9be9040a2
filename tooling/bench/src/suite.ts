import type { ResultRow } from "./result-row.js";

export interface SuiteOptions {
  /** Catalog sizes to measure, ascending. */
  readonly sizes: readonly number[];
  /** Progress lines; main sends them to stderr so `--json` keeps stdout clean. */
  readonly log: (line: string) => void;
}

/**
 * A group of measurements about one package. main.ts lists the suites; each adds rows
 * tagged with its own `name` as `suite`, and tables compare `subject` with the others.
 */
export interface Suite {
  /** `suite` of every row it returns, e.g. `bm25`. */
  readonly name: string;
  /** Section heading in the tables and docs. */
  readonly title: string;
  /** The system the ratios are about; the rest are its peers. */
  readonly subject: string;
  /** Markdown paragraphs or list items that say how the systems were set up. */
  readonly setup: () => readonly string[];
  run(options: SuiteOptions): Promise<ResultRow[]>;
}

/** A suite's rows, kept with the suite that produced them. */
export interface SuiteResult {
  readonly suite: Suite;
  readonly rows: readonly ResultRow[];
}
