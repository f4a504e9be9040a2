// Which packages do I/O: a package whose layering rule says `io: false` imports none of Node's
// built-in I/O modules outside its tests (docs/architecture.md, "What is pure and what does I/O").

/** Node built-ins that read or write the world: files, processes, sockets, HTTP, terminals. */
export const IO_MODULES: readonly string[] = Object.freeze([
  "child_process",
  "cluster",
  "dgram",
  "dns",
  "fs",
  "fs/promises",
  "http",
  "http2",
  "https",
  "inspector",
  "net",
  "readline",
  "tls",
  "tty",
  "worker_threads",
]);

/** One source file of a package. */
export interface SourceFile {
  /** Path inside the package, e.g. `src/listing/build-listing.ts`. */
  readonly path: string;
  readonly text: string;
}

/** Test code: `*.test.ts`, anything under a `test/` folder, and `test-*.ts` helpers. */
export const isTestFile = (path: string): boolean =>
  /\.test\.ts$/.test(path) || /(^|\/)test\//.test(path) || /(^|\/)test-[^/]*$/.test(path);

const IMPORT = /(?:from|import)\s*\(?\s*["'](?:node:)?([a-z_/]+)["']/g;

/** The I/O modules a file imports (static, dynamic or side-effect imports), in order. */
export function ioImports(text: string): string[] {
  return [...text.matchAll(IMPORT)].map((match) => match[1] ?? "").filter((name) => IO_MODULES.includes(name));
}

/** One sentence per non-test file of a no-I/O package that imports an I/O module; empty when clean. */
export function ioViolations(name: string, files: readonly SourceFile[]): string[] {
  return files
    .filter((file) => !isTestFile(file.path))
    .flatMap((file) =>
      ioImports(file.text).map((module) => `${name} does no I/O, but ${file.path} imports node:${module}`),
    );
}
