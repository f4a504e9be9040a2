import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { REPO_ROOT } from "./workspace.js";

interface Step {
  readonly uses?: string;
  readonly run?: string;
  readonly with?: Record<string, string>;
  readonly env?: Record<string, string>;
}
interface Workflow {
  readonly on: { readonly push: { readonly branches: readonly string[] } };
  readonly permissions: Record<string, string>;
  readonly jobs: Record<string, { readonly steps: readonly Step[] }>;
}

const workflow = parse(readFileSync(join(REPO_ROOT, ".github", "workflows", "release.yml"), "utf8")) as Workflow;
const steps = Object.values(workflow.jobs).flatMap((job) => job.steps);
const rootScripts = (
  JSON.parse(readFileSync(join(REPO_ROOT, "package.json"), "utf8")) as { scripts: Record<string, string> }
).scripts;

describe("the release workflow", () => {
  it("runs on main with the permissions changesets and npm provenance need", () => {
    expect(workflow.on.push.branches).toEqual(["main"]);
    expect(workflow.permissions).toMatchObject({ contents: "write", "pull-requests": "write", "id-token": "write" });
  });

  it("installs from the lockfile, builds, then versions and publishes through changesets with provenance", () => {
    const runs = steps.flatMap((step) => (step.run === undefined ? [] : [step.run]));
    expect(runs).toEqual(["pnpm install --frozen-lockfile", "pnpm build"]);
    const changesets = steps.find((step) => step.uses?.startsWith("changesets/action@") === true);
    expect(changesets?.with).toMatchObject({ version: "pnpm version-packages", publish: "pnpm release" });
    expect(changesets?.env).toMatchObject({ NPM_CONFIG_PROVENANCE: "true" });
    expect(Object.keys(changesets?.env ?? {})).toEqual(expect.arrayContaining(["GITHUB_TOKEN", "NPM_TOKEN"]));
    expect(steps.indexOf(changesets ?? {})).toBe(steps.length - 1);
  });

  it("uses root scripts that exist: version-packages and a release that builds before changeset publish", () => {
    expect(rootScripts["version-packages"]).toBe("changeset version");
    expect(rootScripts["release"]).toMatch(/^turbo run build && changeset publish$/);
  });
});
