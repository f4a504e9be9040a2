// Positive pointwise mutual information of words and their neighbours: the co-occurrence
// statistics the catalog's word vectors are factorised from (Levy, Goldberg and Dagan, 2015).
import { sparseFromRowsSteps, type SparseMatrix } from "./sparse-matrix.js";
import { runSteps, TOOLS_PER_STEP, WORDS_PER_STEP, type Steps } from "./training-steps.js";

/** Options of {@link ppmiMatrix}. */
export interface PpmiOptions {
  /** Words on each side that count as context. Default 5. */
  readonly window?: number | undefined;
  /** Context-distribution smoothing: context counts are raised to this power. Default 0.75. */
  readonly smoothing?: number | undefined;
}

/**
 * The vocabulary × vocabulary PPMI matrix of `sequences` (word ids `0 … vocabularySize - 1`;
 * a sequence is one tool's text): `max(0, log(P(w, c) / (P(w) · P_s(c))))` over co-occurrences
 * within `window` words, where `P_s(c)` uses context counts raised to `smoothing`.
 * Deterministic: only counts and the order-independent sparse layout enter the result.
 */
export function ppmiMatrix(
  sequences: readonly (readonly number[])[],
  vocabularySize: number,
  options: PpmiOptions = {},
): SparseMatrix {
  return runSteps(ppmiMatrixSteps(sequences, vocabularySize, options));
}

/**
 * {@link ppmiMatrix} in bounded steps: co-occurrences of {@link TOOLS_PER_STEP} sequences, then
 * {@link WORDS_PER_STEP} PPMI rows, per step. The same arithmetic in the same order: the same bytes.
 */
export function* ppmiMatrixSteps(
  sequences: readonly (readonly number[])[],
  vocabularySize: number,
  options: PpmiOptions = {},
): Steps<SparseMatrix> {
  const window = options.window ?? 5;
  const smoothing = options.smoothing ?? 0.75;
  const pairs: Map<number, number>[] = Array.from({ length: vocabularySize }, () => new Map<number, number>());
  const wordTotals = new Float64Array(vocabularySize);
  const contextTotals = new Float64Array(vocabularySize);
  let total = 0;
  let counted = 0;
  for (const sequence of sequences) {
    for (let i = 0; i < sequence.length; i++) {
      const word = sequence[i] ?? 0;
      const row = pairs[word];
      if (row === undefined) continue;
      const last = Math.min(sequence.length - 1, i + window);
      for (let j = Math.max(0, i - window); j <= last; j++) {
        if (j === i) continue;
        const context = sequence[j] ?? 0;
        row.set(context, (row.get(context) ?? 0) + 1);
        wordTotals[word] = (wordTotals[word] ?? 0) + 1;
        contextTotals[context] = (contextTotals[context] ?? 0) + 1;
        total++;
      }
    }
    if (++counted % TOOLS_PER_STEP === 0) yield { phase: "cooccurrence", units: TOOLS_PER_STEP };
  }
  if (counted % TOOLS_PER_STEP !== 0) yield { phase: "cooccurrence", units: counted % TOOLS_PER_STEP };
  const smoothed = Float64Array.from(contextTotals, (count) => count ** smoothing);
  let smoothedTotal = 0;
  for (const value of smoothed) smoothedTotal += value;
  const rows: Map<number, number>[] = [];
  for (let word = 0; word < pairs.length; word++) {
    const row = pairs[word] ?? new Map<number, number>();
    const out = new Map<number, number>();
    const pw = (wordTotals[word] ?? 0) / Math.max(1, total);
    for (const [context, count] of row) {
      const pwc = count / total;
      const pc = (smoothed[context] ?? 0) / smoothedTotal;
      const pmi = Math.log(pwc / (pw * pc));
      if (pmi > 0) out.set(context, pmi);
    }
    rows.push(out);
    if ((word + 1) % WORDS_PER_STEP === 0 || word + 1 === pairs.length)
      yield { phase: "ppmi-rows", units: (word % WORDS_PER_STEP) + 1 };
  }
  return yield* sparseFromRowsSteps(rows, vocabularySize);
}
