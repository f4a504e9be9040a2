// A bounded map of vectors, least recently used first out.

/**
 * Vectors by key, at most `capacity` of them: reading a key makes it the most recent, and adding
 * beyond capacity drops the least recently used. Owned by one adapter instance.
 */
export class VectorCache {
  private readonly vectors = new Map<string, Float32Array>();

  /** @param capacity - vectors kept (at least 1). */
  constructor(private readonly capacity: number) {}

  /** Whether `key` is cached (does not refresh it). */
  has(key: string): boolean {
    return this.vectors.has(key);
  }

  /** The vector of `key`, made the most recent; `undefined` when not cached. */
  get(key: string): Float32Array | undefined {
    const vector = this.vectors.get(key);
    if (vector !== undefined) {
      this.vectors.delete(key);
      this.vectors.set(key, vector);
    }
    return vector;
  }

  /** Caches `vector` under `key`, dropping the least recently used beyond capacity. */
  set(key: string, vector: Float32Array): void {
    this.vectors.delete(key);
    this.vectors.set(key, vector);
    while (this.vectors.size > Math.max(1, this.capacity)) {
      const oldest = this.vectors.keys().next();
      if (oldest.done === true) break;
      this.vectors.delete(oldest.value);
    }
  }
}
