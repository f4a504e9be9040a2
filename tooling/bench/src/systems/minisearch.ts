import MiniSearch from "minisearch";
import type { BenchDocument } from "../documents.js";
import { FIELD_WEIGHTS, type SearchSystem } from "./search-system.js";

/** MiniSearch with its defaults (OR of terms, no prefix or fuzzy match, BM25+). */
export const minisearchSystem: SearchSystem<MiniSearch<BenchDocument>> = {
  name: "minisearch",
  config:
    "`new MiniSearch({ fields: ['name', 'description'] })`, `addAll(docs)`; queries use " +
    "`search(q, { boost: { name: 2 } })` with the defaults: split on spaces and punctuation " +
    "(`_` included), no stemming, OR of terms, no prefix or fuzzy match, BM25+; results are " +
    "cut to the first 10 (MiniSearch has no limit option).",
  build(docs) {
    const index = new MiniSearch<BenchDocument>({ fields: ["name", "description"], idField: "id" });
    index.addAll(docs);
    return index;
  },
  search(index, query, limit) {
    const ids: string[] = [];
    for (const result of index.search(query, { boost: { name: FIELD_WEIGHTS.name } })) {
      if (ids.length >= limit) break;
      const id: unknown = result.id;
      if (typeof id === "string") ids.push(id);
    }
    return ids;
  },
};
