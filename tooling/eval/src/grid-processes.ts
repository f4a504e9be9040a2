// The cross-validation grid spread over child processes, one per core: each scores a contiguous
// slice of the grid points on every set (src/grid-worker-main.ts) and the slices are joined in
// grid order, so the scores are the ones one process computes, only sooner.
import { fork } from "node:child_process";
import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";
import type { EvalSet } from "@hermes/data";
import { gridPoints, type GridScorer } from "./cross-validation.js";
import type { Mode } from "./modes.js";
import type { RetrievalConfig } from "./retrieval-config.js";

const WORKER = fileURLToPath(new URL("./grid-worker-main.ts", import.meta.url));

/** What the parent sends a grid worker: the sets, the base config, the mode and its slice. */
export interface GridSlice {
  readonly sets: readonly EvalSet[];
  readonly base: RetrievalConfig;
  readonly mode: Mode;
  readonly from: number;
  readonly to: number;
}

/** `count` contiguous slices `[from, to)` covering `0 … total`, as even as integers allow. */
export function sliceBounds(total: number, count: number): { from: number; to: number }[] {
  const parts = Math.max(1, Math.min(count, total));
  return Array.from({ length: parts }, (_, i) => ({
    from: Math.floor((i * total) / parts),
    to: Math.floor(((i + 1) * total) / parts),
  }));
}

function scoreSlice(slice: GridSlice): Promise<number[][]> {
  return new Promise((resolve, reject) => {
    // The worker is TypeScript run by tsx, like `pnpm eval` itself; it resolves @hermes/* to dist.
    const child = fork(WORKER, [], { execArgv: ["--import", "tsx"], serialization: "advanced" });
    let scores: number[][] | undefined;
    child.on("message", (message) => {
      scores = message as number[][];
    });
    child.on("error", reject);
    child.on("exit", (code) => {
      if (code === 0 && scores !== undefined) resolve(scores);
      else reject(new Error(`grid worker for points ${slice.from}–${slice.to} exited with ${code ?? "a signal"}`));
    });
    child.send(slice);
  });
}

/**
 * A {@link GridScorer} that runs `processes` child processes (default: the machine's available
 * parallelism) and joins their slices in grid order.
 */
export function gridInProcesses(processes: number = availableParallelism()): GridScorer {
  return async (sets: readonly EvalSet[], base: RetrievalConfig, mode: Mode) => {
    const bounds = sliceBounds(gridPoints(base).length, processes);
    const slices = await Promise.all(bounds.map(({ from, to }) => scoreSlice({ sets, base, mode, from, to })));
    return slices.flat();
  };
}
