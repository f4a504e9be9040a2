import { ensureUint32 } from "./growable.js";

/**
 * The documents (slots, ascending) that contain one term, with the term's frequency in
 * each field: entry `i` is `slots[i]` with frequencies `tfs[i * fieldCount + f]`.
 */
export class PostingList {
  slots: Uint32Array<ArrayBuffer>;
  tfs: Uint32Array<ArrayBuffer>;
  length = 0;
  private readonly fieldCount: number;

  constructor(fieldCount: number, capacity = 2) {
    this.fieldCount = fieldCount;
    this.slots = new Uint32Array(capacity);
    this.tfs = new Uint32Array(capacity * fieldCount);
  }

  /** Appends a slot, which must be larger than every slot already present. */
  push(slot: number, frequencies: ArrayLike<number>): void {
    const at = this.length;
    this.slots = ensureUint32(this.slots, at + 1);
    this.tfs = ensureUint32(this.tfs, (at + 1) * this.fieldCount);
    this.slots[at] = slot;
    for (let f = 0; f < this.fieldCount; f += 1) this.tfs[at * this.fieldCount + f] = frequencies[f] ?? 0;
    this.length = at + 1;
  }

  /** Position of `slot` in the list, or -1 (binary search). */
  find(slot: number): number {
    let lo = 0;
    let hi = this.length - 1;
    while (lo <= hi) {
      const mid = (lo + hi) >>> 1;
      const value = this.slots[mid] ?? 0;
      if (value === slot) return mid;
      if (value < slot) lo = mid + 1;
      else hi = mid - 1;
    }
    return -1;
  }

  /** Keeps the entries whose slot maps to a new slot (≥ 0) and renumbers them; order is kept. */
  remap(newSlotOf: Int32Array): void {
    let out = 0;
    for (let i = 0; i < this.length; i += 1) {
      const next = newSlotOf[this.slots[i] ?? 0] ?? -1;
      if (next < 0) continue;
      this.slots[out] = next;
      this.tfs.copyWithin(out * this.fieldCount, i * this.fieldCount, (i + 1) * this.fieldCount);
      out += 1;
    }
    this.length = out;
  }
}
