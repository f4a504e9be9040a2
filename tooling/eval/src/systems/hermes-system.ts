// Our ranker, @hermes/bm25, in one of the modes of OUR_MODES.
import { Bm25Index, createTokenizer, DEFAULT_VOCABULARY, ENGLISH_STOP_WORDS } from "@hermes/bm25";
import type { ModeSpec } from "../modes.js";
import type { RetrievalConfig } from "../retrieval-config.js";
import { variantFields } from "../tool-document.js";
import type { SearchSystem } from "./search-system.js";

/** Tokenizer options for a config (Porter stemming stays the ranker's default). */
export function tokenizerOptions(config: RetrievalConfig): { splitCamelCase: boolean; stopWords: Iterable<string> } {
  return { splitCamelCase: config.splitCamelCase, stopWords: config.stopWords ? ENGLISH_STOP_WORDS : [] };
}

/** Our tokenizer under `config`, for peers fed the same tokens. */
export function hermesTokenize(config: RetrievalConfig): (text: string) => string[] {
  return createTokenizer(tokenizerOptions(config));
}

/** Field weights of `config` as `Bm25Index` takes them. */
export function fieldWeights(config: RetrievalConfig): Record<string, number> {
  const weights: Record<string, number> = {};
  for (const field of variantFields(config.document)) weights[field] = config.document[field] ?? 0;
  return weights;
}

export function hermesSystem(spec: ModeSpec): SearchSystem {
  return {
    system: "hermes-bm25",
    mode: spec.mode,
    role: "ours",
    about: `@hermes/bm25 (BM25F, Porter stemmer, camelCase/snake_case split), ${spec.about}`,
    build(documents, config) {
      const index = new Bm25Index({
        fields: fieldWeights(config),
        k1: config.k1,
        b: config.b,
        delta: config.delta,
        fieldwise: config.fieldwise,
        tokenizer: tokenizerOptions(config),
        vocabulary: config.vocabulary ? DEFAULT_VOCABULARY : null,
      });
      index.addAll(documents);
      return (query, limit) => index.search(query, { limit, admission: spec.admission }).map((hit) => hit.id);
    },
  };
}
