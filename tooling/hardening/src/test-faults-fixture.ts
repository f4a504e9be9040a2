// Test helper (not a test): the BUILT fixture MCP server of @hermes/mcp as stdio
// server configs (spawned with plain Node, like a user's `mcpServers` entry), and hubs on them.
import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import {
  parseMcpServers,
  startMcpHub,
  type McpHub,
  type McpHubOptions,
  type McpServerConfig,
} from "@hermes/tool-search";

const packageDir = (name: string): string => dirname(createRequire(import.meta.url).resolve(`${name}/package.json`));

/** `packages/mcp/dist/testing/fixture-server-main.js`; throws with the build command when missing. */
export function fixtureMain(): string {
  const path = join(packageDir("@hermes/mcp"), "dist/testing/fixture-server-main.js");
  if (!existsSync(path)) throw new Error(`${path} is missing: run pnpm exec turbo run build --filter=@hermes/mcp...`);
  return path;
}

/** `packages/cli/dist/cli/main.js`, the built `hermes-tool-search` command. */
export function cliMain(): string {
  const path = join(packageDir("@hermes/cli"), "dist/cli/main.js");
  if (!existsSync(path)) throw new Error(`${path} is missing: run pnpm exec turbo run build --filter=@hermes/cli...`);
  return path;
}

/** Parses an `mcpServers` document, failing the test on any issue. */
export function serverConfigs(document: Readonly<Record<string, unknown>>): readonly McpServerConfig[] {
  const parsed = parseMcpServers({ mcpServers: document });
  if (!parsed.ok) throw new Error(`bad test config: ${parsed.errors.map((issue) => issue.message).join("; ")}`);
  return parsed.servers;
}

/** One stdio entry running the built fixture (`args` are passed to it, `env` added to its environment). */
export function fixtureEntry(
  args: readonly string[] = [],
  env: Readonly<Record<string, string>> = {},
): Record<string, unknown> {
  return { transport: "stdio", command: process.execPath, args: [fixtureMain(), ...args], env: { ...env } };
}

/**
 * A hub over the built fixture under each name, with short close grace so tests stay quick.
 * The fault suites call tools by their own names, so unique names stay raw (`raw-where-unique`).
 */
export function fixtureHub(names: readonly string[], options: McpHubOptions = {}): Promise<McpHub> {
  const document = Object.fromEntries(names.map((name) => [name, fixtureEntry()]));
  return startMcpHub(serverConfigs(document), { closeGraceMs: 500, toolNames: "raw-where-unique", ...options });
}

/** The pids of every stdio child the hub spawned (kept after they exit). */
export function hubPids(hub: McpHub): number[] {
  return hub
    .servers()
    .map((server) => hub.connection(server.name)?.pid)
    .filter((pid): pid is number => pid !== undefined);
}
