#!/usr/bin/env node
// The fixture MCP server as a stdio program:
// `node dist/testing/fixture-server-main.js [--page-size N] [--extra-tools N] [--wait-for FILE] [--banner TEXT]
// [--tool NAME=DESCRIPTION]`.
// --wait-for: start answering only once FILE exists (a slow start the test controls);
// --banner: write TEXT to stderr once serving (as real servers announce themselves);
// --tool: list one more tool NAME with DESCRIPTION from the start (a definition a test can change).
import { existsSync } from "node:fs";
import { setTimeout as delay } from "node:timers/promises";
import { StdioServerTransport } from "@modelcontextprotocol/server/stdio";
import { createFixtureServer } from "./fixture-server.js";

function numberFlag(flag: string): number | undefined {
  const at = process.argv.indexOf(flag);
  const value = at >= 0 ? Number(process.argv[at + 1]) : Number.NaN;
  return Number.isInteger(value) && value >= 0 ? value : undefined;
}

function stringFlag(flag: string): string | undefined {
  const at = process.argv.indexOf(flag);
  return at >= 0 ? process.argv[at + 1] : undefined;
}

const pageSize = numberFlag("--page-size");
const extraTools = numberFlag("--extra-tools");
const fixture = createFixtureServer({
  ...(pageSize === undefined ? {} : { pageSize }),
  ...(extraTools === undefined ? {} : { extraTools }),
  onCrash: () => {
    process.stderr.write("fixture: crashing on request\n");
    process.exit(1);
  },
});
fixture.server.onclose = () => process.exit(0);
process.stdin.on("end", () => process.exit(0));
const extra = stringFlag("--tool");
const split = extra === undefined ? -1 : extra.indexOf("=");
if (extra !== undefined && split > 0) await fixture.addTool(extra.slice(0, split), extra.slice(split + 1));
const gate = stringFlag("--wait-for");
while (gate !== undefined && !existsSync(gate)) await delay(20);
await fixture.server.connect(new StdioServerTransport());
const banner = stringFlag("--banner");
if (banner !== undefined) process.stderr.write(`${banner}\n`);
