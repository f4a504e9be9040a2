/** A size limit for one tarball, in bytes. */
export interface SizeBudget {
  /** The `.tgz` as downloaded. */
  readonly packedBytes: number;
  /** The files inside, as installed. */
  readonly unpackedBytes: number;
}

/**
 * Size budgets, about 30 % above the sizes measured when they were set (2026-11, TypeScript
 * 5.9 output with declaration and source maps). Measured then:
 *
 * | package | packed | unpacked |
 * |---|---|---|
 * | `@hermes/bm25` | 48,072 B | 191,167 B |
 * | `@hermes/tool-search` | 142,863 B | 766,532 B |
 *
 * Raise a budget only on purpose (and say why in the changeset); a package that grows past
 * it fails `size-budget.test.ts`.
 */
export const SIZE_BUDGETS: Readonly<Record<string, SizeBudget>> = {
  "@hermes/bm25": { packedBytes: 62_500, unpackedBytes: 250_000 },
  "@hermes/tool-search": { packedBytes: 186_000, unpackedBytes: 1_000_000 },
};

/** `48072` → `"47.0 KiB"`. */
export const kib = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KiB`;
