/** The README's first ```ts block (after `after`) and the example file's code (`examples/quick-start.ts`, or `example`) without its trailing export line. */
export function readmeAndExample(
  packageUrl: URL,
  options?: { readonly after?: string; readonly example?: string },
): { block: string | undefined; code: string };

/** Runs `load` with `console.log` captured; resolves the arguments of every call, in order. */
export function captureLogs(load: () => Promise<unknown>): Promise<unknown[][]>;
