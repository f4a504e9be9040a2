// Test helper (not built): the CLI's tests spawn this package's built `dist/cli/main.js` and the
// MCP package's built fixture server, so both builds must be fresh.
import { fileURLToPath } from "node:url";
import { ensureBuiltDist } from "../../mcp/test/dist.js";

const cliDir = fileURLToPath(new URL("..", import.meta.url));

/** Ensures this package's and the MCP package's `dist/` are fresh; returns the fixture entry paths. */
export function ensureBuiltCli(): ReturnType<typeof ensureBuiltDist> {
  ensureBuiltDist(cliDir);
  return ensureBuiltDist();
}
