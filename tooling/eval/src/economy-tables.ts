// The token-economy tables, as data for renderTextTable / renderMarkdownTable.
import type { CachePicture } from "./economy-cache.js";
import type { SignatureStudy } from "./economy-signatures.js";
import type { CatalogEconomy } from "./economy-tasks.js";
import type { Table } from "./table.js";

const int = (n: number): string => Math.round(n).toLocaleString("en-US");
const pct = (part: number, whole: number): string => (whole === 0 ? "–" : `${((100 * part) / whole).toFixed(1)}%`);
const saving = (eager: number, search: number): string => (eager === 0 ? "–" : `${(eager / search).toFixed(1)}×`);

/** Per task: eager vs tool search tokens over 5 and 20 turns, with the parts. */
export function taskTable(rows: readonly CatalogEconomy[]): Table {
  return {
    headers: [
      "catalog",
      "tools",
      "tier",
      "eager/turn",
      "search block/turn",
      "search result",
      "describe (when needed)",
      "describes",
      "5 turns eager",
      "5 turns search",
      "saving",
      "20 turns eager",
      "20 turns search",
      "saving",
    ],
    align: [
      "left",
      "right",
      "right",
      "right",
      "right",
      "right",
      "right",
      "right",
      "right",
      "right",
      "right",
      "right",
      "right",
      "right",
    ],
    rows: rows.map((r) => [
      r.catalog,
      int(r.tools),
      String(r.tier),
      int(r.eagerPerTurn),
      int(r.blockPerTurn),
      int(r.searchMean),
      int(r.describeMean),
      `${r.describes}/${r.tasks}`,
      int(r.perTask[5].eager),
      int(r.perTask[5].search),
      saving(r.perTask[5].eager, r.perTask[5].search),
      int(r.perTask[20].eager),
      int(r.perTask[20].search),
      saving(r.perTask[20].eager, r.perTask[20].search),
    ]),
  };
}

/** The no-describe share and tool_search result tokens before/after signatures. */
export function signatureTable(studies: readonly SignatureStudy[], catalogs: readonly CatalogEconomy[]): Table {
  return {
    headers: [
      "set",
      "queries",
      "right tool in hits",
      "callable from the hit alone",
      "share",
      "of them with required params",
      "share",
      "tool_search tokens before",
      "after",
      "change",
    ],
    align: ["left", "right", "right", "right", "right", "right", "right", "right", "right", "right"],
    rows: [
      ...studies.map((s) => [
        s.set,
        int(s.queries),
        int(s.hits),
        int(s.callable),
        pct(s.callable, s.hits),
        `${int(s.callableWithRequired)}/${int(s.withRequired)}`,
        pct(s.callableWithRequired, s.withRequired),
        int(s.tokensBefore),
        int(s.tokensAfter),
        `+${pct(s.tokensAfter - s.tokensBefore, s.tokensBefore)}`,
      ]),
      ...catalogs.map((c) => [
        `${c.catalog} (self-queries)`,
        int(c.tasks),
        int(c.found),
        int(c.tasks - c.describes),
        pct(c.tasks - c.describes, c.found),
        `${int(c.callableWithRequired)}/${int(c.foundWithRequired)}`,
        pct(c.callableWithRequired, c.foundWithRequired),
        int(c.searchMeanBefore),
        int(c.searchMean),
        `+${pct(c.searchMean - c.searchMeanBefore, c.searchMeanBefore)}`,
      ]),
    ],
  };
}

/** The prompt-cache picture. */
export function cacheTable(pictures: readonly CachePicture[]): Table {
  return {
    headers: [
      "catalog",
      "turns",
      "identical (same runtime)",
      "identical (fresh runtime)",
      "changes with catalog",
      "block bytes",
      "block tokens",
      "sha256",
    ],
    align: ["left", "right", "right", "right", "left", "right", "right", "left"],
    rows: pictures.map((p) => [
      p.catalog,
      String(p.turns),
      `${p.sameRuntime}/${p.turns}`,
      `${p.freshRuntime}/${p.turns}`,
      p.changesWithCatalog ? "yes" : "no",
      int(p.bytes),
      int(p.tokens),
      p.sha256,
    ]),
  };
}

/** Every deferred tool's signature: how many are enough to call the tool, and how long they are. */
export function coverageTable(rows: readonly CatalogEconomy[]): Table {
  return {
    headers: [
      "catalog",
      "deferred tools",
      "callable from signature",
      "share",
      "with required params",
      "callable",
      "share",
      "median chars",
      "max chars",
    ],
    align: ["left", "right", "right", "right", "right", "right", "right", "right", "right"],
    rows: rows.map(({ catalog, signatures: s }) => [
      catalog,
      int(s.tools),
      int(s.callable),
      pct(s.callable, s.tools),
      int(s.withRequired),
      int(s.callableWithRequired),
      pct(s.callableWithRequired, s.withRequired),
      int(s.medianChars),
      int(s.maxChars),
    ]),
  };
}
