// `pnpm pack:all [--out <dir>]` (after the root script has built every package): packs each
// published package into one folder (default packs/ at the repository root) and prints the one
// `npm install` line that installs them in any project, before they are on npm.
import { isAbsolute, join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { packAll } from "./pack-all.js";
import { REPO_ROOT } from "./workspace.js";

const { values } = parseArgs({ options: { out: { type: "string" } }, args: process.argv.slice(2) });
// pnpm runs this script in tooling/packaging; a relative --out means the folder the user typed it in.
const from = process.env["INIT_CWD"] ?? process.cwd();
const out =
  values.out === undefined ? join(REPO_ROOT, "packs") : isAbsolute(values.out) ? values.out : resolve(from, values.out);
const result = await packAll(out);
process.stderr.write(`packed ${result.tarballs.length} packages into ${result.dir}\n`);
process.stderr.write("install them in a project (all in one command, so their @hermes/* dependencies resolve):\n");
process.stdout.write(`${result.installCommand}\n`);
