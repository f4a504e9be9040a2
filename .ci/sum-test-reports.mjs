// Sums the vitest JSON reports of every workspace package into one closing line,
// "N passed, N failed". A package with a test script but no report counts as one failure,
// so a crashed or skipped suite can never look green; CHECKS_FAILED=1 adds a failed build,
// typecheck or lint step. Exit code 1 when anything failed.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

const root = new URL("..", import.meta.url).pathname;
let passed = 0;
let failed = 0;
const missing = [];
for (const group of ["packages", "tooling"]) {
  for (const dir of readdirSync(join(root, group)).sort()) {
    const manifestPath = join(root, group, dir, "package.json");
    if (!existsSync(manifestPath)) continue;
    const manifest = JSON.parse(readFileSync(manifestPath, "utf8"));
    if (!manifest.scripts?.test) continue;
    const reportPath = join(root, group, dir, "reports", "vitest.json");
    if (!existsSync(reportPath)) {
      missing.push(manifest.name);
      failed += 1;
      continue;
    }
    // vitest.json is the package's own run; other reports are extra runs .ci/run made (other Node.js versions).
    const extra = readdirSync(join(root, group, dir, "reports"))
      .filter((file) => file.endsWith(".json") && file !== "vitest.json")
      .sort();
    for (const file of ["vitest.json", ...extra]) {
      const label = file === "vitest.json" ? manifest.name : `${manifest.name} ${file.replace(/\.json$/, "")}`;
      const report = JSON.parse(readFileSync(join(root, group, dir, "reports", file), "utf8"));
      passed += report.numPassedTests ?? 0;
      failed += report.numFailedTests ?? 0;
      // A file that fails outside a test (a hook timeout, an import error) fails no test but the run.
      if (report.success === false && (report.numFailedTests ?? 0) === 0) {
        missing.push(`${label} (a test file failed outside its tests)`);
        failed += 1;
      }
      if ((report.numTotalTests ?? 0) === 0) {
        missing.push(`${label} (ran no test)`);
        failed += 1;
      }
      console.log(`${label}: ${report.numPassedTests ?? 0} passed, ${report.numFailedTests ?? 0} failed`);
    }
  }
}
for (const name of missing) console.log(`${name}: no test report`);
// The test command also type-checks and lints; when it failed but no test did, that failure counts too.
if (process.env.CHECKS_FAILED === "1" && failed === 0) {
  console.log("build, typecheck or lint failed (see above)");
  failed = 1;
}
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
