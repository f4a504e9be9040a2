// The ways our ranker is run. A later admission mode is one more entry here; the
// evaluation, tables, JSON and docs iterate this list and need no other change.

export type Mode = "rank" | "gated";

/** Per-search admission option of `Bm25Index.search`. */
export type Admission = "none" | "gated";

export interface ModeSpec {
  readonly mode: Mode;
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
