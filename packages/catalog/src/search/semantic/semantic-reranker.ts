// The semantic half of catalog search: tool vectors (built on first use) and the fusion of a
// query's lexical candidates with their cosine to the query.
import type { ToolEntry } from "../../tools/entry.js";
import { addScaled, cosine } from "./dense.js";
import { checkVectors, type Embedder } from "./embedder.js";
import { fuseScores } from "./hybrid-fusion.js";
import { keepLiteralsAhead, literalWords, namesLiterally } from "./literal-names.js";
import { nameText } from "../document.js";
import { semanticFields } from "./tool-fields.js";

/** A lexical hit to rerank: the tool and its BM25 score. */
export interface LexicalHit {
  readonly entry: ToolEntry;
  readonly score: number;
}

/** A reranked hit: its fused score and its semantic part before weighting, in [0, 1]. */
export interface RerankedHit extends LexicalHit {
  readonly semantic: number;
}

/**
 * Reranks lexical hits by fusing in the embedder's cosine (see `fuseScores`); a tool whose own
 * name the query spells out word for word keeps its place ahead of every tool BM25 ranked below
 * it (`keepLiteralsAhead`).
 */
export interface SemanticReranker {
  /** `hits` in lexical order; returns them fused and reordered, each with its fused score. */
  rerank(query: string, hits: readonly LexicalHit[], alpha: number): RerankedHit[];
  /** The embedder (trained on first call for the built-in one). */
  embedder(): Embedder;
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
  const vectors = new Map<ToolEntry, Float64Array>();
  const toolVector = (model: Embedder, entry: ToolEntry): Float64Array => {
    const known = vectors.get(entry);
    if (known !== undefined) return known;
    const fields = semanticFields(entry, boilerplate);
    const embedded = model.embed(fields.map((field) => field.text));
    checkVectors(model, embedded, fields.length);
    const sum = new Float64Array(model.dimension);
    fields.forEach((field, i) => addScaled(sum, embedded[i] ?? new Float32Array(0), field.weight));
    if (catalog.has(entry)) vectors.set(entry, sum);
    return sum;
  };
  return {
    rerank(query, hits, alpha) {
      if (!(alpha > 0) || hits.length === 0) return hits.map((hit) => ({ ...hit, semantic: 0 }));
      embedder ??= embedderFor();
      const model = embedder;
      const embedded = model.embed([query]);
      checkVectors(model, embedded, 1);
      const queryVector = embedded[0] ?? new Float32Array(0);
      const candidates = hits.map((hit) => ({
        item: hit.entry,
        lexical: hit.score,
        cosine: cosine(queryVector, toolVector(model, hit.entry)),
      }));
      const fused = fuseScores(candidates, alpha);
      const queryWords = new Set(literalWords(query));
      const lexicalRank = new Map(hits.map((hit, rank) => [hit.entry, rank]));
      const scores = new Map(fused.map((candidate) => [candidate.item, candidate]));
      return keepLiteralsAhead(
        fused.map(({ item }) => item),
        (entry) => lexicalRank.get(entry) ?? 0,
        (entry) => namesLiterally(nameText(entry.toolName ?? entry.name), queryWords),
      ).map((entry) => ({ entry, score: scores.get(entry)?.score ?? 0, semantic: scores.get(entry)?.semantic ?? 0 }));
    },
    embedder() {
      embedder ??= embedderFor();
      return embedder;
    },
  };
}
