// Trained built-in embedders kept by catalog fingerprint, per cache instance.
import type { ToolEntry } from "../../tools/entry.js";
import {
  catalogFingerprint,
  createCatalogEmbedder,
  type CatalogEmbedder,
  type CatalogEmbedderOptions,
} from "./catalog-embedder.js";

/** Catalogs a {@link CatalogEmbedderCache} keeps by default (least recently used goes first). */
export const EMBEDDER_CACHE_SIZE = 4;

/**
 * Built-in embedders by catalog fingerprint: a catalog already seen (same tools, any order) is
 * never trained again while it stays in this cache. Each instance owns its entries (there is no
 * module-wide cache), so two sessions share vectors only by sharing an instance.
 *
 * @example
 * ```ts
 * const cache = new CatalogEmbedderCache();
 * cache.get(entries) === cache.get([...entries].reverse()); // true: same fingerprint
 * ```
 */
export class CatalogEmbedderCache {
  private readonly byFingerprint = new Map<string, CatalogEmbedder>();

  /**
   * @param capacity - catalogs kept (at least 1; default {@link EMBEDDER_CACHE_SIZE});
   * @param options - training options of every embedder this cache trains.
   */
  constructor(
    private readonly capacity: number = EMBEDDER_CACHE_SIZE,
    private readonly options: CatalogEmbedderOptions = {},
  ) {}

  /** Catalogs currently kept. */
  get size(): number {
    return this.byFingerprint.size;
  }

  /** The embedder trained on `entries`, trained now unless its fingerprint is cached. */
  get(entries: readonly ToolEntry[]): CatalogEmbedder {
    const fingerprint = catalogFingerprint(entries);
    const known = this.byFingerprint.get(fingerprint);
    if (known !== undefined) {
      this.byFingerprint.delete(fingerprint);
      this.byFingerprint.set(fingerprint, known);
      return known;
    }
    const trained = createCatalogEmbedder(entries, this.options);
    this.byFingerprint.set(fingerprint, trained);
    while (this.byFingerprint.size > Math.max(1, this.capacity)) {
      const oldest = this.byFingerprint.keys().next();
      if (oldest.done === true) break;
      this.byFingerprint.delete(oldest.value);
    }
    return trained;
  }
}
