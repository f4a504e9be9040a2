// Test and demo helpers: a small real MCP server (intended as the `./testing` subpath export).
export { createFixtureServer } from "./fixture-server.js";
export type { FixtureServer, FixtureServerOptions } from "./fixture-server.js";
export { FIXTURE_TOOLS } from "./fixture-tools.js";
