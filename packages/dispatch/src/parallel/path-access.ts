/**
 * The paths one call reads and writes, as declared by the runtime's `pathAccess` function.
 * Paths are compared as given, `/`-separated (normalise them — absolute, no `..` — before
 * returning them); a path covers everything below it.
 *
 * @example
 * ```ts
 * const access: PathAccess = { reads: [], writes: ["src/a.ts"] };
 * ```
 */
export interface PathAccess {
  readonly reads: readonly string[];
  readonly writes: readonly string[];
}

function trimSlash(path: string): string {
  let end = path.length;
  while (end > 1 && path.charCodeAt(end - 1) === 47) end -= 1;
  return path.slice(0, end);
}

/**
 * Whether two paths overlap: equal, or one is a folder above the other (`/a` and `/a/b`;
 * not `/a` and `/ab`). Trailing slashes are ignored.
 *
 * @example
 * ```ts
 * pathsOverlap("/repo/src", "/repo/src/a.ts"); // true
 * pathsOverlap("/repo/a", "/repo/ab"); // false
 * ```
 */
export function pathsOverlap(a: string, b: string): boolean {
  const x = trimSlash(a);
  const y = trimSlash(b);
  if (x === y) return true;
  const under = (inner: string, outer: string): boolean => inner.startsWith(outer.endsWith("/") ? outer : `${outer}/`);
  return under(x, y) || under(y, x);
}

const overlapsAny = (paths: readonly string[], others: readonly string[]): boolean =>
  paths.some((path) => others.some((other) => pathsOverlap(path, other)));

/**
 * Whether two calls must not run at the same time: one writes a path the other reads or
 * writes. Readers of the same path do not conflict.
 *
 * @example
 * ```ts
 * accessConflicts({ reads: ["/r/a"], writes: [] }, { reads: [], writes: ["/r"] }); // true
 * accessConflicts({ reads: ["/r/a"], writes: [] }, { reads: ["/r/a"], writes: [] }); // false
 * ```
 */
export function accessConflicts(a: PathAccess, b: PathAccess): boolean {
  return overlapsAny(a.writes, b.writes) || overlapsAny(a.writes, b.reads) || overlapsAny(b.writes, a.reads);
}

/** Both accesses together (a batch declares the union of its entries'). */
export function mergeAccess(a: PathAccess | undefined, b: PathAccess | undefined): PathAccess | undefined {
  if (a === undefined) return b;
  if (b === undefined) return a;
  return { reads: [...a.reads, ...b.reads], writes: [...a.writes, ...b.writes] };
}
