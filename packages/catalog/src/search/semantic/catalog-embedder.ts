// The built-in embedder: trained on the catalog's own tool texts, downloads nothing.
import { createTokenizer, ENGLISH_STOP_WORDS, type Tokenizer } from "@hermes/bm25";
import { ContentHash } from "../../content-hash.js";
import type { ToolEntry } from "../../tools/entry.js";
import { boilerplateDescriptions } from "../document.js";
import { addScaled, dot } from "./dense.js";
import type { Embedder } from "./embedder.js";
import { symmetricEigenSteps } from "./symmetric-eigen.js";
import { semanticFields, type WeightedText } from "./tool-fields.js";
import { runSteps, TOOLS_PER_STEP, type Steps } from "./training-steps.js";
import { trainWordVectorsSteps, type WordVectorOptions } from "./word-vectors.js";

/** Bumped whenever training or embedding changes, so caches keyed by `version` drop old vectors. */
export const CATALOG_EMBEDDER_VERSION = "catalog-ppmi-svd/1";

/** Options of {@link createCatalogEmbedder}. */
export interface CatalogEmbedderOptions extends WordVectorOptions {
  /**
   * Tools of other catalogs trained on together with the catalog's own (a background corpus):
   * their texts add co-occurrences, so words a small catalog uses once get vectors that mean
   * something, and they count in the idf and the removed common component like the catalog's
   * tools. They are never searched. Default none (the catalog alone). `pnpm eval` measures the
   * real MCP catalogs of `tooling/data/catalogs` as background (docs/ranker-design.md, "Hybrid"),
   * shipped as `backgroundCorpus()` of `@hermes/catalog/background`. A function is called once
   * when training starts (its first step), so a runtime can load the corpus only when it trains.
   */
  readonly background?: readonly ToolEntry[] | (() => readonly ToolEntry[]) | undefined;
}

/** The built-in embedder, with what it was trained on. */
export interface CatalogEmbedder extends Embedder {
  /** The catalog fingerprint the vectors were trained on (also part of `version`). */
  readonly fingerprint: string;
  /** Number of words with a vector. */
  readonly vocabularySize: number;
}

/**
 * The hash of one tool's embedded text: its semantic fields (texts and weights) in order. Equal
 * hashes give equal tool vectors under one embedder, so tool vectors are cached by it.
 */
export function toolTextHash(fields: readonly WeightedText[]): string {
  const hash = new ContentHash();
  for (const field of fields) hash.string(field.text).number(field.weight);
  return hash.digest();
}

/** {@link toolTextHash} of each of `entries`, in order (with the catalog's boilerplate removed). */
export function catalogToolHashes(entries: readonly ToolEntry[]): string[] {
  const boilerplate = boilerplateDescriptions(entries.map((entry) => entry.inputSchema));
  return entries.map((entry) => toolTextHash(semanticFields(entry, boilerplate)));
}

/** The fingerprint of a catalog from its {@link catalogToolHashes} (any order). */
export function fingerprintOfHashes(hashes: readonly string[]): string {
  const all = new ContentHash().string(CATALOG_EMBEDDER_VERSION);
  for (const tool of [...hashes].sort()) all.hash(tool);
  return all.digest();
}

/**
 * The fingerprint of everything {@link createCatalogEmbedder} reads from `entries`, independent
 * of their order: equal fingerprints give identical vectors.
 */
export function catalogFingerprint(entries: readonly ToolEntry[]): string {
  return fingerprintOfHashes(catalogToolHashes(entries));
}

function weightedSum(
  tokenize: Tokenizer,
  words: ReadonlyMap<string, Float64Array>,
  idf: ReadonlyMap<string, number>,
  dimension: number,
  text: string,
): Float64Array {
  const sum = new Float64Array(dimension);
  for (const token of tokenize(text)) {
    const vector = words.get(token);
    if (vector !== undefined) addScaled(sum, vector, idf.get(token) ?? 0);
  }
  return sum;
}

/**
 * Trains the built-in embedder on `entries`: word vectors from PPMI (±5 words, smoothing 0.75)
 * factorised by a seeded truncated SVD to 100 dimensions (U·Σ^½, unit length), then a text's
 * vector is the idf-weighted sum of its words' vectors (idf over the catalog's tools, Lucene's
 * formula; words the catalog lacks add nothing) with the first principal component of the
 * catalog's tool vectors removed (what every tool shares says nothing about any one).
 *
 * Pure and deterministic: the same tools (in any order) give the same vectors, bit for bit.
 * Cost: a few seconds for ~5,000 tools, once per catalog; cache it ({@link CatalogEmbedderCache}).
 *
 * @example
 * ```ts
 * const embedder = createCatalogEmbedder(plan.deferred);
 * const [query] = embedder.embed(["add numbers"]);
 * ```
 */
export function createCatalogEmbedder(
  entries: readonly ToolEntry[],
  options: CatalogEmbedderOptions = {},
): CatalogEmbedder {
  return runSteps(trainCatalogEmbedderSteps(entries, options));
}

/**
 * {@link createCatalogEmbedder} as a resumable sequence of bounded steps: each `next()` does one
 * unit of work (tokenising {@link TOOLS_PER_STEP} tools, counting their co-occurrences, a block
 * of PPMI rows, a few SVD columns of one power iteration, a block of word or tool vectors) and
 * yields a {@link TrainingStep}; the generator's return value is the embedder. Pure and
 * deterministic: running it to the end gives the same embedder, byte for byte, as
 * {@link createCatalogEmbedder}, however the steps are spread over time. `entries` must not
 * change while it runs.
 *
 * @example
 * ```ts
 * const steps = trainCatalogEmbedderSteps(entries);
 * let next = steps.next();
 * while (next.done !== true) { await new Promise(setImmediate); next = steps.next(); }
 * const embedder = next.value;
 * ```
 */
export function* trainCatalogEmbedderSteps(
  entries: readonly ToolEntry[],
  options: CatalogEmbedderOptions = {},
): Steps<CatalogEmbedder> {
  const tokenize = createTokenizer({ stopWords: ENGLISH_STOP_WORDS });
  const background = typeof options.background === "function" ? options.background() : (options.background ?? []);
  const trained = background.length === 0 ? entries : [...background, ...entries];
  const boilerplate = boilerplateDescriptions(trained.map((entry) => entry.inputSchema));
  yield { phase: "boilerplate", units: trained.length };
  const fields: ReturnType<typeof semanticFields>[] = [];
  const sequences: string[][] = [];
  for (const entry of trained) {
    const list = semanticFields(entry, boilerplate);
    fields.push(list);
    sequences.push(list.flatMap((field) => tokenize(field.text)));
    if (fields.length % TOOLS_PER_STEP === 0) yield { phase: "tokenize", units: TOOLS_PER_STEP };
  }
  const { dimension, vectors } = yield* trainWordVectorsSteps(sequences, options);
  const df = new Map<string, number>();
  for (const sequence of sequences) for (const word of new Set(sequence)) df.set(word, (df.get(word) ?? 0) + 1);
  const n = trained.length;
  const idf = new Map<string, number>();
  for (const [word, count] of df) idf.set(word, Math.log(1 + (n - count + 0.5) / (count + 0.5)));
  yield { phase: "idf", units: df.size };
  // First principal component (uncentred) of the tool vectors, summed in a fixed order.
  const raw: Float64Array[] = [];
  for (const list of fields) {
    const sum = new Float64Array(dimension);
    for (const field of list) addScaled(sum, weightedSum(tokenize, vectors, idf, dimension, field.text), field.weight);
    raw.push(sum);
    if (raw.length % TOOLS_PER_STEP === 0) yield { phase: "tool-vectors", units: TOOLS_PER_STEP };
  }
  const order = raw.map((_, i) => i).sort((a, b) => compareVectors(raw[a], raw[b]));
  const scatter = new Float64Array(dimension * dimension);
  let summed = 0;
  for (const i of order) {
    const v = raw[i] ?? new Float64Array(0);
    for (let r = 0; r < dimension; r++) {
      const vr = v[r] ?? 0;
      if (vr !== 0)
        for (let c = 0; c < dimension; c++)
          scatter[r * dimension + c] = (scatter[r * dimension + c] ?? 0) + vr * (v[c] ?? 0);
    }
    if (++summed % TOOLS_PER_STEP === 0) yield { phase: "scatter", units: TOOLS_PER_STEP };
  }
  const component =
    dimension > 0 && n > 1 ? ((yield* symmetricEigenSteps(scatter, dimension)).vectors[0] ?? null) : null;
  yield { phase: "principal-component", units: dimension };
  const fingerprint =
    background.length === 0
      ? catalogFingerprint(entries)
      : new ContentHash().string(catalogFingerprint(entries)).string(catalogFingerprint(background)).digest();
  return {
    dimension,
    version: `${CATALOG_EMBEDDER_VERSION}:${fingerprint}:${dimension}`,
    fingerprint,
    vocabularySize: vectors.size,
    embed(texts) {
      return texts.map((text) => {
        const sum = weightedSum(tokenize, vectors, idf, dimension, text);
        if (component !== null) addScaled(sum, component, -dot(sum, component));
        return Float32Array.from(sum);
      });
    },
  };
}

/** A total order on vectors (lexicographic), so sums over them do not depend on input order. */
function compareVectors(a: Float64Array | undefined, b: Float64Array | undefined): number {
  const x = a ?? new Float64Array(0);
  const y = b ?? new Float64Array(0);
  for (let i = 0; i < Math.min(x.length, y.length); i++) {
    const d = (x[i] ?? 0) - (y[i] ?? 0);
    if (d !== 0) return d < 0 ? -1 : 1;
  }
  return x.length - y.length;
}
