import type { ResolvedAdmission } from "./admission.js";
import { Bm25Error, describeValue } from "./errors.js";
import type { Vocabulary } from "./vocabulary.js";

/** Which stemmer an index used: the default, none, or the caller's own (not serializable). */
export type StemmerKind = "porter" | "none" | "custom";

/** Tokenizer settings recorded in a serialized index. */
export interface SerializedTokenizer {
  readonly stemmer: StemmerKind;
  readonly stopWords: readonly string[];
  readonly splitCamelCase: boolean;
}

/** One document of a serialized index, terms as indexes into `terms`. */
export interface SerializedDocument {
  readonly id: string;
  readonly key?: string;
  /** Tokens per field, in field order. */
  readonly lengths: readonly number[];
  readonly terms: readonly number[];
  /** `tfs[i * fieldCount + f]`: occurrences of `terms[i]` in field `f`. */
  readonly tfs: readonly number[];
}

/**
 * A whole index as plain JSON data (`JSON.stringify` it as is). Loading it with
 * `Bm25Index.fromJSON` gives an index that returns identical results.
 */
export interface SerializedIndex {
  readonly format: "hermes-bm25";
  readonly version: 1;
  readonly options: {
    readonly fields: Readonly<Record<string, number>>;
    readonly k1: number;
    readonly b: number;
    /** The BM25+ lower bound, when not 0. */
    readonly delta?: number;
    /** The field-wise share, when not 0. */
    readonly fieldwise?: number;
    readonly admission: ResolvedAdmission;
    readonly tokenizer: SerializedTokenizer;
    /** The vocabulary as given, when the index has one. */
    readonly vocabulary?: Vocabulary;
  };
  readonly terms: readonly string[];
  /** Live documents in ranking-tie order. */
  readonly documents: readonly SerializedDocument[];
}

function fail(path: string, message: string): never {
  throw new Bm25Error("INVALID_INDEX_DATA", `serialized index: ${path} ${message}`);
}

function record(value: unknown, path: string): Record<string, unknown> {
  if (typeof value !== "object" || value === null || Array.isArray(value))
    fail(path, `must be an object, got ${describeValue(value)}`);
  return value as Record<string, unknown>;
}

function counts(value: unknown, path: string, length?: number, below?: number): number[] {
  if (!Array.isArray(value)) fail(path, `must be an array, got ${describeValue(value)}`);
  if (length !== undefined && value.length !== length) fail(path, `must hold ${length} numbers, got ${value.length}`);
  value.forEach((n, i) => {
    if (typeof n !== "number" || !Number.isInteger(n) || n < 0 || (below !== undefined && n >= below)) {
      fail(`${path}[${i}]`, `must be a whole number in range, got ${describeValue(n)}`);
    }
  });
  return value as number[];
}

function strings(value: unknown, path: string): string[] {
  if (!Array.isArray(value) || !value.every((s) => typeof s === "string")) fail(path, "must be an array of strings");
  return value;
}

/**
 * Checks that `data` has the shape of a {@link SerializedIndex} (not that its numbers
 * came from a real index). @throws {@link Bm25Error} `INVALID_INDEX_DATA` naming the path.
 */
export function checkSerializedIndex(data: unknown): SerializedIndex {
  const root = record(data, "root");
  if (root["format"] !== "hermes-bm25") fail("format", `must be "hermes-bm25", got ${describeValue(root["format"])}`);
  if (root["version"] !== 1) fail("version", `must be 1, got ${describeValue(root["version"])}`);
  const options = record(root["options"], "options");
  const fields = record(options["fields"], "options.fields");
  const fieldCount = Object.keys(fields).length;
  const tokenizer = record(options["tokenizer"], "options.tokenizer");
  if (!["porter", "none", "custom"].includes(tokenizer["stemmer"] as string))
    fail("options.tokenizer.stemmer", "must be porter, none or custom");
  strings(tokenizer["stopWords"], "options.tokenizer.stopWords");
  if (typeof tokenizer["splitCamelCase"] !== "boolean") fail("options.tokenizer.splitCamelCase", "must be a boolean");
  record(options["admission"], "options.admission");
  if (options["vocabulary"] !== undefined) record(options["vocabulary"], "options.vocabulary");
  const terms = strings(root["terms"], "terms");
  if (new Set(terms).size !== terms.length) fail("terms", "must not repeat a term");
  if (!Array.isArray(root["documents"])) fail("documents", "must be an array");
  const seen = new Set<string>();
  (root["documents"] as unknown[]).forEach((raw, i) => {
    const path = `documents[${i}]`;
    const doc = record(raw, path);
    const id = doc["id"];
    if (typeof id !== "string" || id.length === 0) fail(`${path}.id`, "must be a non-empty string");
    if (seen.has(id)) fail(`${path}.id`, `repeats '${id}'`);
    seen.add(id);
    if (doc["key"] !== undefined && typeof doc["key"] !== "string") fail(`${path}.key`, "must be a string");
    counts(doc["lengths"], `${path}.lengths`, fieldCount);
    const docTerms = counts(doc["terms"], `${path}.terms`, undefined, terms.length);
    counts(doc["tfs"], `${path}.tfs`, docTerms.length * fieldCount);
  });
  return data as SerializedIndex;
}
