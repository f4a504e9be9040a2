import type { Client } from "@modelcontextprotocol/client";

/** Resolves `true` when `promise` settles within `ms`, `false` otherwise; leaves no timer behind. */
async function settlesWithin(promise: Promise<unknown>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
  });
  try {
    return await Promise.race([
      promise.then(
        () => true,
        () => true,
      ),
      timeout,
    ]);
  } finally {
    clearTimeout(timer);
  }
}

/** Whether a process with `pid` exists. */
export function processExists(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** Resolves `true` once no process `pid` exists (polling), `false` after `ms`. */
async function exitsWithin(pid: number, ms: number): Promise<boolean> {
  const until = Date.now() + ms;
  while (processExists(pid)) {
    if (Date.now() >= until) return false;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return true;
}

/**
 * Closes a client. For a stdio child (`pid` = the pid it was spawned with), the child first
 * gets its stdin closed (the polite MCP shutdown); if it still runs after `graceMs` it gets
 * SIGTERM, then SIGKILL. Waits for the child itself, not only for the SDK, which may already
 * have let go of it. Never throws.
 */
export async function closeClient(client: Client, pid: number | undefined, graceMs: number): Promise<void> {
  const closed = client.close().catch(() => undefined);
  if (pid !== undefined) {
    for (const signal of [undefined, "SIGTERM", "SIGKILL"] as const) {
      try {
        if (signal !== undefined) process.kill(pid, signal);
      } catch {
        break; // already gone
      }
      if (await exitsWithin(pid, graceMs)) break;
    }
  }
  await settlesWithin(closed, graceMs);
}
