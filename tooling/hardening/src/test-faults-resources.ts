// Test helper (not a test): counts what a scenario leaves behind — active handles by type
// (sockets, servers, timers, child processes, pipes), spawned child pids and unhandled
// rejections — so fault tests can assert that everything is released.
import { createHook } from "node:async_hooks";

/** Active resources by type, e.g. `{ TCPSocketWrap: 2, Timeout: 1, ProcessWrap: 1 }`. */
export type ResourceCounts = Readonly<Record<string, number>>;

/** The event loop's active resources by type (`process.getActiveResourcesInfo()`). */
export function activeResources(): ResourceCounts {
  const counts: Record<string, number> = {};
  for (const type of process.getActiveResourcesInfo()) counts[type] = (counts[type] ?? 0) + 1;
  return counts;
}

/** The types (with counts) of `now` above `baseline`; empty when nothing is left over. */
export function leftOver(baseline: ResourceCounts, now: ResourceCounts): ResourceCounts {
  const extra: Record<string, number> = {};
  for (const [type, count] of Object.entries(now)) {
    const more = count - (baseline[type] ?? 0);
    if (more > 0) extra[type] = more;
  }
  return extra;
}

/** Whether a process with `pid` exists (signal 0 probes without killing). */
export function processExists(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * Waits `ms`, then one `setImmediate` turn: async hooks report a fired or cleared timer
 * destroyed only in the event loop's check phase, so right after the wait the polling timer
 * that just fired would still count as an open `Timeout` (and keep the polling going).
 */
const pause = async (ms: number): Promise<void> => {
  await new Promise((resolve) => setTimeout(resolve, ms));
  await new Promise((resolve) => setImmediate(resolve));
};

/**
 * Polls until no resource type is above `baseline`, nothing `created` is still open and no
 * pid in `pids` exists, or `ms` passes; resolves what is still left (all empty when released). Closing a
 * socket or reaping a child takes a few event-loop turns, hence the polling.
 */
export async function settleLeftovers(
  baseline: ResourceCounts,
  created: CreatedResources,
  pids: readonly number[] = [],
  ms = 60_000,
): Promise<Leftovers> {
  const until = Date.now() + ms;
  for (;;) {
    // The polling timer has fired and been reported destroyed before each snapshot (see `pause`), so it is never counted.
    const left = {
      resources: leftOver(baseline, activeResources()),
      created: created.open(),
      livePids: pids.filter(processExists),
    };
    const clean =
      Object.keys(left.resources).length === 0 && Object.keys(left.created).length === 0 && left.livePids.length === 0;
    if (clean || Date.now() >= until) return left;
    await pause(25);
  }
}

/** What a scenario left: active resources above the baseline, tracked resources still open, live pids. */
export interface Leftovers {
  readonly resources: ResourceCounts;
  readonly created: ResourceCounts;
  readonly livePids: readonly number[];
}

/** Handle types whose every instance created in a scenario must be closed by its end. */
const TRACKED_TYPES: ReadonlySet<string> = new Set([
  "Timeout",
  "TCPWRAP",
  "TCPSERVERWRAP",
  "PROCESSWRAP",
  "PIPEWRAP",
  "PIPESERVERWRAP",
  "SIGNALWRAP",
]);

/** Resources created since {@link trackCreated} started and still open. */
export interface CreatedResources {
  /** Types (with counts) of the tracked resources still open; an unref'd timer does not count. */
  open(): ResourceCounts;
  stop(): void;
}

const stillRefd = (resource: object): boolean => {
  const hasRef = (resource as { hasRef?: unknown }).hasRef;
  return typeof hasRef !== "function" || (hasRef as () => boolean).call(resource);
};

/**
 * Tracks, by async id, the sockets, servers, timers, child processes and pipes created from
 * now on, until they are destroyed. Unlike a before/after count of
 * `process.getActiveResourcesInfo()`, a leak cannot hide behind an unrelated timer of the
 * test runner that happened to expire meanwhile.
 */
export function trackCreated(): CreatedResources {
  const open = new Map<number, { readonly type: string; readonly resource: object }>();
  const hook = createHook({
    init(asyncId, type, _trigger, resource: object) {
      if (TRACKED_TYPES.has(type)) open.set(asyncId, { type, resource });
    },
    destroy(asyncId) {
      open.delete(asyncId);
    },
  }).enable();
  return {
    open() {
      const counts: Record<string, number> = {};
      for (const { type, resource } of open.values()) if (stillRefd(resource)) counts[type] = (counts[type] ?? 0) + 1;
      return counts;
    },
    stop: () => void hook.disable(),
  };
}

/** Counts `unhandledRejection` and `uncaughtException` events while installed. */
export interface RejectionCounter {
  readonly rejections: unknown[];
  readonly exceptions: unknown[];
  uninstall(): void;
}

/** Installs process-level counters for unhandled rejections and uncaught exceptions. */
export function countUnhandled(): RejectionCounter {
  const rejections: unknown[] = [];
  const exceptions: unknown[] = [];
  const onRejection = (reason: unknown): void => void rejections.push(reason);
  const onException = (error: unknown): void => void exceptions.push(error);
  process.on("unhandledRejection", onRejection);
  process.on("uncaughtException", onException);
  return {
    rejections,
    exceptions,
    uninstall: () => {
      process.off("unhandledRejection", onRejection);
      process.off("uncaughtException", onException);
    },
  };
}
