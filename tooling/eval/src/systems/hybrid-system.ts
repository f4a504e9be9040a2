// The catalog's hybrid search (BM25 fused with the built-in embedder's cosine, trained on the
// set's own tools) as tool_search would run it with `semantic: α`.
import { CatalogEmbedderCache, normalizeTools, type Embedder } from "@hermes/catalog";
import { backgroundCorpus } from "@hermes/catalog/background";
import { createCatalogIndex, HYBRID_SHARE } from "@hermes/catalog/internal";
import type { ModeSpec } from "../modes.js";
import { hubToolsets } from "./hub-toolsets.js";
import type { SearchSystem } from "./search-system.js";

/** System id of the hybrid search in tables and `--json`. */
export const HYBRID_SYSTEM = "hermes-catalog-hybrid";

/**
 * The catalog search of `catalogSystem` with the semantic share `alpha` (default `HYBRID_SHARE`).
 * Vectors come from `embedders` (pass one cache to several systems, e.g. one per share in the
 * cross-validation, so each set is trained once); by default trained with the background corpus
 * `@hermes/catalog` ships (`backgroundCorpus()`: ~1,800 real MCP tools, none of them a public set's),
 * as the catalog's own index does.
 */
export function hybridSystem(
  spec: ModeSpec,
  alpha: number = HYBRID_SHARE,
  embedders: CatalogEmbedderCache = new CatalogEmbedderCache(undefined, { background: backgroundCorpus() }),
): SearchSystem {
  // The absent side (src/absent.ts) rebuilds the index once per query without its tools; those
  // catalogs are subsets of the last whole set, so they reuse its vectors instead of training
  // again. The semantic signal only reorders admitted tools, so it cannot change whether a
  // result is empty: the absent figures are the same with any vectors.
  let trained: { readonly names: ReadonlySet<string>; readonly embedder: Embedder } | undefined;
  return {
    system: HYBRID_SYSTEM,
    mode: spec.mode,
    role: "ours",
    about:
      "@hermes/catalog `searchCatalog` with `semantic` " +
      `${alpha} (scaled per query by the share of its words the best lexical match lacks): the ranked tools' BM25 scores fused with the cosine of vectors trained on the set's own tool texts and the shipped background corpus of ~1,800 real MCP tools (PPMI + SVD, no download); exact names and names in the query first, ${spec.about}`,
    build(documents, _config, tools) {
      const hub = hubToolsets(tools);
      const position = new Map<string, string>();
      hub.names.forEach(
        (name, i) => name === undefined || position.has(name) || position.set(name, documents[i]?.id ?? String(i)),
      );
      const entries = normalizeTools(hub.toolsets).entries;
      const known = trained;
      const subset = known !== undefined && entries.every((entry) => known.names.has(entry.name));
      const embedder = subset ? known.embedder : embedders.get(entries);
      if (!subset) trained = { names: new Set(entries.map((entry) => entry.name)), embedder };
      const index = createCatalogIndex(entries, { embedder });
      return (query, limit) =>
        index
          .search(query, { limit, admission: spec.admission, semantic: alpha })
          .map((match) => position.get(match.name) ?? "-1");
    },
  };
}
