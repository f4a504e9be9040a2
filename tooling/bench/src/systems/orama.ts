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
    "boost: { name: 2 }, limit: 10 })` with the default tokenizer (no stemming) and BM25 settings; " +
    "sync or async results are both handled.",
  async build(docs) {
    const db = create({ schema: SCHEMA });
    await insertMultiple(
      db,
      docs.map((doc: BenchDocument) => ({ id: doc.id, name: doc.name, description: doc.description })),
    );
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
