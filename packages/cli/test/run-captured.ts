// Runs the CLI in-process as a test would read it: exit code, stdout and stderr as text.
import { runCli } from "../src/cli/run-cli.js";

/** `runCli(argv)` with its output collected: `{ code, out, err }`. */
export async function run(...argv: string[]): Promise<{ code: number; out: string; err: string }> {
  let out = "";
  let err = "";
  const code = await runCli(argv, { out: (text) => void (out += text), err: (text) => void (err += text) });
  return { code, out, err };
}
