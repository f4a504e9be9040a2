// turbo runs tasks in strict environment mode: a task sees only the variables turbo.json declares
// (plus the few turbo always passes), so a variable a test reads but turbo.json does not declare
// has one value in a shell and another inside `pnpm test`. This test reads, for every variable the
// workspace's task code reads, what turbo says the task will receive (`turbo run --dry=json`).
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { filesUnder, readPackages, REPO_ROOT } from "./workspace.js";

/** Set by pnpm for the script it runs, inside turbo as in a shell. */
const SET_FOR_EVERY_SCRIPT = new Set(["PATH", "INIT_CWD"]);
/** Read only by child programs a test writes and starts with that variable in their environment. */
const SET_BY_THE_TEST = new Set(["API_KEY"]);

const ENV_READ = /process\.env(?:\["([A-Z][A-Z0-9_]*)"\]|\.([A-Z][A-Z0-9_]*))/g;

/**
 * The test tasks that run a file: `*.dist.test.ts` run in `test:dist`, other test files in `test`
 * (or in `test:dist` where a package has only that), and any other file, which tests of either
 * kind may import, in both.
 */
function tasksRunning(path: string, scripts: Readonly<Record<string, string>>): string[] {
  const own = ["test", "test:dist"].filter((task) => scripts[task] !== undefined);
  if (path.endsWith(".dist.test.ts")) return own.filter((task) => task === "test:dist");
  if (/\.test\.[cm]?[jt]s$/.test(path) && own.includes("test")) return ["test"];
  return own;
}

/** Variables each test task's code reads, keyed `package#task`. */
function variablesRead(): Map<string, Set<string>> {
  const read = new Map<string, Set<string>>();
  for (const group of ["packages", "tooling"] as const)
    for (const { dir, manifest } of readPackages(group)) {
      const scripts = (manifest["scripts"] ?? {}) as Record<string, string>;
      for (const path of filesUnder(join(REPO_ROOT, dir), /\.(?:[cm]?[jt]s)$/))
        for (const match of readFileSync(join(REPO_ROOT, dir, path), "utf8").matchAll(ENV_READ))
          for (const task of tasksRunning(path, scripts)) {
            const key = `${manifest.name}#${task}`;
            read.set(key, (read.get(key) ?? new Set<string>()).add(match[1] ?? match[2] ?? ""));
          }
    }
  return read;
}

interface DryTask {
  readonly package: string;
  readonly task: string;
  readonly environmentVariables: {
    readonly specified: { readonly env: readonly string[]; readonly passThroughEnv: readonly string[] | null };
  };
}

interface DryRun {
  readonly envMode: string;
  readonly globalCacheInputs: {
    readonly environmentVariables: {
      readonly specified: { readonly env: readonly string[]; readonly passThroughEnv: readonly string[] | null };
    };
  };
  readonly tasks: readonly DryTask[];
}

const dryRun = JSON.parse(
  execFileSync(
    process.execPath,
    [join(REPO_ROOT, "node_modules/turbo/bin/turbo"), "run", "build", "verify", "test", "test:dist", "--dry=json"],
    { cwd: REPO_ROOT, encoding: "utf8", maxBuffer: 64 * 1024 * 1024 },
  ),
) as DryRun;

describe("the environment of test and build tasks", () => {
  it("is strict: a task sees only what turbo.json declares", () => {
    expect(dryRun.envMode).toBe("strict");
  });

  it("declares every variable a test task's code reads, so the task sees what a shell sees", () => {
    const global = dryRun.globalCacheInputs.environmentVariables.specified;
    const globalNames = [...global.env, ...(global.passThroughEnv ?? [])];
    const read = variablesRead();
    const undeclared = dryRun.tasks.flatMap((task) => {
      const own = task.environmentVariables.specified;
      const declared = new Set([...globalNames, ...own.env, ...(own.passThroughEnv ?? [])]);
      return [...(read.get(`${task.package}#${task.task}`) ?? [])]
        .filter((name) => !SET_FOR_EVERY_SCRIPT.has(name) && !SET_BY_THE_TEST.has(name) && !declared.has(name))
        .map((name) => `${task.package}#${task.task}: ${name}`);
    });
    expect(undeclared).toEqual([]);
  });

  it("passes no proxy, certificate or registry variable: no task uses the network", () => {
    const global = dryRun.globalCacheInputs.environmentVariables.specified;
    const names = [
      ...global.env,
      ...(global.passThroughEnv ?? []),
      ...dryRun.tasks.flatMap((task) => [
        ...task.environmentVariables.specified.env,
        ...(task.environmentVariables.specified.passThroughEnv ?? []),
      ]),
    ];
    expect(names.filter((name) => /proxy|cert|ca_file|cafile|registry/i.test(name))).toEqual([]);
  });
});
