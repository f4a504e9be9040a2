// Writes docs/configuration.md from the config schema and the config-file reader:
// pnpm --filter @hermes/packaging exec tsx src/write-config-doc.ts
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { CONFIG_DOC_PATH, renderConfigDoc } from "./config-doc/render-config-doc.js";
import { REPO_ROOT } from "./workspace.js";

writeFileSync(join(REPO_ROOT, CONFIG_DOC_PATH), renderConfigDoc());
console.log(`wrote ${CONFIG_DOC_PATH}`);
