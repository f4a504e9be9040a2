// minisearch 7.2.0: its own defaults (Unicode space/punctuation split, lowercase, OR, no
// prefix or fuzzy matching), or fed our tokenizer's output.
import MiniSearch from "minisearch";
import type { SearchSystem } from "./search-system.js";
import { hermesTokenize } from "./hermes-system.js";
import { fieldBoosts, flatFields, weightedFields } from "./peer-fields.js";
import { PEER_MODE } from "../modes.js";

export function minisearchSystem(tokens: "own" | "hermes"): SearchSystem {
  return {
    system: tokens === "own" ? "minisearch" : "minisearch+hermes-tokens",
    mode: PEER_MODE,
    role: tokens === "own" ? "peer" : "peer-our-tokens",
    about:
      tokens === "own"
        ? "minisearch 7.2.0 with its defaults (split on Unicode spaces/punctuation, lowercase, no stemming, no stop words), same fields and weights as ours"
        : "minisearch 7.2.0 fed our tokenizer's output (Porter stems, camelCase parts, our stop words), same fields and weights as ours",
    build(documents, config) {
      const tokenize = tokens === "hermes" ? hermesTokenize(config) : undefined;
      const index = new MiniSearch<Record<string, string>>({
        fields: weightedFields(config).map(({ field }) => field),
        idField: "id",
        ...(tokenize === undefined ? {} : { tokenize, processTerm: (term: string) => term }),
      });
      index.addAll(documents.map((document) => ({ ...flatFields(document, config), id: document.id })));
      const boost = fieldBoosts(config);
      return (query, limit) =>
        index
          .search(query, { boost })
          .slice(0, limit)
          .map((hit) => String(hit.id));
    },
  };
}
