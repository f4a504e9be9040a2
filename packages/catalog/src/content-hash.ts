/**
 * A small, fast, deterministic 64-bit content hash (two independent 32-bit lanes, each a
 * multiply-xorshift mix of the UTF-16 code units). Not cryptographic: it keys memo tables
 * and fingerprints prompt-cache bytes, where an accidental collision is what matters.
 */
export class ContentHash {
  private a = 0x811c9dc5;
  private b = 0x01000193;

  /** Mixes a string in (its length first, so concatenations cannot collide by shifting). */
  string(text: string): this {
    let a = Math.imul(this.a ^ text.length, 0x9e3779b1);
    let b = Math.imul(this.b ^ text.length, 0x85ebca77);
    for (let i = 0; i < text.length; i += 1) {
      const code = text.charCodeAt(i);
      a = Math.imul(a ^ code, 0x01000193);
      b = Math.imul(b ^ code, 0x5bd1e995);
      b ^= b >>> 15;
    }
    this.a = a;
    this.b = b;
    return this;
  }

  /** Mixes a number in (as its decimal text, so -0 and 0 agree, NaN is stable). */
  number(value: number): this {
    return this.string(String(value));
  }

  /** Mixes in another hash's digest. */
  hash(hex: string): this {
    return this.string(hex);
  }

  /** 16 hex digits; the hash can go on being updated afterwards. */
  digest(): string {
    let a = this.a ^ (this.b >>> 13);
    let b = this.b ^ (this.a >>> 11);
    a = Math.imul(a ^ (a >>> 16), 0x85ebca6b);
    b = Math.imul(b ^ (b >>> 13), 0xc2b2ae35);
    a ^= a >>> 13;
    b ^= b >>> 16;
    return (a >>> 0).toString(16).padStart(8, "0") + (b >>> 0).toString(16).padStart(8, "0");
  }
}

/** The {@link ContentHash} digest of a list of strings. */
export function hashStrings(parts: readonly string[]): string {
  const hash = new ContentHash();
  for (const part of parts) hash.string(part);
  return hash.digest();
}
