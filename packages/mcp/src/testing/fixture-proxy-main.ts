#!/usr/bin/env node
// An MCP server (stdio) that fronts the fixture server through a hub: client → front server →
// hub → fixture-server-main.js (a stdio child). Extra arguments are passed to the fixture.
import { fileURLToPath } from "node:url";
import { startMcpHub } from "../hub/mcp-hub.js";
import { serveStdio } from "../serve/serve-stdio.js";
import { parseMcpServers } from "../config/server-config.js";
import { passthroughServer } from "./passthrough-server.js";

const fixtureMain = fileURLToPath(new URL("./fixture-server-main.js", import.meta.url));
const parsed = parseMcpServers({
  mcpServers: { fixture: { command: process.execPath, args: [fixtureMain, ...process.argv.slice(2)] } },
});
const logger = { warn: (message: string): void => void process.stderr.write(`fixture-proxy: ${message}\n`) };
const hub = await startMcpHub(parsed.servers, { logger, toolNames: "raw-where-unique" }); // a transparent proxy: its one server's own names
process.stdin.on("end", () => {
  void hub.close().finally(() => process.exit(0));
});
await serveStdio(() => passthroughServer(hub, "fixture-proxy")); // a factory: a 2026-07-28 probe gets its own instance
