/** What waiting for something interruptible came to: its value, or the signal fired first. */
export type UntilAborted<T> = { readonly aborted: false; readonly value: T } | { readonly aborted: true };

const NEVER_ABORTED = new AbortController().signal;

/**
 * `signal`, or one shared signal that never fires, so callees can always be given a signal.
 *
 * @example
 * ```ts
 * approve(call, { signal: signalOrNever(context.signal) });
 * ```
 */
export function signalOrNever(signal: AbortSignal | undefined): AbortSignal {
  return signal ?? NEVER_ABORTED;
}

// One "abort" listener per signal, however many waits are pending on it: a turn can await
// hundreds of approvals on the same signal without piling up listeners.
const waiters = new WeakMap<AbortSignal, Set<() => void>>();

function onAbort(signal: AbortSignal, wake: () => void): () => void {
  let set = waiters.get(signal);
  if (set === undefined) {
    const pending = new Set<() => void>();
    set = pending;
    waiters.set(signal, pending);
    signal.addEventListener(
      "abort",
      () => {
        waiters.delete(signal);
        for (const fn of pending) fn();
        pending.clear();
      },
      { once: true },
    );
  }
  set.add(wake);
  const own = set;
  return () => void own.delete(wake);
}

/**
 * Waits for `work`, unless `signal` fires first: then it resolves `{aborted: true}` at once and
 * the eventual outcome of `work` is ignored (a later rejection is swallowed, not unhandled).
 * A rejection of `work` before the signal fires is passed on. Without a signal it is a plain await.
 *
 * @example
 * ```ts
 * const answer = await untilAborted(askTheUser(), signal);
 * if (answer.aborted) return interrupted();
 * ```
 */
export async function untilAborted<T>(work: Promise<T>, signal: AbortSignal | undefined): Promise<UntilAborted<T>> {
  if (signal === undefined) return { aborted: false, value: await work };
  if (signal.aborted) {
    work.catch(() => undefined);
    return { aborted: true };
  }
  let unsubscribe = (): void => undefined;
  const stopped = new Promise<UntilAborted<T>>((resolve) => {
    unsubscribe = onAbort(signal, () => resolve({ aborted: true }));
  });
  const done = work.then((value): UntilAborted<T> => ({ aborted: false, value }));
  try {
    const outcome = await Promise.race([done, stopped]);
    if (outcome.aborted) done.catch(() => undefined);
    return outcome;
  } finally {
    unsubscribe();
  }
}

/**
 * Whether the user has stopped the turn. A function (not an inline check) so that the compiler
 * does not assume the flag stays as it was across awaits.
 *
 * @example
 * ```ts
 * if (isAborted(signal)) return interrupted();
 * ```
 */
export function isAborted(signal: AbortSignal | undefined): boolean {
  return signal?.aborted === true;
}
