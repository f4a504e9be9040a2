/** A bounded binary min-heap of candidate indexes under a "worse than" order. */
function siftDown(heap: number[], start: number, worse: (a: number, b: number) => boolean): void {
  let i = start;
  for (;;) {
    const left = 2 * i + 1;
    const right = left + 1;
    let worst = i;
    if (left < heap.length && worse(heap[left] ?? 0, heap[worst] ?? 0)) worst = left;
    if (right < heap.length && worse(heap[right] ?? 0, heap[worst] ?? 0)) worst = right;
    if (worst === i) return;
    [heap[i], heap[worst]] = [heap[worst] ?? 0, heap[i] ?? 0];
    i = worst;
  }
}

function siftUp(heap: number[], start: number, worse: (a: number, b: number) => boolean): void {
  let child = start;
  while (child > 0) {
    const parent = (child - 1) >> 1;
    if (!worse(heap[child] ?? 0, heap[parent] ?? 0)) return;
    [heap[child], heap[parent]] = [heap[parent] ?? 0, heap[child] ?? 0];
    child = parent;
  }
}

/**
 * Picks the best `limit` candidates by score (descending), ties by `order` (ascending),
 * without sorting every candidate: a bounded min-heap keeps the current best, and a
 * candidate scoring below the heap's worst is rejected with one comparison.
 * Returns candidate values, best first.
 */
export function topK(
  candidates: ArrayLike<number>,
  count: number,
  score: Float64Array,
  order: Float64Array,
  limit: number,
): number[] {
  if (limit <= 0 || count === 0) return [];
  const worse = (a: number, b: number): boolean => {
    const sa = score[a] ?? 0;
    const sb = score[b] ?? 0;
    return sa < sb || (sa === sb && (order[a] ?? 0) > (order[b] ?? 0));
  };
  const byRank = (a: number, b: number): number => (worse(a, b) ? 1 : worse(b, a) ? -1 : 0);
  if (limit >= count) return Array.from({ length: count }, (_, i) => candidates[i] ?? 0).sort(byRank);
  const heap: number[] = [];
  let floor = -Infinity;
  for (let i = 0; i < count; i += 1) {
    const candidate = candidates[i] ?? 0;
    if (heap.length < limit) {
      heap.push(candidate);
      siftUp(heap, heap.length - 1, worse);
      if (heap.length === limit) floor = score[heap[0] ?? 0] ?? 0;
    } else if ((score[candidate] ?? 0) >= floor && worse(heap[0] ?? 0, candidate)) {
      heap[0] = candidate;
      siftDown(heap, 0, worse);
      floor = score[heap[0] ?? 0] ?? 0;
    }
  }
  return heap.sort(byRank);
}

/**
 * The `k`-th best score among the candidates that are admitted so far (matched groups ≥ `required`
 * and not in `skip`), or `-Infinity` when fewer than `k` are. Scores only grow as terms are
 * added, so this is a lower bound of the final k-th best score.
 */
export function kthBest(
  candidates: ArrayLike<number>,
  count: number,
  score: Float64Array,
  matched: Uint32Array,
  required: number,
  skip: ReadonlySet<number>,
  k: number,
): number {
  const heap: number[] = [];
  const lower = (a: number, b: number): boolean => a < b;
  for (let i = 0; i < count; i += 1) {
    const slot = candidates[i] ?? 0;
    if ((matched[slot] ?? 0) < required || (skip.size > 0 && skip.has(slot))) continue;
    const value = score[slot] ?? 0;
    if (heap.length < k) {
      heap.push(value);
      siftUp(heap, heap.length - 1, lower);
    } else if (value > (heap[0] ?? 0)) {
      heap[0] = value;
      siftDown(heap, 0, lower);
    }
  }
  return heap.length < k ? -Infinity : (heap[0] ?? -Infinity);
}
