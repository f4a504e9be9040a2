import type { BenchDocument } from "../documents.js";

/**
 * One ranker under test. `build` indexes the documents and returns whatever the ranker
 * needs to answer queries; `search` returns the ids of the top `limit` documents, best first.
 * Either may be async (Orama's are when a plugin makes them so).
 */
export interface SearchSystem<Handle> {
  /** The npm package name, used as `system` in result rows. */
  readonly name: string;
  /** One Markdown sentence: how the system is configured for the benchmark. */
  readonly config: string;
  build(docs: readonly BenchDocument[]): Handle | Promise<Handle>;
  search(handle: Handle, query: string, limit: number): readonly string[] | Promise<readonly string[]>;
}

/** Names and weights of the searched fields, shared by every adapter. */
export const FIELD_WEIGHTS = { name: 2, description: 1 } as const;
