import { ensureUint32 } from "./growable.js";

/**
 * The documents (slots, ascending) that contain one term, with the term's frequency in each
 * field, interleaved in one typed array: entry `i` is `data[i * stride]` (the slot) followed
 * by `fieldCount` frequencies. One allocation per term keeps building cheap.
 */
export class PostingList {
  data: Uint32Array<ArrayBuffer>;
  length = 0;
  readonly stride: number;
  /**
   * Cache of each entry's saturated, normalised term frequency (`tfn (k1+1) / (tfn + k1)`),
   * valid while `partsVersion` equals the index version it was computed for.
   */
  parts: Float64Array<ArrayBuffer> | undefined;
  /** The largest value in `parts` (an upper bound of the term's contribution per unit of idf). */
  maxPart = 0;
  partsVersion = -1;
  /**
   * Cache of each entry's field-wise part (each field saturated on its own, weighted, summed;
   * see `fieldwiseParts`), valid while `fieldPartsVersion` equals the index version.
   */
  fieldParts: Float64Array<ArrayBuffer> | undefined;
  fieldPartsVersion = -1;

  constructor(fieldCount: number, capacity = 2) {
    this.stride = fieldCount + 1;
    this.data = new Uint32Array(capacity * this.stride);
  }

  /** Appends a slot, which must be larger than every slot already present. */
  push(slot: number, frequencies: ArrayLike<number>): void {
    const stride = this.stride;
    const at = this.length * stride;
    this.data = ensureUint32(this.data, at + stride);
    this.data[at] = slot;
    for (let f = 1; f < stride; f += 1) this.data[at + f] = frequencies[f - 1] ?? 0;
    this.length += 1;
  }

  /** The slot of entry `i`. */
  slot(i: number): number {
    return this.data[i * this.stride] ?? 0;
  }

  /** The frequency of entry `i` in field `f`. */
  frequency(i: number, f: number): number {
    return this.data[i * this.stride + 1 + f] ?? 0;
  }

  /** Position of `slot` in the list, or -1 (binary search). */
  find(slot: number): number {
    let lo = 0;
    let hi = this.length - 1;
    while (lo <= hi) {
      const mid = (lo + hi) >>> 1;
      const value = this.slot(mid);
      if (value === slot) return mid;
      if (value < slot) lo = mid + 1;
      else hi = mid - 1;
    }
    return -1;
  }

  /** Keeps the entries whose slot maps to a new slot (≥ 0) and renumbers them; order is kept. */
  remap(newSlotOf: Int32Array): void {
    const stride = this.stride;
    let out = 0;
    for (let i = 0; i < this.length; i += 1) {
      const next = newSlotOf[this.slot(i)] ?? -1;
      if (next < 0) continue;
      this.data.copyWithin(out * stride, i * stride, (i + 1) * stride);
      this.data[out * stride] = next;
      out += 1;
    }
    this.length = out;
    this.parts = undefined;
    this.partsVersion = -1;
    this.fieldParts = undefined;
    this.fieldPartsVersion = -1;
  }
}
