// What the eval needs from a ranker: index the documents, then answer queries with
// document ids, best first.
import type { Mode } from "../modes.js";
import type { RetrievalConfig } from "../retrieval-config.js";
import type { EvalTool } from "@hermes/data";
import type { ToolDocument } from "../tool-document.js";

/** Returns up to `limit` document ids, best first. */
export type Search = (query: string, limit: number) => readonly string[] | Promise<readonly string[]>;

/**
 * `ours`: @hermes/bm25. `peer`: another library with its own tokenization. `peer-our-tokens`:
 * another library fed our tokenizer's output, so only its scoring differs from ours.
 */
export type SystemRole = "ours" | "peer" | "peer-our-tokens";

/** Document ids are positions in `tools`; a system may index the raw tools instead of the documents. */

export interface SearchSystem {
  /** Stable id used in `--json` and tables, e.g. `hermes-bm25`, `wink+hermes-tokens`. */
  readonly system: string;
  readonly mode: Mode;
  readonly role: SystemRole;
  /** One line for the docs: configuration and tokenization. */
  readonly about: string;
  /** Builds an index over `documents`; field weights and tokenizer switches come from `config`. */
  build(
    documents: readonly ToolDocument[],
    config: RetrievalConfig,
    tools: readonly EvalTool[],
  ): Search | Promise<Search>;
}
