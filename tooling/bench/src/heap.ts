import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";

let cached: (() => void) | undefined;

/**
 * The V8 collector. `pnpm bench` starts node with `--expose-gc`; when it was not,
 * the flag is switched on at run time and the function taken from a fresh context.
 */
function gcFunction(): () => void {
  if (cached !== undefined) return cached;
  if (typeof globalThis.gc === "function") {
    const exposed = globalThis.gc;
    cached = () => void exposed();
  } else {
    setFlagsFromString("--expose-gc");
    const fresh: unknown = runInNewContext("gc");
    if (typeof fresh !== "function") throw new Error("cannot expose the garbage collector");
    cached = () => void (fresh as () => unknown)();
  }
  return cached;
}

/** Runs full collections until the heap is settled (two passes catch weak refs). */
export function collectGarbage(): void {
  const gc = gcFunction();
  gc();
  gc();
}

/**
 * Memory held by JavaScript objects after a full collection, in MB: the V8 heap plus
 * `external` memory (ArrayBuffer backing stores live outside the heap, and typed-array
 * indexes would otherwise look free).
 */
export function settledHeapMb(): number {
  collectGarbage();
  const usage = process.memoryUsage();
  return (usage.heapUsed + usage.external) / (1024 * 1024);
}

/**
 * Builds something and reports how much memory it keeps alive: settled heap (plus external)
 * with the value held, minus the same before building.
 */
export async function measureRetainedHeap<T>(build: () => T | Promise<T>): Promise<{ value: T; heapMb: number }> {
  const before = settledHeapMb();
  const value = await build();
  const after = settledHeapMb();
  return { value, heapMb: after - before };
}
