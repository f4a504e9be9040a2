// One grid worker of src/grid-processes.ts: receives a GridSlice over IPC, scores it with
// scoreGrid and sends the scores back, then exits.
import { scoreGrid } from "./cross-validation.js";
import type { GridSlice } from "./grid-processes.js";

process.once("message", (message) => {
  const { sets, base, mode, from, to } = message as GridSlice;
  void scoreGrid(sets, base, mode, from, to).then(
    (scores) => process.send?.(scores, () => process.exit(0)),
    (error: unknown) => {
      process.stderr.write(`grid worker: ${error instanceof Error ? error.message : String(error)}\n`);
      process.exit(1);
    },
  );
});
