// Runs knip (unused files, exports, types and dependencies) over a workspace: the check
// `unused-code.test.ts` holds the repository to, configured by knip.jsonc at its root.
import { execFile } from "node:child_process";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";

/** What one knip run printed, and whether it found anything. */
export interface KnipRun {
  /** knip's exit code: 0 when it found nothing, 1 when it did, 2 when it could not run. */
  readonly exitCode: number;
  /** The findings as knip prints them (empty when there are none). */
  readonly output: string;
}

/** knip's CLI script: `bin/knip.js` beside the `dist/` its main export resolves into (it exports no package.json). */
const knipBin = (): string => join(dirname(createRequire(import.meta.url).resolve("knip")), "..", "bin", "knip.js");

/**
 * Runs knip in `cwd` with the config found there, without progress output or configuration
 * hints; never throws for findings (they are in the result). Offline: knip reads only files.
 */
export function runKnip(cwd: string, extraArgs: readonly string[] = []): Promise<KnipRun> {
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      [knipBin(), "--no-progress", "--no-config-hints", ...extraArgs],
      { cwd, maxBuffer: 16 * 1024 * 1024, env: { ...process.env, NO_COLOR: "1", FORCE_COLOR: "0" } },
      (error, stdout, stderr) => {
        const code = error === null ? 0 : typeof error.code === "number" ? error.code : -1;
        if (code !== 0 && code !== 1) reject(new Error(`knip could not run (exit ${code}): ${stderr || stdout}`));
        else resolve({ exitCode: code, output: `${stdout}${stderr}`.trim() });
      },
    );
  });
}
