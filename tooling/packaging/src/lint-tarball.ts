import { readFileSync } from "node:fs";
import { publint, type Message, type Options } from "publint";
import { formatMessage } from "publint/utils";

/** One publint finding, rendered. */
export interface LintFinding {
  readonly type: Message["type"];
  readonly code: Message["code"];
  readonly text: string;
}

async function lint(pack: NonNullable<Options["pack"]>, pkgDir?: string): Promise<LintFinding[]> {
  const { messages, pkg } = await publint({
    pack,
    level: "suggestion",
    strict: false,
    ...(pkgDir === undefined ? {} : { pkgDir }),
  });
  return messages.map((message) => ({
    type: message.type,
    code: message.code,
    text: formatMessage(message, pkg, { color: false }) ?? message.code,
  }));
}

/**
 * Runs publint on a packed tarball (not on the folder), so it sees exactly the published
 * files and the manifest as pnpm rewrote it.
 */
export async function lintTarball(tarballPath: string): Promise<LintFinding[]> {
  const bytes = readFileSync(tarballPath);
  return lint({ tarball: bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) });
}

/** Runs publint on in-memory package files (`{ "package.json": "…", "dist/index.js": "…" }`). */
export function lintFiles(files: Readonly<Record<string, string>>): Promise<LintFinding[]> {
  return lint({ files: Object.entries(files).map(([name, data]) => ({ name: `package/${name}`, data })) }, "package");
}
