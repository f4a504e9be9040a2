import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { API_REPORT_FILE, renderApiReport } from "./api-report/render-api-report.js";
import { publishedPackages } from "./workspace.js";

describe.each(publishedPackages().map((pkg) => [pkg.manifest.name, pkg] as const))("%s API report", (_name, pkg) => {
  it("is committed and matches the built declarations (run `pnpm api-report` after an API change)", () => {
    const path = join(pkg.dir, API_REPORT_FILE);
    expect(existsSync(path), `${path} is missing: run pnpm api-report`).toBe(true);
    expect(readFileSync(path, "utf8")).toBe(renderApiReport(pkg));
  });
});
