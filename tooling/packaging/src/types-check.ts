import { spawn } from "node:child_process";
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";

/**
 * The attw profile the packages are checked with. They are ESM-only by design (`"type":
 * "module"`, exports with `types` + `import` only), so the two resolutions that model
 * CommonJS consumers are not held against them: `node10` (no `exports` support; subpaths
 * such as `/testing` cannot resolve) and `node16-cjs` (a `require` reaching ESM). Every
 * other resolution (`node16` from ESM, `bundler`) must be free of problems.
 */
export const ATTW_PROFILE = "esm-only";

/** The resolutions {@link ATTW_PROFILE} ignores (as attw's own profile table says). */
export const IGNORED_RESOLUTIONS: readonly string[] = ["node10", "node16-cjs"];

/** One problem attw reported. */
export interface TypesProblem {
  readonly kind: string;
  readonly entrypoint?: string;
  readonly resolutionKind?: string;
}

/** What attw found in one tarball. */
export interface TypesReport {
  /** attw's exit code under {@link ATTW_PROFILE} (0: no problem outside the ignored resolutions). */
  readonly exitCode: number;
  readonly entrypoints: readonly string[];
  /** Problems in resolutions the profile checks: must be empty. */
  readonly problems: readonly TypesProblem[];
  /** Problems in the ignored CommonJS resolutions, reported for information. */
  readonly ignored: readonly TypesProblem[];
}

interface AttwJson {
  readonly analysis: {
    readonly entrypoints?: Readonly<Record<string, unknown>>;
    readonly problems?: readonly TypesProblem[];
  };
}

const attwBin = (): string => {
  const manifest = createRequire(import.meta.url).resolve("@arethetypeswrong/cli/package.json");
  return join(dirname(manifest), "dist", "index.js");
};

/**
 * Runs the attw CLI on a packed tarball with `--format json --profile esm-only`. Its stdout
 * goes to a file, not a pipe: attw exits right after writing, and a pipe loses everything
 * after the first 64 KiB of JSON.
 */
export async function checkTypes(tarballPath: string): Promise<TypesReport> {
  const dir = mkdtempSync(join(tmpdir(), "hermes-attw-"));
  const outPath = join(dir, "attw.json");
  const out = openSync(outPath, "w");
  try {
    const { code, stderr } = await new Promise<{ code: number; stderr: string }>((resolve, reject) => {
      const child = spawn(
        process.execPath,
        [attwBin(), tarballPath, "--format", "json", "--profile", ATTW_PROFILE, "--no-color"],
        {
          stdio: ["ignore", out, "pipe"],
        },
      );
      let stderr = "";
      child.stderr?.on("data", (chunk: Buffer) => (stderr += chunk.toString("utf8")));
      child.once("error", reject);
      child.once("close", (exitCode) => resolve({ code: exitCode ?? -1, stderr }));
    });
    const text = readFileSync(outPath, "utf8");
    if (text.trim() === "") throw new Error(`attw printed nothing (exit ${code}): ${stderr}`);
    const { analysis } = JSON.parse(text) as AttwJson;
    const all = analysis.problems ?? [];
    const isIgnored = (problem: TypesProblem): boolean =>
      problem.resolutionKind !== undefined && IGNORED_RESOLUTIONS.includes(problem.resolutionKind);
    return {
      exitCode: code,
      entrypoints: Object.keys(analysis.entrypoints ?? {}),
      problems: all.filter((problem) => !isIgnored(problem)),
      ignored: all.filter(isIgnored),
    };
  } finally {
    closeSync(out);
    rmSync(dir, { recursive: true, force: true });
  }
}
