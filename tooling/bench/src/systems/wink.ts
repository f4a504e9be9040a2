import bm25 from "wink-bm25-text-search";
import nlp from "wink-nlp-utils";
import { FIELD_WEIGHTS, type SearchSystem } from "./search-system.js";

type WinkEngine = ReturnType<typeof bm25>;

/** wink refuses to consolidate fewer than this many documents. */
const MIN_DOCS = 3;
/** Filler ids cannot clash with `server/name` ids (no slash, NUL prefix). */
const FILLER_PREFIX = "\u0000filler-";

/** The wink-nlp-utils pipe of wink-bm25-text-search's own (3.0.x) examples. */
const PREP_TASKS = [nlp.string.lowerCase, nlp.string.tokenize0, nlp.tokens.removeWords, nlp.tokens.stem];

export const winkSystem: SearchSystem<WinkEngine> = {
  name: "wink-bm25-text-search",
  config:
    "`defineConfig({ fldWeights: { name: 2, description: 1 } })` (default k1 1.2, b 0.75), " +
    "`definePrepTasks([lowerCase, tokenize0, removeWords, stem])` from wink-nlp-utils (the pipe of " +
    "wink's own examples; `tokenize0` keeps `snake_case` names whole), `addDoc` per tool, " +
    "`consolidate()`, `search(q, 10)`. Catalogs under 3 tools get empty filler documents, " +
    "since wink will not consolidate fewer.",
  build(docs) {
    const engine = bm25();
    engine.defineConfig({ fldWeights: FIELD_WEIGHTS });
    engine.definePrepTasks(PREP_TASKS);
    for (const doc of docs) engine.addDoc({ name: doc.name, description: doc.description }, doc.id);
    for (let i = docs.length; i < MIN_DOCS; i += 1)
      engine.addDoc({ name: "", description: "" }, `${FILLER_PREFIX}${i}`);
    engine.consolidate();
    return engine;
  },
  search(engine, query, limit) {
    const ids: string[] = [];
    for (const [id] of engine.search(query, limit)) {
      if (!id.startsWith(FILLER_PREFIX)) ids.push(id);
    }
    return ids;
  },
};
