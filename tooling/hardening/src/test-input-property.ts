// Test helper (not a test): one fast-check property with the shared bad-input invariants.
import fc from "fast-check";
import { assertNoPollution, prototypeSnapshot, type CaseTally } from "./test-input-guards.js";

/** Longest failure text reported (the counterexample can be megabytes). */
const MAX_REPORT_CHARS = 1_500;

/**
 * How many cases a property runs. There is no time bound per case: a hostile input that made
 * the code super-linear would not finish at these sizes and the test timeout (a hang guard)
 * reports it; how long cases take is measured by `pnpm bench`, not asserted here.
 */
export interface PropertyOptions {
  readonly numRuns: number;
  /** Shrink a failure to a minimal case (default `true`; off for multi-megabyte inputs). */
  readonly shrink?: boolean;
}

/**
 * Runs `check` on `numRuns` generated values. Besides whatever `check` asserts, every case
 * must finish and leave the built-in prototypes untouched. Cases are
 * counted in `tally` under `name`.
 */
export async function checkProperty<T>(
  tally: CaseTally,
  name: string,
  arbitrary: fc.Arbitrary<T>,
  check: (value: T) => unknown,
  options: PropertyOptions,
): Promise<void> {
  const snapshot = prototypeSnapshot();
  try {
    await fc.assert(
      fc.asyncProperty(arbitrary, async (value) => {
        tally.hit(name);
        await check(value);
        assertNoPollution(snapshot);
      }),
      { numRuns: options.numRuns, endOnFailure: options.shrink === false },
    );
  } catch (error) {
    if (process.env["DEBUG_PROP"] !== undefined)
      console.log("RAW", error instanceof Error ? error.stack?.slice(0, 3000) : typeof error);
    throw readableFailure(error);
  }
}

const clip = (text: string): string =>
  text.length > MAX_REPORT_CHARS ? `${text.slice(0, MAX_REPORT_CHARS)}… (${text.length} chars)` : text;

/** fast-check's failure with the counterexample and the cause shortened: a 5 MB counterexample must not flood the log. */
function readableFailure(error: unknown): Error {
  if (!(error instanceof Error)) return new Error(clip(String(error)));
  const cause =
    error.cause instanceof Error ? `\nCaused by: ${clip(error.cause.message)}\n${clip(error.cause.stack ?? "")}` : "";
  return new Error(clip(error.message) + cause);
}
