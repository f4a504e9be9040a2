// Writes the CLI's embedded demo catalog (packages/cli/src/demo/demo-catalog.json)
// from the real MCP catalogs in catalogs/, with the source, commit and licence of every server.
// Run: pnpm --filter @hermes/data run build-demo-catalog
import { writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { asArray, asRecord, readJson, stringField } from "./read-json.js";

/** The servers of the demo: well-known services of every size, ~550 tools in all. */
export const DEMO_SERVERS = [
  "github", "linear", "notion", "stripe", "slack", "kubernetes", "playwright", "postgres-mcp",
  "supabase", "docker-hub", "google-maps", "brave-search", "sentry",
] as const;

const OUT = new URL("../../../packages/cli/src/demo/demo-catalog.json", import.meta.url);

function main(): void {
  const data = asRecord(readJson(new URL("../catalogs/mcp-servers.json", import.meta.url)), "mcp-servers.json");
  const wanted = new Set<string>(DEMO_SERVERS);
  const sources = asArray(data["sources"], "sources")
    .map((raw, i) => asRecord(raw, `sources[${i}]`))
    .filter((source) => wanted.has(stringField(source, "server", "source")))
    .map((source) => ({ server: source["server"], repo: source["repo"], commit: source["commit"], license: source["license"] }));
  const servers = DEMO_SERVERS.map((name) => ({
    name,
    tools: asArray(data["tools"], "tools")
      .map((raw, i) => asRecord(raw, `tools[${i}]`))
      .filter((tool) => tool["server"] === name)
      .map(({ server: _server, ...tool }) => tool),
  }));
  const catalog = {
    note:
      "Real MCP tool definitions (name, description, inputSchema, annotations) of well-known servers, " +
      "copied unchanged in content from the repositories below; see the package README for licences.",
    sources,
    servers,
  };
  writeFileSync(OUT, `${JSON.stringify(catalog)}\n`);
  process.stderr.write(`wrote ${fileURLToPath(OUT)}: ${servers.reduce((n, s) => n + s.tools.length, 0)} tools of ${servers.length} servers\n`);
}

main();
