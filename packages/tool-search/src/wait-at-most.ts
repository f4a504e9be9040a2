/** The `ready` promises seen to settle: waiting for one of them again is skipped. */
const settled = new WeakSet<Promise<void>>();

/**
 * Waits for `ready` at most `ms` (nothing when `ms` ≤ 0). A promise that already settled is
 * not waited for again, so once the downstream servers' first starts settled a request pays
 * for no timer, race or abort.
 */
export async function waitAtMost(ready: Promise<void>, ms: number): Promise<void> {
  if (ms <= 0 || settled.has(ready)) return;
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    await Promise.race([
      ready.then(
        () => void settled.add(ready),
        () => void settled.add(ready),
      ),
      new Promise<void>((resolve) => {
        timer = setTimeout(resolve, ms);
      }),
    ]);
  } finally {
    clearTimeout(timer);
  }
}
