// A front server that passes a hub's tools through unchanged (the umbrella puts its bridge
// tools there instead): what the fixture proxy serves and what the tests connect to.
import type { Server } from "@modelcontextprotocol/server";
import { callOutcomeToResult } from "../connection/call-outcome.js";
import type { McpHub } from "../hub/mcp-hub.js";
import { createFrontServer } from "../serve/front-server.js";
import { hubPassThrough } from "../hub/hub-pass-through.js";

/** A front server named `name` listing and calling `hub`'s tools as they are, and passing its resources, prompts, completion and log level on. */
export function passthroughServer(hub: McpHub, name = "front"): Server {
  return createFrontServer({
    name,
    version: "1.0.0",
    listTools: () => hub.tools(),
    callTool: async (tool, args, { signal, request }) =>
      callOutcomeToResult(await hub.invoke(tool, args, { signal, request })),
    passThrough: hubPassThrough(hub),
    onToolsChanged: (notify) => hub.onChange(() => notify()),
  });
}
