// Finds package-manager commands that would fetch from a registry while a test or build task
// runs: installs, adds and one-off runners (npx, pnpm dlx). Everything a task needs comes from
// the lockfile through `pnpm install`; the only install a test may run names a local registry
// (`--registry http://127.0.0.1:…`) or stays offline (`--offline`).

/** One fetching command found in a file. */
export interface RegistryInstall {
  readonly file: string;
  readonly line: number;
  readonly text: string;
}

/** `npm install …`, `pnpm add …`, `npx …` and the like, written as one shell command. */
const SHELL_COMMAND =
  /\b(?:(?:npm|pnpm|yarn|bun)\s+(?:--?[\w-]+(?:[= ](?!-)\S+)?\s+)*(?:install|i|ci|add|dlx|x)\b|npx\s|bunx\s)/;

/** A line of code that hands a command to a shell or starts a program. */
const STARTS_A_PROGRAM = /(?<!\/\.)\b(?:exec|execSync|execFile|execFileSync|spawn|spawnSync|run)\s*\(/;

/** The same written as a program and its arguments: `("npm", ["install", …])`. */
const ARGUMENT_LIST = /["'`](?:npm|pnpm|yarn|bun)["'`]\s*,\s*\[\s*["'`](?:install|i|ci|add|dlx|x)["'`]([^\]]*)\]/g;

/**
 * An install that cannot reach a remote registry: `--offline`, or `--registry` given a loopback
 * URL or a value named `local…` (a registry the test started on 127.0.0.1; the test itself
 * proves where its packages came from).
 */
const LOCAL_ONLY =
  /--offline\b|--registry[\s="'`,]+(?:\$\{\s*local\w*|local\w*|https?:\/\/(?:127\.0\.0\.1|localhost)\b)/;

/** A line that is a comment (shell `#`, `//`, or part of a `/* … *\/` block). */
const COMMENT = /^\s*(?:#|\/\/|\/?\*)/;

const lineOf = (text: string, index: number): number => text.slice(0, index).split("\n").length;

/**
 * The fetching package-manager commands in one file's text: in a shell script (`.sh`, or a
 * package.json script) every line; in code, the lines that start a program (`exec`, `spawn`,
 * `execFile`, `run(`…) and argument lists such as `("npm", ["install", …])`. A command that names
 * `--offline` or a loopback `--registry` is allowed; comments are skipped.
 */
export function registryInstalls(file: string, text: string): RegistryInstall[] {
  const found: RegistryInstall[] = [];
  const shell = file.endsWith(".sh") || file.includes("package.json#");
  text.split("\n").forEach((line, index) => {
    if (COMMENT.test(line)) return;
    if (!shell && !STARTS_A_PROGRAM.test(line)) return;
    if (SHELL_COMMAND.test(line) && !LOCAL_ONLY.test(line)) found.push({ file, line: index + 1, text: line.trim() });
  });
  const lines = text.split("\n");
  for (const match of text.matchAll(ARGUMENT_LIST)) {
    if (LOCAL_ONLY.test(match[1] ?? "")) continue;
    const line = lineOf(text, match.index);
    if (COMMENT.test(lines[line - 1] ?? "")) continue;
    if (!found.some((item) => item.line === line)) found.push({ file, line, text: match[0] });
  }
  return found;
}

/** The scripts of a package.json, as `file#script` lines for {@link registryInstalls}. */
export function scriptInstalls(file: string, scripts: Readonly<Record<string, string>>): RegistryInstall[] {
  return Object.entries(scripts).flatMap(([name, command]) =>
    registryInstalls(`${file}#${name}`, command).map((item) => ({ ...item, line: 0 })),
  );
}
