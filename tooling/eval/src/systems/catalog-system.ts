// The product's own search path: tools normalised by @hermes/catalog (one MCP toolset per
// server, named as the umbrella's hub names them) and searched with `createCatalogIndex` — its document construction, ranker
// settings, exact-name and name-in-query rules — as the bridge's tool_search runs it.
import { normalizeTools } from "@hermes/catalog";
import { createCatalogIndex } from "@hermes/catalog/internal";
import type { ModeSpec } from "../modes.js";
import { hubToolsets } from "./hub-toolsets.js";
import type { SearchSystem } from "./search-system.js";

/** System id of the catalog search with adaptive field weights in tables and `--json`. */
export const ADAPTIVE_SYSTEM = "hermes-catalog-adaptive";

/**
 * `namesInQuery: false` measures the catalog without its name-in-query rule; `fieldWeights:
 * "adaptive"` with `adaptiveFieldWeights` (system `hermes-catalog-adaptive`).
 */
export function catalogSystem(
  spec: ModeSpec,
  namesInQuery = true,
  fieldWeights: "fixed" | "adaptive" = "fixed",
): SearchSystem {
  return {
    system: fieldWeights === "adaptive" ? ADAPTIVE_SYSTEM : namesInQuery ? "hermes-catalog" : "hermes-catalog-no-names",
    mode: spec.mode,
    role: "ours",
    about:
      "@hermes/catalog `searchCatalog` as tool_search runs it (catalog fields name, label, description, parameter names, hints; " +
      `exact names first${namesInQuery ? ", then names written inside a longer query" : "; names inside a query not promoted"}` +
      `${fieldWeights === "adaptive" ? "; field weights adapted to how informative the set's descriptions are" : ""}), ${spec.about}`,
    build(documents, _config, tools) {
      // Tools reach the catalog as the hub names them (`mcp__<server>__<tool>`, own name in `_meta`),
      // so a name repeated across servers is one tool per server, as in the product. A match is found
      // again by that name; `documents` and `tools` are parallel, document ids are positions in the set.
      const hub = hubToolsets(tools);
      const position = new Map<string, string>();
      hub.names.forEach(
        (name, i) => name === undefined || position.has(name) || position.set(name, documents[i]?.id ?? String(i)),
      );
      const index = createCatalogIndex(normalizeTools(hub.toolsets).entries, { fieldWeights });
      return (query, limit) =>
        index
          .search(query, { limit, admission: spec.admission, namesInQuery })
          .map((match) => position.get(match.name) ?? "-1");
    },
  };
}
