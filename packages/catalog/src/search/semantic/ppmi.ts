// Positive pointwise mutual information of words and their neighbours: the co-occurrence
// statistics the catalog's word vectors are factorised from (Levy, Goldberg and Dagan, 2015).
import { sparseFromRows, type SparseMatrix } from "./sparse-matrix.js";

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
  const window = options.window ?? 5;
  const smoothing = options.smoothing ?? 0.75;
  const pairs: Map<number, number>[] = Array.from({ length: vocabularySize }, () => new Map<number, number>());
  const wordTotals = new Float64Array(vocabularySize);
  const contextTotals = new Float64Array(vocabularySize);
  let total = 0;
  for (const sequence of sequences)
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
  const smoothed = Float64Array.from(contextTotals, (count) => count ** smoothing);
  let smoothedTotal = 0;
  for (const value of smoothed) smoothedTotal += value;
  const rows = pairs.map((row, word) => {
    const out = new Map<number, number>();
    const pw = (wordTotals[word] ?? 0) / Math.max(1, total);
    for (const [context, count] of row) {
      const pwc = count / total;
      const pc = (smoothed[context] ?? 0) / smoothedTotal;
      const pmi = Math.log(pwc / (pw * pc));
      if (pmi > 0) out.set(context, pmi);
    }
    return out;
  });
  return sparseFromRows(rows, vocabularySize);
}
