// The semantic half of catalog search: tool vectors (built on first use) and the fusion of a
// query's lexical candidates with their cosine to the query.
import type { ToolEntry } from "../../tools/entry.js";
import { addScaled, cosineFloat64, norm } from "./dense.js";
import type { CatalogEmbedderBuilder } from "./embedder-builder.js";
import { checkVectors, type Embedder } from "./embedder.js";
import { fuseScores } from "./hybrid-fusion.js";
import { coversWords, keepLiteralsAhead, literalWords } from "./literal-names.js";
import { nameText } from "../document.js";
import { candidateWords, expandedQueryText, semanticNeed } from "./query-share.js";
import { semanticFields } from "./tool-fields.js";

/** A lexical hit to rerank: the tool and its BM25 score. */
export interface LexicalHit {
  readonly entry: ToolEntry;
  readonly score: number;
}

/**
 * A reranked hit: its fused score, its semantic part before weighting, in [0, 1], and the
 * semantic share this query got (α scaled by `semanticNeed`).
 */
export interface RerankedHit extends LexicalHit {
  readonly semantic: number;
  readonly share: number;
}

/**
 * An embedder given per search (from a {@link CatalogEmbedderBuilder}), with the builder that
 * keeps catalog tools' vectors under it.
 */
export interface SemanticModel {
  readonly embedder: Embedder;
  readonly vectors: CatalogEmbedderBuilder;
}

/**
 * Reranks lexical hits by fusing in the embedder's cosine (see `fuseScores`) with the share
 * `α × semanticNeed`: a query the best lexical candidate covers word for word stays lexical, and
 * the query's vector includes the vocabulary equivalents of its words (`expandedQueryText`). A tool whose own
 * name the query spells out word for word keeps its place ahead of every tool BM25 ranked below
 * it (`keepLiteralsAhead`).
 */
export interface SemanticReranker {
  /**
   * `hits` in lexical order; returns them fused and reordered, each with its fused score.
   * `model`, when given, replaces the reranker's own embedder for this call; `share`, when given,
   * is what {@link share} answered for `hits[0]` (a caller that asked already), else it is asked.
   */
  rerank(
    query: string,
    hits: readonly LexicalHit[],
    alpha: number,
    model?: SemanticModel,
    share?: number,
  ): RerankedHit[];
  /**
   * The share `query` gets when `top` is the best lexical candidate: `min(α, 1) × semanticNeed`;
   * 0 means the hybrid search of this query is the lexical one, so a caller may skip the fusion.
   */
  share(query: string, top: ToolEntry, alpha: number, model?: SemanticModel): number;
  /** The embedder: `model`'s, else the reranker's own (trained on first call for the built-in one). */
  embedder(model?: SemanticModel): Embedder;
}

/**
 * A reranker over `entries` (the catalog): the embedder is asked for on the first rerank with
 * `alpha > 0` (training the built-in one is the costly step), and each catalog tool's vector —
 * the weighted sum of its field vectors — is kept after its first use. Tools not in `entries`
 * (a search's extra tools) are embedded per search.
 */
export function createSemanticReranker(
  entries: readonly ToolEntry[],
  boilerplate: ReadonlySet<string>,
  embedderFor: () => Embedder,
): SemanticReranker {
  let embedder: Embedder | undefined;
  const catalog = new Set(entries);
  // A catalog tool's vector with its norm, and the words of its own name, kept after first use.
  const vectors = new Map<ToolEntry, { readonly vector: Float64Array; readonly norm: number }>();
  const nameWords = new Map<ToolEntry, readonly string[]>();
  const toolVector = (
    model: Embedder,
    entry: ToolEntry,
    shared: SemanticModel | undefined,
  ): { readonly vector: Float64Array; readonly norm: number } => {
    if (shared !== undefined && catalog.has(entry))
      return shared.vectors.toolVector(model, semanticFields(entry, boilerplate));
    const known = shared === undefined ? vectors.get(entry) : undefined;
    if (known !== undefined) return known;
    const fields = semanticFields(entry, boilerplate);
    const embedded = model.embed(fields.map((field) => field.text));
    checkVectors(model, embedded, fields.length);
    const sum = new Float64Array(model.dimension);
    fields.forEach((field, i) => addScaled(sum, embedded[i] ?? new Float32Array(0), field.weight));
    const computed = { vector: sum, norm: norm(sum) };
    if (shared === undefined && catalog.has(entry)) vectors.set(entry, computed);
    return computed;
  };
  const words = new Map<ToolEntry, ReadonlySet<string>>();
  const toolWords = (entry: ToolEntry): ReadonlySet<string> => {
    const known = words.get(entry);
    if (known !== undefined) return known;
    const computed = candidateWords(
      semanticFields(entry, boilerplate)
        .map((field) => field.text)
        .join("\n"),
    );
    if (catalog.has(entry)) words.set(entry, computed);
    return computed;
  };
  const ownNameWords = (entry: ToolEntry): readonly string[] => {
    const known = nameWords.get(entry);
    if (known !== undefined) return known;
    const words = literalWords(nameText(entry.toolName ?? entry.name));
    if (catalog.has(entry)) nameWords.set(entry, words);
    return words;
  };
  return {
    share(query, top, alpha, shared) {
      if (!(alpha > 0)) return 0;
      const model = shared?.embedder ?? (embedder ??= embedderFor());
      return Math.min(1, alpha) * semanticNeed(model, query, toolWords(top));
    },
    rerank(query, hits, alpha, shared, known) {
      const top = hits[0]?.entry;
      const share = top === undefined ? 0 : (known ?? this.share(query, top, alpha, shared));
      // No share (a literal request, or nothing to rerank): the lexical order and scores as they are.
      if (share === 0) return hits.map((hit) => ({ ...hit, semantic: 0, share: 0 }));
      const model = shared?.embedder ?? (embedder ??= embedderFor());
      const embedded = model.embed([expandedQueryText(query)]);
      checkVectors(model, embedded, 1);
      // Float32 to Float64 is exact: the same products as on the embedder's vector.
      const queryVector = Float64Array.from(embedded[0] ?? new Float32Array(0));
      const queryNorm = norm(queryVector);
      const candidates = hits.map((hit) => {
        const tool = toolVector(model, hit.entry, shared);
        return {
          item: hit.entry,
          lexical: hit.score,
          cosine: cosineFloat64(queryVector, queryNorm, tool.vector, tool.norm),
        };
      });
      const fused = fuseScores(candidates, share);
      const queryWords = new Set(literalWords(query));
      const lexicalRank = new Map(hits.map((hit, rank) => [hit.entry, rank]));
      const scores = new Map(fused.map((candidate) => [candidate.item, candidate]));
      return keepLiteralsAhead(
        fused.map(({ item }) => item),
        (entry) => lexicalRank.get(entry) ?? 0,
        (entry) => coversWords(ownNameWords(entry), queryWords),
      ).map((entry) => ({
        entry,
        score: scores.get(entry)?.score ?? 0,
        semantic: scores.get(entry)?.semantic ?? 0,
        share,
      }));
    },
    embedder(shared) {
      if (shared !== undefined) return shared.embedder;
      embedder ??= embedderFor();
      return embedder;
    },
  };
}
