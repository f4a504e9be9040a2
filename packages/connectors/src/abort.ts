/**
 * Resolves after `ms`, or as soon as `signal` aborts (then resolves `false`). The timer
 * and the listener are released either way, so nothing outlives the wait.
 *
 * @example
 * ```ts
 * if (!(await sleep(250, signal))) return; // aborted
 * ```
 */
export function sleep(ms: number, signal?: AbortSignal): Promise<boolean> {
  if (signal?.aborted === true) return Promise.resolve(false);
  return new Promise((resolve) => {
    const done = (completed: boolean): void => {
      clearTimeout(timer);
      signal?.removeEventListener("abort", onAbort);
      resolve(completed);
    };
    const onAbort = (): void => done(false);
    const timer = setTimeout(() => done(true), Math.max(0, ms));
    signal?.addEventListener("abort", onAbort, { once: true });
  });
}
