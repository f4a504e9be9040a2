import { spawnSync } from "node:child_process";
import { chmodSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { REPO_ROOT } from "./workspace.js";

const pinned = (
  JSON.parse(readFileSync(join(REPO_ROOT, "package.json"), "utf8")) as { packageManager: string }
).packageManager.replace(/^pnpm@/, "");

/** The README's first-screen commands: the lines of its first `sh` block, comments removed. */
function firstScreenCommands(): string[] {
  const readme = readFileSync(join(REPO_ROOT, "README.md"), "utf8");
  const block = /```sh\n([\s\S]*?)```/.exec(readme)?.[1] ?? "";
  return block
    .split("\n")
    .map((line) => line.replace(/\s+#.*$/, "").trim())
    .filter((line) => line.length > 0);
}

const which = (name: string): string =>
  spawnSync("sh", ["-c", `command -v ${name}`], { encoding: "utf8" }).stdout.trim();

/** A PATH holding only stub `pnpm` / `npm` scripts that log their calls, plus the real grep. */
function stubPath(pnpmVersion: string | undefined): { dir: string; log: string } {
  const dir = mkdtempSync(join(tmpdir(), "readme-commands-"));
  const log = join(dir, "calls.log");
  const pnpmStub = (version: string): string =>
    `#!${which("sh")}\nif [ "$1" = "--version" ]; then echo ${version}; exit 0; fi\necho "pnpm $*" >> "${log}"\n`;
  const write = (name: string, text: string): void => {
    writeFileSync(join(dir, name), text);
    chmodSync(join(dir, name), 0o755);
  };
  if (pnpmVersion !== undefined) write("pnpm", pnpmStub(pnpmVersion));
  // The npm stub "installs" pnpm the way the real one would: afterwards `pnpm --version` is the pin.
  write(
    "npm",
    `#!${which("sh")}\necho "npm $*" >> "${log}"\ncat > "${join(dir, "pnpm")}" <<'STUB'\n${pnpmStub(pinned)}STUB\nchmod +x "${join(dir, "pnpm")}"\n`,
  );
  symlinkSync(which("grep"), join(dir, "grep"));
  symlinkSync(which("cat"), join(dir, "cat"));
  symlinkSync(which("chmod"), join(dir, "chmod"));
  return { dir, log };
}

function runSetup(pnpmVersion: string | undefined): string[] {
  const { dir, log } = stubPath(pnpmVersion);
  made.push(dir);
  const [setup] = firstScreenCommands();
  const result = spawnSync(which("bash"), ["-c", setup ?? "false"], { env: { PATH: dir }, encoding: "utf8" });
  expect(result.status, result.stderr).toBe(0);
  return readFileSync(log, "utf8").trim().split("\n");
}

const made: string[] = [];
afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe("the README's first screen", () => {
  it("gives exactly two commands: set up and run the demo, then run every test", () => {
    const commands = firstScreenCommands();
    expect(commands).toHaveLength(2);
    expect(commands[0]).toMatch(/pnpm install && pnpm demo$/);
    expect(commands[1]).toBe("pnpm test");
  });

  it("does not reinstall pnpm when the pinned version is already there", () => {
    expect(runSetup(pinned)).toEqual(["pnpm install", "pnpm demo"]);
  });

  it("installs the pinned pnpm when another version is there, or none", () => {
    for (const present of ["11.9.0", undefined]) {
      expect(runSetup(present)).toEqual([`npm install -g pnpm@${pinned}`, "pnpm install", "pnpm demo"]);
    }
  });
});
