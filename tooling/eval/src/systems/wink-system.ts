// wink-bm25-text-search 3.1.2: with the wink-nlp-utils preparation its README uses
// (lowercase, tokenize0, stop words, Porter2, negations), or fed our tokenizer's output.
import winkBm25 from "wink-bm25-text-search";
import nlp from "wink-nlp-utils";
import type { SearchSystem } from "./search-system.js";
import { hermesTokenize } from "./hermes-system.js";
import { fieldBoosts, flatFields } from "./peer-fields.js";
import { PEER_MODE } from "../modes.js";
import { toolParams } from "../tool-document.js";

const WINK_PREP: readonly winkBm25.PrepTask[] = [
  nlp.string.lowerCase,
  nlp.string.tokenize0,
  nlp.tokens.removeWords,
  nlp.tokens.stem,
  nlp.tokens.propagateNegations,
];

export function winkSystem(tokens: "own" | "hermes"): SearchSystem {
  return {
    system: tokens === "own" ? "wink" : "wink+hermes-tokens",
    mode: PEER_MODE,
    role: tokens === "own" ? "peer" : "peer-our-tokens",
    about:
      tokens === "own"
        ? "wink-bm25-text-search 3.1.2 with wink-nlp-utils prep (lowerCase, tokenize0, removeWords, Porter2 stem, propagateNegations), its default k1 1.2, b 0.75, same fields and weights as ours"
        : "wink-bm25-text-search 3.1.2 fed our tokenizer's output, its default k1 1.2, b 0.75, same fields and weights as ours",
    build(documents, config) {
      const engine = winkBm25();
      engine.defineConfig({ fldWeights: fieldBoosts(config) });
      engine.definePrepTasks(tokens === "own" ? WINK_PREP : [hermesTokenize(config)]);
      for (const document of documents) engine.addDoc(flatFields(document, config), document.id);
      engine.consolidate();
      return (query, limit) => engine.search(query, limit).map(([id]) => id);
    },
  };
}

/**
 * Plain BM25 as a new user would set it up: wink with its standard prep over the tool's
 * name, server, description and parameter text (names and descriptions), every field
 * weighing 1 — our field weights and documents play no part.
 */
export function winkPlainSystem(): SearchSystem {
  return {
    system: "wink-plain",
    mode: PEER_MODE,
    role: "peer",
    about:
      "wink-bm25-text-search 3.1.2 with the same wink-nlp-utils prep, over its own fields: name, server, description and parameter text (names and descriptions), each weight 1, k1 1.2, b 0.75",
    build(documents, _config, tools) {
      const engine = winkBm25();
      engine.defineConfig({ fldWeights: { name: 1, server: 1, description: 1, parameters: 1 } });
      engine.definePrepTasks(WINK_PREP);
      tools.forEach((tool, i) => {
        const parameters = toolParams(tool.inputSchema)
          .flatMap((p) => [p.name, p.description])
          .join(" ");
        // wink splits on spaces and punctuation only: separate snake_case and camelCase so a name yields its words.
        const name = tool.name.replace(/[_\-.:]+/g, " ").replace(/([a-z0-9])([A-Z])/g, "$1 $2");
        engine.addDoc(
          { name, server: tool.server, description: tool.description, parameters },
          documents[i]?.id ?? String(i),
        );
      });
      engine.consolidate();
      return (query, limit) => engine.search(query, limit).map(([id]) => id);
    },
  };
}
