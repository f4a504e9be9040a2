// Regenerates the code table of docs/errors.md: pnpm errors-doc
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { collectCodeUnions, renderCodeTable, withCodeTable } from "./error-codes.js";
import { REPO_ROOT } from "./workspace.js";

const path = join(REPO_ROOT, "docs", "errors.md");
writeFileSync(path, withCodeTable(readFileSync(path, "utf8"), renderCodeTable(collectCodeUnions(REPO_ROOT))));
process.stdout.write(`wrote ${path}\n`);
