// Sums the vitest JSON reports of every workspace package into one closing line,
// "N passed, N failed". A test or test:dist script without its report counts as one failure,
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
    // Each test task writes its own report: `test` (unit, from source) vitest.json, `test:dist`
    // (built code) vitest-dist.json. A script without its report is a suite that did not run.
    const own = [
      ...(manifest.scripts?.test ? ["vitest.json"] : []),
      ...(manifest.scripts?.["test:dist"] ? ["vitest-dist.json"] : []),
    ];
    if (own.length === 0) continue;
    const reportsDir = join(root, group, dir, "reports");
    const present = own.filter((file) => existsSync(join(reportsDir, file)));
    for (const file of own.filter((file) => !present.includes(file))) {
      missing.push(`${manifest.name} ${file}`);
      failed += 1;
    }
    // Other reports are extra runs .ci/run made (the consumer test on other Node.js versions).
    const extra = existsSync(reportsDir)
      ? readdirSync(reportsDir)
          .filter((file) => file.endsWith(".json") && !own.includes(file))
          .sort()
      : [];
    for (const file of [...present, ...extra]) {
      const label = file === "vitest.json" ? manifest.name : `${manifest.name} ${file.replace(/\.json$/, "")}`;
      const report = JSON.parse(readFileSync(join(reportsDir, file), "utf8"));
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
  console.log("build, typecheck, lint, format:check or knip failed (see above)");
  failed = 1;
}
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
