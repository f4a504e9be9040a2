/**
 * Picks the best `limit` candidates by score (descending), ties by `order` (ascending),
 * without sorting every candidate: a bounded min-heap keeps the current best.
 * Returns candidate indexes, best first.
 */
export function topK(
  candidates: ArrayLike<number>,
  count: number,
  score: Float64Array,
  order: Float64Array,
  limit: number,
): number[] {
  const worse = (a: number, b: number): boolean => {
    const sa = score[a] ?? 0;
    const sb = score[b] ?? 0;
    return sa < sb || (sa === sb && (order[a] ?? 0) > (order[b] ?? 0));
  };
  if (limit <= 0 || count === 0) return [];
  if (limit >= count) {
    const all = Array.from({ length: count }, (_, i) => candidates[i] ?? 0);
    return all.sort((a, b) => (worse(a, b) ? 1 : worse(b, a) ? -1 : 0));
  }
  const heap: number[] = [];
  const siftDown = (start: number): void => {
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
  };
  for (let i = 0; i < count; i += 1) {
    const candidate = candidates[i] ?? 0;
    if (heap.length < limit) {
      heap.push(candidate);
      let child = heap.length - 1;
      while (child > 0) {
        const parent = (child - 1) >> 1;
        if (!worse(heap[child] ?? 0, heap[parent] ?? 0)) break;
        [heap[child], heap[parent]] = [heap[parent] ?? 0, heap[child] ?? 0];
        child = parent;
      }
    } else if (worse(heap[0] ?? 0, candidate)) {
      heap[0] = candidate;
      siftDown(0);
    }
  }
  return heap.sort((a, b) => (worse(a, b) ? 1 : worse(b, a) ? -1 : 0));
}
