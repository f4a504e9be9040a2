// The ways our ranker is run. An admission mode is one more entry here (and one more name
// in `Mode`); the evaluation, tables, JSON and docs iterate this list.
import type { Admission } from "@hermes/bm25";

export type Mode = "rank" | "gated" | "natural";

export interface ModeSpec {
  readonly mode: Mode;
  /** Passed to `Bm25Index.search`: `"none"`, `"gated"` or single rules (`{ rarestToken: true }`). */
  readonly admission: Admission;
  /** One line for the docs. */
  readonly about: string;
}

export const OUR_MODES: readonly ModeSpec[] = [
  { mode: "rank", admission: "none", about: "pure BM25 ranking: every document sharing a query term is a candidate" },
  {
    mode: "gated",
    admission: "gated",
    about:
      "the seed rules: a document must contain the query's rarest term (a term no document has admits nothing) and, with 4 or more answerable terms, at least half of them",
  },
  {
    mode: "natural",
    admission: "natural",
    about:
      "keyword queries (at most 3 content terms, or 6 without a stop word; never a question or first-person request) admit nothing when a word no document has names something (not bridged by the vocabulary, not an ordinary word); short queries need half their words (at least 2) matched, a run of 5–6 keywords half of all its words; longer requests and questions are ranked as by `rank`",
  },
];

/** Peers have no admission gates: they are reported in this mode. */
export const PEER_MODE: Mode = "rank";
