// Which catalog words carried a query's meaning to a tool in hybrid search: for `--explain`.
import { ENGLISH_STOP_WORDS } from "@hermes/bm25";
import { cosine } from "./dense.js";
import { checkVectors, type Embedder } from "./embedder.js";
import { literalWords } from "./literal-names.js";

/** A query word and the tool word nearest to it in the embedder's space. */
export interface SemanticBridge {
  /** The query word as typed (lowercased). */
  readonly queryWord: string;
  /** The tool's word nearest to it (lowercased). */
  readonly toolWord: string;
  /** Their cosine. */
  readonly cosine: number;
}

/** The semantic part of one hybrid match, for `--explain` (see `CatalogIndex.explainSemantic`). */
export interface SemanticExplanation {
  /** The semantic share α the search ran with. */
  readonly alpha: number;
  /** The tool's semantic part before weighting, in [0, 1] (its cosine rescaled over the candidates). */
  readonly semantic: number;
  /** The share of the tool's fused score that came from the semantic part, in [0, 1]. */
  readonly share: number;
  /** Query words the tool lacks, each with its nearest tool word, closest first. */
  readonly bridges: readonly SemanticBridge[];
}

/** Bridges whose cosine is below this are not shown. */
export const MIN_BRIDGE_COSINE = 0.3;
/** Bridges shown at most. */
export const MAX_BRIDGES = 3;

const STOP = new Set(ENGLISH_STOP_WORDS);
const CAMEL_BOUNDARY = /([a-z0-9])([A-Z])/g;

/** Distinct words of `text` (camelCase and identifiers split, lowercased, stop words out), in order. */
function plainWords(text: string): string[] {
  const words = (text.replace(CAMEL_BOUNDARY, "$1 $2").match(/[A-Za-z0-9]+/g) ?? []).map((word) => word.toLowerCase());
  return [...new Set(words.filter((word) => !STOP.has(word) && word.length > 1))];
}

/**
 * The query words `toolText` lacks (compared as the ranker's stems), each paired with the tool
 * word whose vector is nearest to it, at least {@link MIN_BRIDGE_COSINE}, closest first, at most
 * {@link MAX_BRIDGES}. Ties keep query order. Pure for a pure embedder.
 *
 * @throws {@link EmbedderError} `EMBEDDER_DIMENSION` when the embedder answers with vectors of the wrong length.
 *
 * @example
 * ```ts
 * semanticBridges(embedder, "add numbers", "get_sum: Sum of two integers");
 * // [{ queryWord: "add", toolWord: "sum", cosine: 0.71 }, …]
 * ```
 */
export function semanticBridges(embedder: Embedder, query: string, toolText: string): SemanticBridge[] {
  const toolStems = new Set(literalWords(toolText));
  const queryWords = plainWords(query).filter((word) => !literalWords(word).every((stem) => toolStems.has(stem)));
  const toolWords = plainWords(toolText);
  if (queryWords.length === 0 || toolWords.length === 0) return [];
  const texts = [...queryWords, ...toolWords];
  const vectors = embedder.embed(texts);
  checkVectors(embedder, vectors, texts.length);
  const bridges: (SemanticBridge & { order: number })[] = [];
  queryWords.forEach((queryWord, i) => {
    const queryVector = vectors[i] ?? new Float32Array(0);
    let best: SemanticBridge | undefined;
    toolWords.forEach((toolWord, j) => {
      const value = cosine(queryVector, vectors[queryWords.length + j] ?? new Float32Array(0));
      if (value >= MIN_BRIDGE_COSINE && (best === undefined || value > best.cosine))
        best = { queryWord, toolWord, cosine: value };
    });
    if (best !== undefined) bridges.push({ ...best, order: i });
  });
  return bridges
    .sort((a, b) => b.cosine - a.cosine || a.order - b.order)
    .slice(0, MAX_BRIDGES)
    .map(({ queryWord, toolWord, cosine: value }) => ({ queryWord, toolWord, cosine: value }));
}
