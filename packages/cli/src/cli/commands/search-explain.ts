import { Bm25Index, createTokenizer, type Explanation } from "@hermes/bm25";
import {
  describeHidden,
  type CatalogEmbedderBuilder,
  type SearchAdmission,
  type SemanticStatus,
  type TierPlan,
} from "@hermes/catalog";
import { catalogIndexFor, searchDocument, SEARCH_RANKER_OPTIONS } from "@hermes/catalog/internal";

const tokenize = createTokenizer(SEARCH_RANKER_OPTIONS.tokenizer);
const indexes = new WeakMap<TierPlan, Bm25Index>();

/** The ranker over a plan's deferred tools (the same documents and options tool_search ranks with), built once per plan. */
function indexOf(plan: TierPlan): Bm25Index {
  let index = indexes.get(plan);
  if (index === undefined) {
    index = new Bm25Index(SEARCH_RANKER_OPTIONS);
    const seen = new Set<string>();
    for (const entry of plan.deferred) {
      if (seen.has(entry.name)) continue;
      seen.add(entry.name);
      index.add(searchDocument(entry));
    }
    indexes.set(plan, index);
  }
  return index;
}

/** The query's words as the user typed them whose terms the explanation found in the tool (not stems). */
function wordsMatched(query: string, explanation: Explanation): string[] {
  const found = new Set(
    explanation.terms.filter((term) => Object.values(term.frequencies).some((tf) => tf > 0)).map((term) => term.token),
  );
  const words = query.split(/\s+/).map((word) => word.replace(/^[^\p{L}\p{N}_]+|[^\p{L}\p{N}_]+$/gu, ""));
  return [...new Set(words.filter((word) => word !== "" && tokenize(word).some((token) => found.has(token))))];
}

/**
 * The semantic part of a hybrid match (`semantic_share` > 0), for `--explain`: the share of the
 * tool's fused score that came from the semantic signal and the query words the tool lacks with
 * the tool's nearest words that bridged them (`CatalogIndex.explainSemantic`), e.g.
 * `; semantic: 31% of the score (bridged: ticket → issue)`. `""` when the share is 0, the tool
 * was not among the hybrid's candidates, or `embedders` (the runtime's vector builder, the one
 * `tool_search` used) has no vectors for the catalog yet (the ranking was lexical).
 */
export function explainSemanticPart(
  plan: TierPlan,
  admission: SearchAdmission,
  semanticShare: number,
  query: string,
  name: string,
  embedders?: CatalogEmbedderBuilder,
): string {
  if (!(semanticShare > 0)) return "";
  const part = catalogIndexFor(plan.deferred).explainSemantic(query, name, {
    admission,
    semantic: semanticShare,
    ...(embedders === undefined ? {} : { embedders }),
  });
  if (part === undefined) return "";
  const bridges = part.bridges.map((bridge) => `${bridge.queryWord} → ${bridge.toolWord}`);
  const bridged = bridges.length === 0 ? "no bridging words" : `bridged: ${bridges.join(", ")}`;
  return `; semantic: ${Math.round(part.share * 100)}% of the score (${bridged})`;
}

/**
 * Why `name` matched `query`, in the ranker's terms, with the query's words as typed; with a
 * `semanticShare` above 0 (hybrid search), the semantic part beside the matched words
 * ({@link explainSemanticPart}). At 0 the text is the lexical explanation alone.
 */
export function explainMatch(
  plan: TierPlan,
  admission: SearchAdmission,
  query: string,
  name: string,
  match: "exact" | "named" | "ranked" | undefined,
  semanticShare = 0,
  embedders?: CatalogEmbedderBuilder,
): string {
  const hidden = plan.deferred.find((entry) => entry.name === name)?.hiddenText;
  const note = hidden === undefined ? "" : `; ${describeHidden(hidden)}`;
  if (match === "exact") return `the query is its exact name${note}`;
  if (match === "named") return `its name is written in the query${note}`;
  const index = indexOf(plan);
  if (!index.has(name)) return "";
  const explanation = index.explain(query, name, { admission });
  const words = wordsMatched(query, explanation);
  const semantic = explainSemanticPart(plan, admission, semanticShare, query, name, embedders);
  return `score ${explanation.score.toFixed(2)}; matched words: ${words.join(", ") || "(parameter names or hints)"}${semantic}${note}`;
}

/**
 * The state of hybrid search for `search --explain` (`CatalogIndex.semanticStatus`), one line, or
 * `""` when the search is lexical by config (share 0):
 * `semantic: vectors not ready yet (training on 2,375 tools), lexical ranking` while the
 * vectors train in the background, `semantic: hybrid ranking (share 0.5)` once they are ready.
 *
 * @example
 * ```ts
 * semanticStateLine({ state: "pending", tools: 2375 }, 0.1); // "semantic: vectors not ready yet (training on 2,375 tools), lexical ranking"
 * ```
 */
export function semanticStateLine(status: SemanticStatus, semanticShare: number): string {
  const count = (n: number): string => `${n.toLocaleString("en-US")} tool${n === 1 ? "" : "s"}`;
  switch (status.state) {
    case "off":
      return "";
    case "pending":
      return `semantic: vectors not ready yet (training on ${count(status.tools)}), lexical ranking`;
    case "failed":
      return `semantic: vectors unavailable (${status.error.message}), lexical ranking`;
    case "ready":
      return status.current
        ? `semantic: hybrid ranking (share ${semanticShare})`
        : `semantic: hybrid ranking (share ${semanticShare}) with a previous catalog's vectors while this catalog's train`;
  }
}

/**
 * Why `query` found nothing, from the ranker: the closest tool by shared words and the
 * ranker's verdict on it (`lacks the rarest query term …`, `below the evidence threshold …`),
 * or that no tool shares a word with the query.
 */
export function explainEmpty(plan: TierPlan, admission: SearchAdmission, query: string): string {
  const index = indexOf(plan);
  const [closest] = index.search(query, { admission: "none", limit: 1 });
  if (closest === undefined)
    return `no tool shares a word with the query (${plan.deferred.length} deferred tools searched)`;
  const explanation = index.explain(query, closest.id, { admission });
  const words = wordsMatched(query, explanation);
  return `closest tool: ${explanation.summary}${words.length === 0 ? "" : ` Shared words: ${words.join(", ")}.`}`;
}
