// The product's own search path: tools normalised by @hermes/catalog (one MCP toolset per
// server) and searched with `createCatalogIndex` — its document construction, ranker
// settings, exact-name and name-in-query rules — as the bridge's tool_search runs it.
import { createCatalogIndex, normalizeTools } from "@hermes/catalog";
import { serverToolsets } from "@hermes/data";
import type { ModeSpec } from "../modes.js";
import type { SearchSystem } from "./search-system.js";

/** `namesInQuery: false` measures the catalog without its name-in-query rule. */
export function catalogSystem(spec: ModeSpec, namesInQuery = true): SearchSystem {
  return {
    system: namesInQuery ? "hermes-catalog" : "hermes-catalog-no-names",
    mode: spec.mode,
    role: "ours",
    about:
      "@hermes/catalog `searchCatalog` as tool_search runs it (catalog fields name, label, description, parameter names, hints; " +
      `exact names first${namesInQuery ? ", then names written inside a longer query" : "; names inside a query not promoted"}), ${spec.about}`,
    build(documents, _config, tools) {
      // A match is found again by its server and name (relevance is by tool id). Catalogs keep the first tool of
      // a name repeated across servers, so the later ones cannot be found here (see "The product's search path").
      // `documents` and `tools` are parallel; document ids are the tools' positions in the whole set.
      const key = (server: string, name: string): string => `${server}\u0000${name}`;
      const position = new Map<string, string>();
      tools.forEach((tool, i) => position.has(key(tool.server, tool.name)) || position.set(key(tool.server, tool.name), documents[i]?.id ?? String(i)));
      const index = createCatalogIndex(normalizeTools(serverToolsets(tools)).entries);
      return (query, limit) =>
        index
          .search(query, { limit, admission: spec.admission, namesInQuery })
          .map((match) => position.get(key(match.sourceName, match.name)) ?? "-1");
    },
  };
}
