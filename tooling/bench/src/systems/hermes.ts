import { Bm25Index, type Bm25Document } from "@hermes/bm25";
import type { BenchDocument } from "../documents.js";
import { FIELD_WEIGHTS, type SearchSystem } from "./search-system.js";

function toBm25Document(doc: BenchDocument): Bm25Document {
  return { id: doc.id, fields: { name: doc.name, description: doc.description }, key: doc.name };
}

const SUBJECT_NAME = "@hermes/bm25";

/** The ranker under test, with its defaults apart from the shared field weights. */
export const hermesSystem: SearchSystem<Bm25Index> = {
  name: SUBJECT_NAME,
  config:
    "`new Bm25Index({ fields: { name: 2, description: 1 } })` with the package defaults for " +
    "everything else (k1, b, tokenizer with Porter stemming and camelCase splitting, admission " +
    '`"none"`, no field-wise blend), `addAll(docs)` with the tool name as `key`, ' +
    "`search(q, { limit: 10 })`.",
  build(docs) {
    const index = new Bm25Index({ fields: FIELD_WEIGHTS });
    index.addAll(docs.map(toBm25Document));
    return index;
  },
  search(index, query, limit) {
    return index.search(query, { limit }).map((hit) => hit.id);
  },
};

/**
 * The same ranker with the field-wise blend on at `share`: a variant of the subject (its name
 * starts with the subject's), shown for the cost of the blend and never counted as a peer.
 */
export function hermesFieldwiseSystem(share: number): SearchSystem<Bm25Index> {
  return {
    name: `${SUBJECT_NAME} fieldwise ${share}`,
    config:
      `As **${SUBJECT_NAME}**, with \`fieldwise: ${share}\`: each hit's score blends in a ` +
      "field-wise view, which ranks every candidate and so gives up the top-k pruning. It builds " +
      "the same index as the subject, so only its query figures are shown; the blend's " +
      "per-posting parts are cached by the first search that needs them (8 bytes per posting).",
    build(docs) {
      const index = new Bm25Index({ fields: FIELD_WEIGHTS, fieldwise: share });
      index.addAll(docs.map(toBm25Document));
      return index;
    },
    search(index, query, limit) {
      return index.search(query, { limit }).map((hit) => hit.id);
    },
  };
}
