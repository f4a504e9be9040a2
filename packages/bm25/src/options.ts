import { resolveAdmission, type Admission, type ResolvedAdmission } from "./admission.js";
import { Bm25Error, describeValue } from "./errors.js";
import type { TokenizerOptions } from "./tokenizer.js";
import type { Vocabulary } from "./vocabulary.js";

/** Options of a {@link Bm25Index}. Every one has a default; none can change later. */
export interface Bm25Options {
  /**
   * Fields and their weights (BM25F: each field's term frequency is length-normalised on
   * its own, weighted, then summed before saturation). Default `{ text: 1 }`, which is
   * plain Okapi BM25 over one bag of words.
   */
  readonly fields?: Readonly<Record<string, number>> | undefined;
  /** Term-frequency saturation. Default 1.5; finite and ≥ 0. */
  readonly k1?: number | undefined;
  /** Length normalisation. Default 0.75; within [0, 1]. */
  readonly b?: number | undefined;
  /**
   * BM25+ lower bound (Lv and Zhai, 2011): added to the saturated frequency of every matched
   * term, so a term found in a long document still counts for something and matching more of
   * the query's terms counts more. Default 0 (plain BM25); finite and ≥ 0.
   */
  readonly delta?: number | undefined;
  /**
   * Share of the ranking given to the field-wise view of the same terms (docs/ranker-design.md,
   * "Field-wise blend"): each field saturated on its own, weighted, summed, times the number of
   * query words the document matched. A ranked document's score is
   * `(1 − share) · bm25f + share · bestBm25f · fieldwise / bestFieldwise`, the best taken over
   * the query's admitted documents, so the score stays in BM25F units. Default 0 (BM25F alone,
   * with exact MaxScore pruning); within [0, 1]. A share above 0 scores every candidate.
   */
  readonly fieldwise?: number | undefined;
  /** How text becomes terms; see {@link TokenizerOptions}. */
  readonly tokenizer?: TokenizerOptions | undefined;
  /** Admission used by `search` and `explain` unless they pass their own. Default `"none"`. */
  readonly admission?: Admission | undefined;
  /**
   * Words known beyond the documents: equivalents searched as a weighted expansion (never
   * outranking the query's own word) and ordinary words the keyword-query gate ignores.
   * Default none; `DEFAULT_VOCABULARY` is the reviewed default (docs/search-vocabulary.md).
   * Not used under the rarest-token rule (`"gated"`), which is defined on the query's own words.
   */
  readonly vocabulary?: Vocabulary | null | undefined;
}

/** Options with every default applied and every value checked. */
export interface ResolvedOptions {
  readonly fieldNames: readonly string[];
  readonly weights: Float64Array;
  readonly k1: number;
  readonly b: number;
  readonly delta: number;
  readonly fieldwise: number;
  readonly admission: ResolvedAdmission;
}

/** Default term-frequency saturation k1 of BM25 (Robertson's usual choice). */
export const DEFAULT_K1 = 1.5;
/** Default length normalisation b of BM25: 0 ignores document length, 1 normalises fully. */
export const DEFAULT_B = 0.75;

function invalid(message: string): Bm25Error {
  return new Bm25Error("INVALID_OPTIONS", message);
}

function resolveFields(fields: Bm25Options["fields"]): { names: string[]; weights: Float64Array } {
  if (fields === undefined) return { names: ["text"], weights: Float64Array.of(1) };
  if (typeof fields !== "object" || fields === null || Array.isArray(fields)) {
    throw invalid(`fields must be an object of field name to weight, got ${describeValue(fields)}`);
  }
  const names = Object.keys(fields);
  if (names.length === 0) throw invalid("fields must name at least one field");
  const weights = new Float64Array(names.length);
  names.forEach((name, i) => {
    const weight = fields[name];
    if (typeof weight !== "number" || !Number.isFinite(weight) || weight <= 0) {
      throw invalid(`fields.${name} must be a finite weight above 0, got ${describeValue(weight)}`);
    }
    weights[i] = weight;
  });
  return { names, weights };
}

function resolveNumber(value: unknown, key: string, fallback: number, min: number, max: number): number {
  if (value === undefined) return fallback;
  if (typeof value !== "number" || !Number.isFinite(value) || value < min || value > max) {
    throw invalid(`${key} must be a number within [${min}, ${max}], got ${describeValue(value)}`);
  }
  return value;
}

/** Checks `options` and applies defaults. @throws {@link Bm25Error} `INVALID_OPTIONS` */
export function resolveOptions(options: Bm25Options): ResolvedOptions {
  if (typeof options !== "object" || options === null) {
    throw invalid(`options must be an object, got ${describeValue(options)}`);
  }
  const { names, weights } = resolveFields(options.fields);
  return {
    fieldNames: names,
    weights,
    k1: resolveNumber(options.k1, "k1", DEFAULT_K1, 0, Number.MAX_VALUE),
    b: resolveNumber(options.b, "b", DEFAULT_B, 0, 1),
    delta: resolveNumber(options.delta, "delta", 0, 0, Number.MAX_VALUE),
    fieldwise: resolveNumber(options.fieldwise, "fieldwise", 0, 0, 1),
    admission: resolveAdmission(options.admission ?? "none", "admission"),
  };
}
