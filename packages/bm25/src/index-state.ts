import { ensureFloat64, ensureUint32, ensureUint8 } from "./growable.js";
import { PostingList } from "./posting-list.js";

/** A document turned into term ids: distinct terms in first-occurrence order, per-field counts. */
export interface TokenizedDocument {
  readonly termIds: readonly number[];
  /** `tfs[i * fieldCount + f]`: occurrences of `termIds[i]` in field `f`. */
  readonly tfs: readonly number[];
  /** Tokens per field. */
  readonly lengths: readonly number[];
}

/** Removed slots tolerated before postings are compacted (also needs dead > live). */
const COMPACT_AFTER = 64;

/** Normalises an exact-match key: trimmed, lowercased. */
export function normalizeKey(key: string): string {
  return key.trim().toLowerCase();
}

/**
 * The mutable heart of an index: a term dictionary with postings, and a table of document
 * slots (one per added document, in insertion order). Removal marks a slot dead and fixes
 * the statistics at once; postings are compacted when dead slots outnumber live ones.
 */
export class IndexState {
  readonly fieldCount: number;
  readonly termIds = new Map<string, number>();
  readonly terms: string[] = [];
  readonly postings: PostingList[] = [];
  df = new Uint32Array(64);
  /** Scratch for tokenizing one document: per term, the stamp of the last document that used it and its position there. */
  termStamp = new Uint32Array(64);
  termPosition = new Uint32Array(64);
  stamp = 0;

  slotCount = 0;
  liveCount = 0;
  deadCount = 0;
  ids: (string | undefined)[] = [];
  keys: (string | undefined)[] = [];
  alive = new Uint8Array(64);
  /** Rank among equal scores: smaller first. A replaced document keeps its value. */
  seq = new Float64Array(64);
  lengths: Float64Array<ArrayBuffer>;
  readonly totalLengths: Float64Array;
  nextSeq = 0;
  /** Bumped on every change; caches (field norms) compare against it. */
  version = 0;

  private fwd = new Uint32Array(256);
  private fwdUsed = 0;
  private fwdStart = new Uint32Array(64);
  private fwdLength = new Uint32Array(64);
  readonly idToSlot = new Map<string, number>();
  readonly keyToSlots = new Map<string, number[]>();

  constructor(fieldCount: number) {
    this.fieldCount = fieldCount;
    this.lengths = new Float64Array(64 * fieldCount);
    this.totalLengths = new Float64Array(fieldCount);
  }

  /** The id of `token`, created when `create` is set; -1 when absent. */
  termId(token: string, create: boolean): number {
    const known = this.termIds.get(token);
    if (known !== undefined || !create) return known ?? -1;
    const id = this.terms.length;
    this.terms.push(token);
    this.termIds.set(token, id);
    this.postings.push(new PostingList(this.fieldCount));
    this.df = ensureUint32(this.df, id + 1);
    this.termStamp = ensureUint32(this.termStamp, id + 1);
    this.termPosition = ensureUint32(this.termPosition, id + 1);
    return id;
  }

  /** Adds a document in a new slot and returns the slot. The id must be new. */
  insert(id: string, key: string | undefined, doc: TokenizedDocument, seq: number = this.nextSeq++): number {
    const slot = this.slotCount;
    const F = this.fieldCount;
    this.slotCount += 1;
    this.alive = ensureUint8(this.alive, slot + 1);
    this.seq = ensureFloat64(this.seq, slot + 1);
    this.lengths = ensureFloat64(this.lengths, (slot + 1) * F);
    this.fwdStart = ensureUint32(this.fwdStart, slot + 1);
    this.fwdLength = ensureUint32(this.fwdLength, slot + 1);
    this.fwd = ensureUint32(this.fwd, this.fwdUsed + doc.termIds.length);
    this.ids[slot] = id;
    this.keys[slot] = key;
    this.alive[slot] = 1;
    this.seq[slot] = seq;
    for (let f = 0; f < F; f += 1) {
      const length = doc.lengths[f] ?? 0;
      this.lengths[slot * F + f] = length;
      this.totalLengths[f] = (this.totalLengths[f] ?? 0) + length;
    }
    this.fwdStart[slot] = this.fwdUsed;
    this.fwdLength[slot] = doc.termIds.length;
    const frequencies = new Array<number>(F);
    doc.termIds.forEach((termId, i) => {
      this.fwd[this.fwdUsed++] = termId;
      for (let f = 0; f < F; f += 1) frequencies[f] = doc.tfs[i * F + f] ?? 0;
      this.postings[termId]?.push(slot, frequencies);
      this.df[termId] = (this.df[termId] ?? 0) + 1;
    });
    this.idToSlot.set(id, slot);
    if (key !== undefined) {
      const normalized = normalizeKey(key);
      const slots = this.keyToSlots.get(normalized);
      if (slots === undefined) this.keyToSlots.set(normalized, [slot]);
      else slots.push(slot);
    }
    this.liveCount += 1;
    this.version += 1;
    return slot;
  }

  /** Removes the document in `slot` (which must be live). */
  remove(slot: number): void {
    const F = this.fieldCount;
    const start = this.fwdStart[slot] ?? 0;
    const end = start + (this.fwdLength[slot] ?? 0);
    for (let i = start; i < end; i += 1) {
      const termId = this.fwd[i] ?? 0;
      this.df[termId] = (this.df[termId] ?? 1) - 1;
    }
    for (let f = 0; f < F; f += 1) {
      this.totalLengths[f] = (this.totalLengths[f] ?? 0) - (this.lengths[slot * F + f] ?? 0);
    }
    const id = this.ids[slot];
    if (id !== undefined) this.idToSlot.delete(id);
    const key = this.keys[slot];
    if (key !== undefined) {
      const normalized = normalizeKey(key);
      const rest = (this.keyToSlots.get(normalized) ?? []).filter((s) => s !== slot);
      if (rest.length === 0) this.keyToSlots.delete(normalized);
      else this.keyToSlots.set(normalized, rest);
    }
    this.alive[slot] = 0;
    this.ids[slot] = undefined;
    this.keys[slot] = undefined;
    this.liveCount -= 1;
    this.deadCount += 1;
    this.version += 1;
    if (this.deadCount > COMPACT_AFTER && this.deadCount > this.liveCount) this.compact();
  }

  /** Distinct term ids of a live slot. */
  termsOf(slot: number): Uint32Array {
    const start = this.fwdStart[slot] ?? 0;
    return this.fwd.subarray(start, start + (this.fwdLength[slot] ?? 0));
  }

  /** Renumbers live slots densely (order kept) and drops dead entries from every posting list. */
  compact(): void {
    const F = this.fieldCount;
    const newSlotOf = new Int32Array(this.slotCount).fill(-1);
    let next = 0;
    for (let slot = 0; slot < this.slotCount; slot += 1) if (this.alive[slot] === 1) newSlotOf[slot] = next++;
    const fwd = new Uint32Array(Math.max(8, this.fwdUsed));
    let fwdUsed = 0;
    for (let slot = 0; slot < this.slotCount; slot += 1) {
      const to = newSlotOf[slot] ?? -1;
      if (to < 0) continue;
      const terms = this.termsOf(slot);
      this.fwdStart[to] = fwdUsed;
      this.fwdLength[to] = terms.length;
      fwd.set(terms, fwdUsed);
      fwdUsed += terms.length;
      this.ids[to] = this.ids[slot];
      this.keys[to] = this.keys[slot];
      this.seq[to] = this.seq[slot] ?? 0;
      this.alive[to] = 1;
      this.lengths.copyWithin(to * F, slot * F, (slot + 1) * F);
    }
    this.fwd = fwd;
    this.fwdUsed = fwdUsed;
    this.alive.fill(0, next);
    this.ids.length = next;
    this.keys.length = next;
    this.slotCount = next;
    this.deadCount = 0;
    for (const list of this.postings) list.remap(newSlotOf);
    this.idToSlot.clear();
    this.keyToSlots.clear();
    for (let slot = 0; slot < next; slot += 1) {
      const id = this.ids[slot];
      if (id !== undefined) this.idToSlot.set(id, slot);
      const key = this.keys[slot];
      if (key === undefined) continue;
      const normalized = normalizeKey(key);
      const slots = this.keyToSlots.get(normalized);
      if (slots === undefined) this.keyToSlots.set(normalized, [slot]);
      else slots.push(slot);
    }
    this.version += 1;
  }
}
