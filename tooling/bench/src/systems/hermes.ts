import { Bm25Index, type Bm25Document } from "@hermes/bm25";
import type { BenchDocument } from "../documents.js";
import { FIELD_WEIGHTS, type SearchSystem } from "./search-system.js";

function toBm25Document(doc: BenchDocument): Bm25Document {
  return { id: doc.id, fields: { name: doc.name, description: doc.description }, key: doc.name };
}

/** The ranker under test, with its defaults apart from the shared field weights. */
export const hermesSystem: SearchSystem<Bm25Index> = {
  name: "@hermes/bm25",
  config:
    "`new Bm25Index({ fields: { name: 2, description: 1 } })` with the package defaults for " +
    "everything else (k1, b, tokenizer with Porter stemming and camelCase splitting, admission " +
    '`"none"`), `addAll(docs)` with the tool name as `key`, `search(q, { limit: 10 })`.',
  build(docs) {
    const index = new Bm25Index({ fields: FIELD_WEIGHTS });
    index.addAll(docs.map(toBm25Document));
    return index;
  },
  search(index, query, limit) {
    return index.search(query, { limit }).map((hit) => hit.id);
  },
};
