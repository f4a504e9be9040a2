// Public API of @hermes/tool-search/testing: the MCP package's small real MCP server for tests,
// re-exported so an umbrella user needs no other import.
export { createFixtureServer, FIXTURE_TOOLS, type FixtureServer, type FixtureServerOptions } from "@hermes/mcp/testing";
