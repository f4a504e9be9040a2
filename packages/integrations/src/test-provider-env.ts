// Test helper (not built): runs an example against a replay server, with the provider's
// environment variables pointing at it for the duration of the run.
import { readFileSync } from "node:fs";
import { captureLogs } from "@hermes/config/readme-example";
import { startReplayServer, type ReplayServer } from "./test-replay-server.js";

/** A recording from src/recordings, parsed. */
export const recording = (name: string): unknown[] => JSON.parse(readFileSync(new URL(`recordings/${name}.json`, import.meta.url), "utf8")) as unknown[];

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
    return { lines: calls.map((values) => values.map((v) => (typeof v === "string" ? v : JSON.stringify(v))).join(" ")), server };
  } finally {
    for (const [key, value] of Object.entries(saved)) if (value === undefined) delete process.env[key];
    else process.env[key] = value;
    await server.close();
  }
}
