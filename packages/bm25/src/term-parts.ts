import type { PostingList } from "./posting-list.js";

/** BM25 saturation of a normalised frequency, times (k1 + 1). */
export function saturate(normalizedFrequency: number, k1: number): number {
  return (normalizedFrequency * (k1 + 1)) / (normalizedFrequency + k1);
}

/**
 * The saturated, normalised frequency of every entry of `list` (BM25F: per-field frequency
 * times `norms[slot * F + f]`, summed over fields, then saturated with k1), plus the BM25+
 * lower bound `delta`; 0 for removed documents still in the list. Cached on the list until
 * the index changes, so a stable index pays for it once per term (k1 and delta are fixed per index).
 */
export function termParts(
  list: PostingList,
  norms: Float64Array,
  alive: Uint8Array,
  k1: number,
  delta: number,
  version: number,
): Float64Array {
  if (list.partsVersion === version && list.parts !== undefined) return list.parts;
  const { data, length, stride } = list;
  const F = stride - 1;
  const parts =
    list.parts !== undefined && list.parts.length >= length ? list.parts : new Float64Array(Math.max(length, 2));
  let maxPart = 0;
  for (let i = 0; i < length; i += 1) {
    const base = i * stride;
    const slot = data[base] ?? 0;
    if (alive[slot] !== 1) {
      parts[i] = 0;
      continue;
    }
    let tfn = 0;
    for (let f = 0; f < F; f += 1) tfn += (data[base + 1 + f] ?? 0) * (norms[slot * F + f] ?? 0);
    const part = saturate(tfn, k1) + delta;
    parts[i] = part;
    if (part > maxPart) maxPart = part;
  }
  list.parts = parts;
  list.maxPart = maxPart;
  list.partsVersion = version;
  return parts;
}

/**
 * The field-wise part of every entry of `list` (docs/ranker-design.md, "Field-wise blend"):
 * per field, the frequency length-normalised on its own (`norms[slot * F + f] / weights[f]`),
 * saturated with k1, plus `delta`, times the field's weight; summed over the fields that
 * have the term. 0 for removed documents. Cached on the list until the index changes.
 */
export function fieldwiseParts(
  list: PostingList,
  norms: Float64Array,
  weights: Float64Array,
  alive: Uint8Array,
  k1: number,
  delta: number,
  version: number,
): Float64Array {
  if (list.fieldPartsVersion === version && list.fieldParts !== undefined) return list.fieldParts;
  const { data, length, stride } = list;
  const F = stride - 1;
  const parts =
    list.fieldParts !== undefined && list.fieldParts.length >= length
      ? list.fieldParts
      : new Float64Array(Math.max(length, 2));
  for (let i = 0; i < length; i += 1) {
    const base = i * stride;
    const slot = data[base] ?? 0;
    let part = 0;
    if (alive[slot] === 1)
      for (let f = 0; f < F; f += 1) {
        const tf = data[base + 1 + f] ?? 0;
        if (tf === 0) continue;
        const weight = weights[f] ?? 1;
        part += weight * (saturate((tf * (norms[slot * F + f] ?? 0)) / weight, k1) + delta);
      }
    parts[i] = part;
  }
  list.fieldParts = parts;
  list.fieldPartsVersion = version;
  return parts;
}
