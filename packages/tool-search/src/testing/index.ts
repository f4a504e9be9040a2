// Public API of @hermes/tool-search/testing: the MCP package's small real MCP server for tests,
// re-exported so an umbrella user needs no other import, and a loopback OpenAI-compatible
// embeddings endpoint for tests of the dense path.
export { createFixtureServer, FIXTURE_TOOLS, type FixtureServer, type FixtureServerOptions } from "@hermes/mcp/testing";
export {
  startLoopbackEmbeddings,
  type LoopbackEmbeddings,
  type LoopbackMode,
  type LoopbackRequest,
} from "./loopback-embeddings.js";
export { WEATHER_TOOLSET } from "./weather-toolset.js";
