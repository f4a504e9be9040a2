// Writes packages/*/api-report.md from the built declarations and prints the export counts:
// pnpm api-report (after pnpm build)
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { readExports } from "./api-report/read-exports.js";
import { API_REPORT_FILE, entryDeclarations, renderApiReport } from "./api-report/render-api-report.js";
import { publishedPackages } from "./workspace.js";

for (const pkg of publishedPackages()) {
  writeFileSync(join(pkg.dir, API_REPORT_FILE), renderApiReport(pkg));
  const counts = entryDeclarations(pkg).map(({ subpath, file }) => {
    const entries = readExports(file);
    return `${subpath} ${entries.length} exports (${entries.filter((entry) => entry.value).length} values)`;
  });
  console.log(`${pkg.manifest.name}: ${counts.join(", ")}`);
}
