import { describe, expect, it } from "vitest";
import { realToolsets } from "../../../test/catalogs.js";
import { normalizeTools } from "../../tools/normalize.js";
import { CatalogEmbedderCache } from "./embedder-cache.js";

const entries = normalizeTools(realToolsets()).entries.slice(0, 60);

describe("CatalogEmbedderCache", () => {
  it("trains a catalog once, whatever the order of its tools", () => {
    const cache = new CatalogEmbedderCache();
    const first = cache.get(entries);
    expect(cache.get([...entries].reverse())).toBe(first);
    expect(cache.size).toBe(1);
  });

  it("keeps at most `capacity` catalogs, dropping the least recently used", () => {
    const cache = new CatalogEmbedderCache(2);
    const a = cache.get(entries.slice(0, 20));
    cache.get(entries.slice(20, 40));
    expect(cache.get(entries.slice(0, 20))).toBe(a);
    cache.get(entries.slice(40, 60));
    expect(cache.size).toBe(2);
    expect(cache.get(entries.slice(0, 20))).toBe(a);
  });

  it("is per instance: another cache trains its own", () => {
    expect(new CatalogEmbedderCache().get(entries)).not.toBe(new CatalogEmbedderCache().get(entries));
  });
});
