import { create, insertMultiple, search, type Orama, type Results, type TypedDocument } from "@orama/orama";
import type { BenchDocument } from "../documents.js";
import { FIELD_WEIGHTS, type SearchSystem } from "./search-system.js";

const SCHEMA = { name: "string", description: "string" } as const;

type OramaDb = Orama<typeof SCHEMA>;
type OramaResults = Results<TypedDocument<OramaDb>>;

function hitIds(results: OramaResults): string[] {
  return results.hits.map((hit) => hit.id);
}

/** Orama with its defaults (English tokenizer, no stemming, BM25, prefix matching). */
export const oramaSystem: SearchSystem<OramaDb> = {
  name: "@orama/orama",
  config:
    "`create({ schema: { name: 'string', description: 'string' } })`, `insertMultiple(db, docs)` " +
    "(the tool id as the document `id`), `search(db, { term, properties: ['name', 'description'], " +
    "boost: { name: 2 }, limit: 10 })` with the defaults: English tokenizer without stemming, " +
    "prefix matching of query terms, BM25. Sync or async results are both handled.",
  async build(docs) {
    const db = create({ schema: SCHEMA });
    // The documents go in as they are: Orama keeps them in its document store, and copies
    // would count against its heap figure.
    const inserted: BenchDocument[] = [...docs];
    await insertMultiple(db, inserted);
    return db;
  },
  search(db, query, limit) {
    const results = search(db, {
      term: query,
      properties: ["name", "description"],
      boost: { name: FIELD_WEIGHTS.name },
      limit,
    });
    return results instanceof Promise ? results.then(hitIds) : hitIds(results);
  },
};
