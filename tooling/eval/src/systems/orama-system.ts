// @orama/orama 3.1.18 with its defaults (English tokenizer, no stemming, prefix matching,
// threshold 1: any matching term), same fields and weights as ours.
import { create, insert, search } from "@orama/orama";
import type { SearchSystem } from "./search-system.js";
import { fieldBoosts, flatFields, weightedFields } from "./peer-fields.js";
import { PEER_MODE } from "../modes.js";

export function oramaSystem(): SearchSystem {
  return {
    system: "orama",
    mode: PEER_MODE,
    role: "peer",
    about:
      "@orama/orama 3.1.18 with its defaults (English tokenizer, no stemming or stop words, prefix matching), same fields and weights as ours",
    async build(documents, config) {
      const fields = weightedFields(config).map(({ field }) => field);
      const schema = Object.fromEntries(fields.map((field) => [field, "string" as const]));
      const db = create({ schema });
      for (const document of documents) await insert(db, { ...flatFields(document, config), id: document.id });
      const boost = fieldBoosts(config);
      return async (query, limit) => {
        const found = await search(db, { term: query, properties: fields, boost, limit });
        return found.hits.map((hit) => hit.id);
      };
    },
  };
}
