/** Returns `array` if it holds `needed` items, else a copy at least twice as large. */
export function ensureUint32(array: Uint32Array<ArrayBuffer>, needed: number): Uint32Array<ArrayBuffer> {
  if (needed <= array.length) return array;
  const next = new Uint32Array(Math.max(needed, array.length * 2, 8));
  next.set(array);
  return next;
}

/** Same as {@link ensureUint32} for `Float64Array`. */
export function ensureFloat64(array: Float64Array<ArrayBuffer>, needed: number): Float64Array<ArrayBuffer> {
  if (needed <= array.length) return array;
  const next = new Float64Array(Math.max(needed, array.length * 2, 8));
  next.set(array);
  return next;
}

/** Same as {@link ensureUint32} for `Uint8Array`. */
export function ensureUint8(array: Uint8Array<ArrayBuffer>, needed: number): Uint8Array<ArrayBuffer> {
  if (needed <= array.length) return array;
  const next = new Uint8Array(Math.max(needed, array.length * 2, 8));
  next.set(array);
  return next;
}
