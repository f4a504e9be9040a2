import { Bm25Error, describeValue } from "./errors.js";
import type { IndexState, TokenizedDocument } from "./index-state.js";
import type { Tokenizer } from "./tokenizer.js";

/**
 * A document to index. `fields` maps declared field names to text (a string, or a list
 * of strings indexed as one text); undeclared field names are an error, missing ones are
 * empty. `key` is an optional exact-match key, such as a tool name.
 */
export interface Bm25Document {
  readonly id: string;
  readonly fields: Readonly<Record<string, string | readonly string[] | undefined>>;
  readonly key?: string | undefined;
}

function invalid(message: string): Bm25Error {
  return new Bm25Error("INVALID_DOCUMENT", message);
}

/** Checks a document's shape against the declared fields. @throws {@link Bm25Error} `INVALID_DOCUMENT` */
export function checkDocument(doc: unknown, fieldNames: readonly string[]): asserts doc is Bm25Document {
  if (typeof doc !== "object" || doc === null || Array.isArray(doc)) {
    throw invalid(`a document must be an object, got ${describeValue(doc)}`);
  }
  const { id, fields, key } = doc as Record<string, unknown>;
  if (typeof id !== "string" || id.length === 0)
    throw invalid(`document id must be a non-empty string, got ${describeValue(id)}`);
  if (key !== undefined && typeof key !== "string")
    throw invalid(`document '${id}': key must be a string, got ${describeValue(key)}`);
  if (typeof fields !== "object" || fields === null || Array.isArray(fields)) {
    throw invalid(`document '${id}': fields must be an object, got ${describeValue(fields)}`);
  }
  for (const [name, value] of Object.entries(fields)) {
    if (!fieldNames.includes(name)) {
      throw invalid(`document '${id}': field '${name}' is not declared (declared: ${fieldNames.join(", ")})`);
    }
    const ok =
      value === undefined ||
      typeof value === "string" ||
      (Array.isArray(value) && value.every((v) => typeof v === "string"));
    if (!ok)
      throw invalid(
        `document '${id}': field '${name}' must be a string or a list of strings, got ${describeValue(value)}`,
      );
  }
}

/** Tokenizes a checked document into term ids (created as needed) and per-field counts. */
export function tokenizeDocument(
  doc: Bm25Document,
  fieldNames: readonly string[],
  tokenize: Tokenizer,
  state: IndexState,
): TokenizedDocument {
  const F = fieldNames.length;
  state.stamp = state.stamp >= 0xfffffffe ? 1 : state.stamp + 1;
  if (state.stamp === 1) state.termStamp.fill(0);
  const stamp = state.stamp;
  const termIds: number[] = [];
  const tfs: number[] = [];
  const lengths = new Array<number>(F).fill(0);
  fieldNames.forEach((name, f) => {
    const value = doc.fields[name];
    if (value === undefined) return;
    const texts: readonly string[] = typeof value === "string" ? [value] : value;
    for (const text of texts) {
      for (const token of tokenize(text)) {
        const termId = state.termId(token, true);
        let at: number;
        if (state.termStamp[termId] === stamp) {
          at = state.termPosition[termId] ?? 0;
        } else {
          at = termIds.length;
          state.termStamp[termId] = stamp;
          state.termPosition[termId] = at;
          termIds.push(termId);
          for (let i = 0; i < F; i += 1) tfs.push(0);
        }
        tfs[at * F + f] = (tfs[at * F + f] ?? 0) + 1;
        lengths[f] = (lengths[f] ?? 0) + 1;
      }
    }
  });
  return { termIds, tfs, lengths };
}
