#!/usr/bin/env node
// The fixture MCP server as a stdio program: `node dist/testing/fixture-server-main.js [--page-size N] [--extra-tools N]`.
import { StdioServerTransport } from "@modelcontextprotocol/sdk/server/stdio.js";
import { createFixtureServer } from "./fixture-server.js";

function numberFlag(flag: string): number | undefined {
  const at = process.argv.indexOf(flag);
  const value = at >= 0 ? Number(process.argv[at + 1]) : Number.NaN;
  return Number.isInteger(value) && value >= 0 ? value : undefined;
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
await fixture.server.connect(new StdioServerTransport());
