// The ways our ranker is run. A later admission mode is one more entry here (and one more
// name in `Mode`); the evaluation, tables, JSON and docs iterate this list.
import type { Admission } from "@hermes/bm25";

export type Mode = "rank" | "gated";

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
      "as the bridge runs it: a document must contain the query's rarest term (a term no document has admits nothing) and, with 4 or more answerable terms, at least half of them",
  },
];

/** Peers have no admission gates: they are reported in this mode. */
export const PEER_MODE: Mode = "rank";
