import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { realToolsets } from "../../test/catalogs.js";
import { isEmbedderError } from "./semantic/embedder.js";
import { CatalogEmbedderCache } from "./semantic/embedder-cache.js";
import { normalizeTools } from "../tools/normalize.js";
import { createCatalogIndex } from "./catalog-search.js";
import { HYBRID_SHARE } from "./catalog-search-types.js";

const entries = normalizeTools(realToolsets()).entries.slice(0, 300);
const embedders = new CatalogEmbedderCache();
const index = createCatalogIndex(entries, { embedders });
const names = entries.map((entry) => entry.name);
const words = ["list", "create", "file", "issue", "search", "read", "add", "numbers", "weather", "delete", "repo"];

describe("hybrid search", () => {
  it("with semantic 0 is the lexical search", () => {
    for (const query of ["create github issue", "read a file", "list pull requests"])
      expect(index.search(query, { semantic: 0 })).toEqual(index.search(query));
  });

  it("reorders only what BM25 admitted: the same tools come back empty or not", () => {
    for (const query of ["gmail", "create github issue", "send a slack message"]) {
      const lexical = index.search(query, { limit: 1000 });
      const hybrid = index.search(query, { limit: 1000, semantic: HYBRID_SHARE });
      expect(hybrid.map((m) => m.name).sort()).toEqual(lexical.map((m) => m.name).sort());
    }
  });

  it("keeps an exact name first, whatever words follow in other queries and whatever the share", () => {
    fc.assert(
      fc.property(fc.constantFrom(...names), fc.double({ min: 0, max: 1, noNaN: true }), (name, share) => {
        const [first] = index.search(name, { semantic: share });
        expect(first?.name).toBe(name);
        expect(first?.match).toBe("exact");
      }),
      { numRuns: 60 },
    );
  });

  it("keeps a name written in the query ahead of every ranked tool", () => {
    const identifiers = names.filter((name) => /[_.:-]/.test(name));
    fc.assert(
      fc.property(
        fc.constantFrom(...identifiers),
        fc.array(fc.constantFrom(...words), { minLength: 1, maxLength: 4 }),
        (name, rest) => {
          const [first] = index.search(`use ${name} to ${rest.join(" ")}`, { semantic: 1 });
          expect(first?.name).toBe(name);
        },
      ),
      { numRuns: 40 },
    );
  });

  it("is deterministic: the same catalog and query give the same ranking, in a fresh index too", () => {
    const fresh = createCatalogIndex([...entries], { embedders: new CatalogEmbedderCache() });
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...words), { minLength: 1, maxLength: 5 }), (query) => {
        const text = query.join(" ");
        const a = index.search(text, { semantic: HYBRID_SHARE, limit: 10 });
        expect(index.search(text, { semantic: HYBRID_SHARE, limit: 10 })).toEqual(a);
        expect(fresh.search(text, { semantic: HYBRID_SHARE, limit: 10 })).toEqual(a);
      }),
      { numRuns: 40 },
    );
  });

  it("leaves a request the best candidate covers word for word in lexical order, at any share", () => {
    for (const query of ["create issue", "list pull requests", "get file contents", "merge pull request"]) {
      const lexical = index.search(query, { limit: 10 });
      expect(index.search(query, { limit: 10, semantic: 1 }).map((m) => m.name)).toEqual(lexical.map((m) => m.name));
    }
  });

  it("reorders a request whose words the best candidate lacks", () => {
    const queries = ["open a ticket about the bug", "save a document page", "look at the logs of a container"];
    const changed = queries.filter((query) => {
      const lexical = index.search(query, { limit: 10 }).map((m) => m.name);
      return index.search(query, { limit: 10, semantic: 1 }).some((m, i) => m.name !== lexical[i]);
    });
    expect(changed.length).toBeGreaterThan(0);
  });

  it("never returns a background tool: the corpus only trains the vectors", () => {
    const background = normalizeTools(realToolsets()).entries.slice(300, 700);
    const withBackground = createCatalogIndex(entries, {
      embedders: new CatalogEmbedderCache(1, { background }),
    });
    const own = new Set(names);
    for (const query of ["create github issue", "list kubernetes pods", "query a database table"])
      for (const match of withBackground.search(query, { semantic: 0.5, limit: 20 }))
        expect(own.has(match.name)).toBe(true);
  });

  it("refuses an embedder whose vectors have the wrong length", () => {
    const broken = createCatalogIndex(entries, {
      embedder: { dimension: 3, version: "broken/1", embed: (texts) => texts.map(() => new Float32Array(2)) },
    });
    let caught: unknown;
    try {
      // A request the best match does not cover word for word: the embedder is asked.
      broken.search("open a ticket about the bug", { semantic: 0.3 });
    } catch (error) {
      caught = error;
    }
    expect(isEmbedderError(caught, "EMBEDDER_DIMENSION")).toBe(true);
    // A literal request never asks it: its hybrid search is the lexical one.
    expect(broken.search("create issue", { semantic: 0.3 })).toEqual(broken.search("create issue"));
  });
});
