// The pure half of the pluggable dense path: reorders a search's candidates by fusing their
// scores with the cosine of vectors an external embedder returned (docs/ranker-design.md, "Hybrid").
import { cosine } from "./dense.js";
import { fuseScores } from "./hybrid-fusion.js";
import { keepLiteralsAhead, literalWords, namesLiterally } from "./literal-names.js";
import { nameText } from "../document.js";

/** One candidate of {@link rerankDense}: a search result with the vector an embedder gave its tool. */
export interface DenseCandidate<T> {
  /** What is reordered (e.g. a `CatalogMatch`). */
  readonly item: T;
  /** The tool's own name (no `mcp__server__` prefix), for the literal-name guard. */
  readonly ownName: string;
  /** The candidate's score in the search that found it (BM25 or hybrid, ≥ 0). */
  readonly score: number;
  /** Exact and named matches: kept in front, in their order, never reordered. */
  readonly pinned: boolean;
  /** The tool's vector; `undefined` when the embedder gave none (the tool gets no semantic part). */
  readonly vector: ArrayLike<number> | undefined;
}

/** A candidate after {@link rerankDense}. */
export interface DenseRanked<T> {
  readonly item: T;
  /** The fused score (the input score for pinned candidates). */
  readonly score: number;
  /** The dense part before weighting, in [0, 1] (0 for pinned candidates). */
  readonly semantic: number;
}

/**
 * Reorders `candidates` (in the search's order) with a dense embedder's vectors: pinned
 * candidates first, unchanged; the others by
 * `(1 − share)·score/max + share·max(0, (cos − mean)/(max − mean))` (`fuseScores`), except that a
 * tool whose own name the query spells out word for word stays ahead of every tool the search
 * ranked below it (`keepLiteralsAhead`). A candidate with no vector has cosine 0. Pure and
 * deterministic; `share` is clamped to [0, 1] and `share = 0` returns the input order.
 *
 * @param query - the query text (for the literal-name guard);
 * @param queryVector - the embedder's vector for `query`;
 * @param candidates - the search's results, best first;
 * @param share - the dense share α.
 *
 * @example
 * ```ts
 * rerankDense("send an email", queryVector, matches.map((m) => ({
 *   item: m, ownName: m.name, score: m.score, pinned: m.match !== "ranked", vector: vectors.get(m.name),
 * })), 0.5).map((r) => r.item);
 * ```
 */
export function rerankDense<T>(
  query: string,
  queryVector: ArrayLike<number>,
  candidates: readonly DenseCandidate<T>[],
  share: number,
): DenseRanked<T>[] {
  const pinned = candidates.filter((candidate) => candidate.pinned);
  const ranked = candidates.filter((candidate) => !candidate.pinned);
  const fused = fuseScores(
    ranked.map((candidate) => ({
      item: candidate,
      lexical: candidate.score,
      cosine: candidate.vector === undefined ? 0 : cosine(queryVector, candidate.vector),
    })),
    share,
  );
  const queryWords = new Set(literalWords(query));
  const lexicalRank = new Map(ranked.map((candidate, rank) => [candidate, rank]));
  const byCandidate = new Map(fused.map((entry) => [entry.item, entry]));
  const ordered = keepLiteralsAhead(
    fused.map(({ item }) => item),
    (candidate) => lexicalRank.get(candidate) ?? 0,
    (candidate) => namesLiterally(nameText(candidate.ownName), queryWords),
  );
  return [
    ...pinned.map((candidate) => ({ item: candidate.item, score: candidate.score, semantic: 0 })),
    ...ordered.map((candidate) => {
      const entry = byCandidate.get(candidate);
      return { item: candidate.item, score: entry?.score ?? 0, semantic: entry?.semantic ?? 0 };
    }),
  ];
}
