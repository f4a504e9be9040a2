// Test helper (not built): runs an example against a replay server, with the provider's
// environment variables pointing at it for the duration of the run.
import { readFileSync } from "node:fs";
import { captureLogs } from "@hermes/config/readme-example";
import { afterEach } from "vitest";
import { startNotesRuntime, type NotesRuntime } from "../examples/notes-runtime.js";
import { startReplayServer, type ReplayServer } from "./replay-server.js";

/** A test's notes runtime and replay server, closed after each test. */
export interface ProviderFixture {
  /** Starts the runtime (`deny`: tools the user refuses) and a replay server for `recordings`. */
  start(
    recordings: Readonly<Record<string, readonly unknown[]>>,
    options?: { readonly deny?: readonly string[] },
  ): Promise<{ runtime: NotesRuntime; server: ReplayServer }>;
}

/** Registers an `afterEach` that closes whatever {@link ProviderFixture.start} opened. */
export function useProviderFixture(): ProviderFixture {
  const open: { close(): Promise<void> }[] = [];
  afterEach(async () => {
    for (const item of open.splice(0)) await item.close();
  });
  return {
    async start(recordings, options = {}) {
      const runtime = await startNotesRuntime(options);
      open.push(runtime);
      const server = await startReplayServer(recordings);
      open.push(server);
      return { runtime, server };
    },
  };
}

/** A recording from src/recordings, parsed. */
export const recording = (name: string): unknown[] =>
  JSON.parse(readFileSync(new URL(`../src/recordings/${name}.json`, import.meta.url), "utf8")) as unknown[];

/** The printed lines of an example run with `env` set (values may use `{origin}`), and the server's requests. */
export async function runExampleAgainst(
  load: () => Promise<unknown>,
  recordings: Readonly<Record<string, readonly unknown[]>>,
  env: Readonly<Record<string, string>>,
): Promise<{ lines: string[]; server: ReplayServer }> {
  const server = await startReplayServer(recordings);
  const saved = Object.fromEntries(Object.keys(env).map((key) => [key, process.env[key]]));
  for (const [key, value] of Object.entries(env)) process.env[key] = value.replace("{origin}", server.origin);
  try {
    const calls = await captureLogs(load);
    return {
      lines: calls.map((values) => values.map((v) => (typeof v === "string" ? v : JSON.stringify(v))).join(" ")),
      server,
    };
  } finally {
    for (const [key, value] of Object.entries(saved))
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    await server.close();
  }
}
