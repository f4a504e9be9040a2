// The gateway suite over stdio, as Claude Desktop, Cursor and VS Code run it: every system is a
// child process the SDK client spawns, and every one ends at the built fixture server of
// @hermes/mcp (`dist/testing/fixture-server-main.js`) in its own process.
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { setTimeout as delay } from "node:timers/promises";
import { Client, type CallToolResult } from "@modelcontextprotocol/client";
import { StdioClientTransport } from "@modelcontextprotocol/client/stdio";
import { timeRounds, type Measured, type Rounds } from "./gateway-rounds.js";
import { DIRECT, PIPE, SUBJECT, TOOL_SEARCH } from "./gateway-systems.js";

/** The systems measured over stdio, in the order of their first round. */
export const STDIO_SYSTEMS = [DIRECT, SUBJECT, TOOL_SEARCH, PIPE] as const;
/** A row measured over stdio. */
export type StdioSystem = (typeof STDIO_SYSTEMS)[number];

/** The server's name in the `serve` config, so its echo is `mcp__fixture__echo`. */
const SERVER = "fixture";
const READY_MS = 60_000;
const EXIT_MS = 5_000;

/**
 * The bare stdio hop: spawns its arguments as a child and copies bytes between its own stdin and
 * stdout and the child's, nothing else (CommonJS, run with `node -e`).
 */
const PIPE_SOURCE = `
const { spawn } = require("node:child_process");
const [command, ...args] = process.argv.slice(1);
const child = spawn(command, args, { stdio: ["pipe", "pipe", "inherit"] });
process.stdin.pipe(child.stdin);
child.stdout.pipe(process.stdout);
child.on("exit", (code) => process.exit(code ?? 0));
process.on("SIGTERM", () => child.kill("SIGTERM"));
`;

/** A built entry point of a workspace package, or an error saying to build it. */
function built(pkg: string, entry: string): string {
  const file = join(dirname(createRequire(import.meta.url).resolve(`${pkg}/package.json`)), entry);
  if (!existsSync(file)) throw new Error(`build ${pkg} first (pnpm turbo run build): ${file} is missing`);
  return file;
}

/**
 * Ids of the live processes whose command line contains `marker` (Linux `/proc`; elsewhere
 * always empty). Every process the stdio case starts carries its temporary directory's path.
 */
export function processesWith(marker: string): number[] {
  if (!existsSync("/proc")) return [];
  const found: number[] = [];
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry) || Number(entry) === process.pid) continue;
    try {
      if (readFileSync(`/proc/${entry}/cmdline`, "utf8").includes(marker)) found.push(Number(entry));
    } catch {
      // gone meanwhile
    }
  }
  return found;
}

/** Waits for this run's processes to exit after their clients closed; kills any left by id. */
async function reap(marker: string): Promise<void> {
  const until = Date.now() + EXIT_MS;
  while (processesWith(marker).length > 0 && Date.now() < until) await delay(25);
  for (const pid of processesWith(marker)) {
    try {
      process.kill(pid, "SIGKILL");
    } catch {
      // exited meanwhile
    }
  }
}

interface Spawned {
  readonly client: Client;
  readonly stderr: () => string;
}

/** An SDK client connected over stdio to `node ...args`, keeping the last of its stderr for errors. */
async function spawnClient(args: readonly string[], opened: Spawned[]): Promise<Spawned> {
  const transport = new StdioClientTransport({ command: process.execPath, args: [...args], stderr: "pipe" });
  let tail = "";
  transport.stderr?.on("data", (chunk: Buffer) => void (tail = (tail + chunk.toString("utf8")).slice(-2_000)));
  const client = new Client({ name: "bench", version: "1.0.0" });
  const spawned = { client, stderr: () => tail };
  opened.push(spawned);
  try {
    await client.connect(transport);
  } catch (error) {
    throw new Error(`node ${args.filter((arg) => arg !== PIPE_SOURCE).join(" ")} did not connect over stdio: ${tail}`, {
      cause: error,
    });
  }
  return spawned;
}

/** Polls `tools/list` until `ready` holds on the listed tools (a gateway lists its servers' tools once they are up). */
async function untilListed(
  system: StdioSystem,
  spawned: Spawned,
  ready: (tools: readonly { name: string; description?: string | undefined }[]) => boolean,
): Promise<void> {
  const until = Date.now() + READY_MS;
  while (!ready((await spawned.client.listTools()).tools)) {
    if (Date.now() > until) throw new Error(`${system} over stdio never listed the echo tool: ${spawned.stderr()}`);
    await delay(25);
  }
}

/** Throws unless `result` is a successful answer carrying the echoed text. */
function echoed(system: StdioSystem, result: unknown): void {
  const answer = result as CallToolResult;
  if (answer.isError === true || !JSON.stringify(answer.content).includes("ping"))
    throw new Error(`${system}: echo failed over stdio: ${JSON.stringify(answer.content).slice(0, 500)}`);
}

/** What the stdio case measured: figures per system, the fixture's tool count, and how many verified echoes each system answered (the fewest). */
export interface StdioMeasurement {
  readonly figures: Record<StdioSystem, Measured>;
  readonly tools: number;
  readonly calls: number;
  /** The temporary directory (removed) whose path every started process carried. */
  readonly marker: string;
}

/**
 * Times one `echo` call per system per round over stdio: the fixture server spawned directly;
 * the @hermes/mcp passthrough gateway (`dist/testing/fixture-proxy-main.js`, `echo` by name);
 * the built CLI's `hermes-tool-search serve --config <temp file>` naming the fixture as its one
 * stdio server (`echo` deferred, so through `tool_call`); and a bare pipe process in front of the
 * fixture. Every process is closed (and any left killed by id) and the temp dir removed before it returns.
 */
export async function measureGatewayStdio(log: (line: string) => void, rounds: Rounds): Promise<StdioMeasurement> {
  const fixture = built("@hermes/mcp", "dist/testing/fixture-server-main.js");
  const proxy = built("@hermes/mcp", "dist/testing/fixture-proxy-main.js");
  const cli = built("@hermes/cli", "dist/cli/main.js");
  const marker = mkdtempSync(join(tmpdir(), "hermes-bench-stdio-"));
  const fixtureArgs = [fixture, "--banner", marker];
  const config = join(marker, "servers.json");
  writeFileSync(config, JSON.stringify({ mcpServers: { [SERVER]: { command: process.execPath, args: fixtureArgs } } }));
  const opened: Spawned[] = [];
  try {
    const direct = await spawnClient(fixtureArgs, opened);
    const gateway = await spawnClient([proxy, "--banner", marker], opened);
    const served = await spawnClient([cli, "serve", "--config", config], opened);
    const piped = await spawnClient(["-e", PIPE_SOURCE, process.execPath, ...fixtureArgs], opened);
    const hasEcho = (tools: readonly { name: string }[]): boolean => tools.some((tool) => tool.name === "echo");
    await untilListed(DIRECT, direct, hasEcho);
    await untilListed(SUBJECT, gateway, hasEcho);
    await untilListed(PIPE, piped, hasEcho);
    const deferred = `mcp__${SERVER}__echo`;
    // Deferred behind the bridge: the tool_search description lists it once the server is up.
    await untilListed(TOOL_SEARCH, served, (tools) =>
      tools.some((tool) => tool.name === "tool_search" && (tool.description ?? "").includes(deferred)),
    );
    const answered = new Map<StdioSystem, number>(STDIO_SYSTEMS.map((system) => [system, 0]));
    const echo = (system: StdioSystem, spawned: Spawned, name: string, args: Record<string, unknown>) => async () => {
      echoed(system, await spawned.client.callTool({ name, arguments: args }));
      answered.set(system, (answered.get(system) ?? 0) + 1);
    };
    const ping = { text: "ping" };
    const figures = await timeRounds(
      STDIO_SYSTEMS,
      {
        [DIRECT]: echo(DIRECT, direct, "echo", ping),
        [SUBJECT]: echo(SUBJECT, gateway, "echo", ping),
        [TOOL_SEARCH]: echo(TOOL_SEARCH, served, "tool_call", { calls: [{ name: deferred, arguments: ping }] }),
        [PIPE]: echo(PIPE, piped, "echo", ping),
      },
      rounds,
    );
    log(
      "gateway stdio: " +
        STDIO_SYSTEMS.map((s) => `${s} p50 ${figures[s].p50.toFixed(1)} µs p95 ${figures[s].p95.toFixed(1)} µs`).join(
          "; ",
        ),
    );
    return {
      figures,
      tools: (await direct.client.listTools()).tools.length,
      calls: Math.min(...answered.values()),
      marker,
    };
  } finally {
    await Promise.all(opened.map((spawned) => spawned.client.close()));
    await reap(marker);
    rmSync(marker, { recursive: true, force: true });
  }
}
