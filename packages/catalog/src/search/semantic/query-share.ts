// How much of a hybrid search the semantic signal gets for one query, and the text its vector
// is built from.
import { createTokenizer, DEFAULT_VOCABULARY, ENGLISH_STOP_WORDS } from "@hermes/bm25";
import { checkVectors, type Embedder } from "./embedder.js";
import { literalWords } from "./literal-names.js";

const RAW_WORDS = /[^a-z0-9]+/;

const TOOL_WORDS = createTokenizer({ stopWords: ENGLISH_STOP_WORDS });

/**
 * The words of a tool's text as {@link semanticNeed} compares them: stemmed, stop words out, an
 * identifier both whole and in its parts (`GitHub` → `github`, `git`, `hub`).
 */
export function candidateWords(text: string): ReadonlySet<string> {
  return new Set(TOOL_WORDS(text));
}

/**
 * The query text the semantic signal embeds: `query` followed by the vocabulary equivalents of
 * its words (`send` → `post`, `folder` → `directory`; `DEFAULT_VOCABULARY` of `@hermes/bm25`),
 * so a word the catalog lacks points the query vector where BM25's own expansion already looks.
 * Pure; a query with no such word is returned unchanged.
 *
 * @example
 * ```ts
 * expandedQueryText("send slack dm"); // "send slack dm post direct message"
 * ```
 */
export function expandedQueryText(query: string): string {
  const extra: string[] = [];
  for (const word of query.toLowerCase().split(RAW_WORDS)) {
    const equivalents = Object.hasOwn(DEFAULT_VOCABULARY.equivalents, word)
      ? DEFAULT_VOCABULARY.equivalents[word]
      : undefined;
    if (equivalents !== undefined) extra.push(...equivalents);
  }
  return extra.length === 0 ? query : `${query} ${extra.join(" ")}`;
}

/**
 * The share of `query`'s distinct content words (stemmed, stop words out) that the best lexical
 * candidate lacks (`topWords`, its {@link candidateWords}) and the embedder has a vector for: what the semantic signal can
 * add to this query. 0 when the best candidate has every word (a literal request: the hybrid
 * leaves it to BM25) or the missing words are unknown to the embedder too (it would only reorder
 * on the words BM25 already matched); 1 when no word of the query is in that tool and each has a
 * vector. A query with no content word gives 0. Throws `EmbedderError` (`EMBEDDER_DIMENSION`)
 * when the embedder answers with vectors of the wrong count or length.
 *
 * @example
 * ```ts
 * semanticNeed(embedder, "create github issue", new Set(["creat", "github", "issu"])); // 0
 * ```
 */
export function semanticNeed(embedder: Embedder, query: string, topWords: ReadonlySet<string>): number {
  const words = [...new Set(literalWords(query))];
  if (words.length === 0) return 0;
  const missing = words.filter((word) => !topWords.has(word));
  if (missing.length === 0) return 0;
  const vectors = embedder.embed(missing);
  checkVectors(embedder, vectors, missing.length);
  const known = vectors.filter((vector) => vector.some((value) => value !== 0)).length;
  return known / words.length;
}
