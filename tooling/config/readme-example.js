// Helpers for the packages' README tests: the README's example must be the example file
// that the test runs, and the example must print what its comments say.
import { readFileSync } from "node:fs";

/**
 * The first ```ts block of the package's README (after the line `after`, when given) and the
 * code of the example file (`examples/quick-start.ts` unless `example` names another file of
 * `examples/`) without its trailing `export { … };` line.
 * @param {URL} packageUrl the package folder, e.g. `new URL("..", import.meta.url)` from `src/`
 * @param {{ after?: string, example?: string }} [options]
 */
export function readmeAndExample(packageUrl, options = {}) {
  const readme = readFileSync(new URL("README.md", packageUrl), "utf8");
  const example = readFileSync(new URL(`examples/${options.example ?? "quick-start.ts"}`, packageUrl), "utf8");
  const from = options.after === undefined ? readme : readme.slice(Math.max(0, readme.indexOf(options.after)));
  return { block: /```ts\n([\s\S]*?)```/.exec(from)?.[1], code: example.replace(/\nexport \{[^}]*\};\n$/, "") };
}

/**
 * Runs `load` (which imports the example) with `console.log` captured and restored after.
 * @param {() => Promise<unknown>} load
 * @returns {Promise<unknown[][]>} the arguments of every `console.log` call, in order
 */
export async function captureLogs(load) {
  const calls = [];
  const original = console.log;
  console.log = (...values) => void calls.push(values);
  try {
    await load();
  } finally {
    console.log = original;
  }
  return calls;
}
