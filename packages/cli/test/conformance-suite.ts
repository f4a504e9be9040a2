// Test helper (not built): runs the official MCP conformance suite's server scenarios against
// `serve --http` (the built CLI, a real child) fronting the conformance fixture server, and reads
// its results per scenario. The suite and the Node.js 22 it needs (it calls fs.globSync) are
// locked development dependencies: @modelcontextprotocol/conformance and @hermes/node-runtimes.
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { lockedNode } from "@hermes/node-runtimes";
import { DIST } from "../../mcp/test/dist.js";
import { ensureBuiltCli } from "./dist.js";

const CLI = fileURLToPath(new URL("../dist/cli/main.js", import.meta.url));

/** The locked conformance suite's entry point, from this package's devDependencies. */
const SUITE = join(
  dirname(createRequire(import.meta.url).resolve("@modelcontextprotocol/conformance/package.json")),
  "dist/index.js",
);

/**
 * The locked Node.js 22 that runs the suite, or `undefined` on a platform without one (only
 * Linux x64 and arm64 are locked; see tooling/node-runtimes).
 */
export const CONFORMANCE_NODE = lockedNode(22);

function conformanceTools(): { readonly node: string; readonly suite: string } {
  if (CONFORMANCE_NODE === undefined)
    throw new Error(`no locked Node.js 22 for ${process.platform}-${process.arch} (see tooling/node-runtimes)`);
  if (!existsSync(SUITE)) throw new Error(`the conformance suite has no ${SUITE}: run pnpm install`);
  return { node: CONFORMANCE_NODE, suite: SUITE };
}

/** One scenario's outcome: `pass` (no failed check), `warn` (passed with SHOULD warnings) or `fail`. */
export interface ScenarioResult {
  readonly scenario: string;
  readonly outcome: "pass" | "warn" | "fail";
  /** The failed checks' messages (or the warnings' names). */
  readonly notes: readonly string[];
}

/** The gateway configs the suite runs against. */
const CONFIGS = {
  /** Every tool visible and every name the server's own: a transparent gateway. */
  transparent: {
    mcp_tool_names: "raw-where-unique",
    server: { alwaysLoad: true, forward: ["sampling", "elicitation"] },
  },
  /** What a user gets without settings: tools deferred behind tool_search, names namespaced. */
  default: { mcp_tool_names: "namespaced", server: {} },
} as const;

interface Check {
  readonly id: string;
  readonly status: string;
  readonly errorMessage?: string;
}

/** Reads `out/<scenario dir>/checks.json` of every scenario the suite ran, sorted by scenario. */
function readResults(out: string): ScenarioResult[] {
  return readdirSync(out)
    .filter((entry) => existsSync(join(out, entry, "checks.json")))
    .map((entry) => {
      const scenario = entry.replace(/^server-/, "").replace(/-\d{4}-\d{2}-\d{2}T[\d-]+Z$/, "");
      const checks = JSON.parse(readFileSync(join(out, entry, "checks.json"), "utf8")) as Check[];
      const failed = checks.filter((check) => check.status === "FAILURE");
      const warned = checks.filter((check) => check.status === "WARNING");
      return {
        scenario,
        outcome: failed.length > 0 ? ("fail" as const) : warned.length > 0 ? ("warn" as const) : ("pass" as const),
        notes:
          failed.length > 0
            ? failed.map((check) => `${check.id}: ${check.errorMessage ?? "failed"}`)
            : warned.map((check) => check.id),
      };
    })
    .sort((a, b) => (a.scenario < b.scenario ? -1 : a.scenario > b.scenario ? 1 : 0));
}

async function startServe(config: keyof typeof CONFIGS): Promise<{ url: string; child: ChildProcess }> {
  ensureBuiltCli();
  const dir = mkdtempSync(join(tmpdir(), "hermes-conformance-"));
  const file = join(dir, "config.json");
  const { mcp_tool_names, server } = CONFIGS[config];
  writeFileSync(
    file,
    JSON.stringify({
      mcp_tool_names,
      mcpServers: { everything: { command: process.execPath, args: [DIST.conformance], ...server } },
    }),
  );
  // The suite sends no request headers, so the gateway runs without its bearer token.
  const child = spawn(process.execPath, [CLI, "serve", "--http", "0", "--no-auth", "--wait", "30", "--config", file], {
    stdio: ["pipe", "ignore", "pipe"],
  });
  let text = "";
  const url = await new Promise<string>((resolve, reject) => {
    child.stderr?.on("data", (chunk: Buffer) => {
      text += chunk.toString("utf8");
      const found = /listening on (http:\/\/\S+)/.exec(text);
      if (found?.[1] !== undefined && text.includes("everything: ready")) resolve(found[1]);
    });
    child.once("exit", (code) => reject(new Error(`serve exited with ${String(code)}: ${text}`)));
  });
  return { url, child };
}

/** Runs every server scenario (`--suite all`) against `serve --http` with `config`. */
export async function runConformance(config: keyof typeof CONFIGS): Promise<ScenarioResult[]> {
  const { node, suite } = conformanceTools();
  const { url, child } = await startServe(config);
  const out = mkdtempSync(join(tmpdir(), "hermes-conformance-results-"));
  try {
    const runner = spawn(node, [suite, "server", "--url", url, "--suite", "all", "-o", out], {
      stdio: ["ignore", "ignore", "pipe"],
    });
    let stderr = "";
    runner.stderr?.on("data", (chunk: Buffer) => (stderr += chunk.toString("utf8")));
    // The suite exits 1 when a scenario fails: the results say which.
    const code = await new Promise<number | null>((resolve) => runner.once("exit", resolve));
    const results = readResults(out);
    if (results.length === 0)
      throw new Error(`the conformance suite wrote no results (exit ${String(code)}): ${stderr}`);
    return results;
  } finally {
    const exited = new Promise((resolve) => child.once("exit", resolve));
    child.kill("SIGTERM");
    await exited;
  }
}
