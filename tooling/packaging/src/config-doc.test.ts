import { readFileSync } from "node:fs";
import { join } from "node:path";
import { parseConfig, TOOL_SEARCH_CONFIG_SCHEMA } from "@hermes/catalog";
import { readConnectorsConfig } from "@hermes/connectors";
import { parseConfigDocument, parseMcpServers } from "@hermes/tool-search";
import { describe, expect, it } from "vitest";
import { CONFIG_FILE_KEYS, EXAMPLE_CONFIG_FILE, MCP_SERVER_KEYS } from "./config-doc/config-file-keys.js";
import { CONFIG_DOC_PATH, renderConfigDoc } from "./config-doc/render-config-doc.js";
import { readConfigSchema } from "./config-doc/schema-reader.js";
import { REPO_ROOT } from "./workspace.js";

/** `{ "tools.connectors": x }` → `{ tools: { connectors: x } }`. */
function documentWith(key: string, value: unknown): Record<string, unknown> {
  const [head = "", ...rest] = key.split(".");
  return { [head]: rest.length === 0 ? value : documentWith(rest.join("."), value) };
}

describe("docs/configuration.md", () => {
  it("is what write-config-doc.ts generates (run `pnpm --filter @hermes/packaging exec tsx src/write-config-doc.ts`)", () => {
    expect(readFileSync(join(REPO_ROOT, CONFIG_DOC_PATH), "utf8")).toBe(renderConfigDoc());
  });

  it("documents every key of TOOL_SEARCH_CONFIG_SCHEMA, with defaults that parseConfig accepts", () => {
    const doc = renderConfigDoc();
    const { properties } = readConfigSchema(TOOL_SEARCH_CONFIG_SCHEMA);
    expect(properties.length).toBeGreaterThan(0);
    for (const [key, property] of properties) {
      expect(doc).toContain(`| \`${key}\` |`);
      expect(parseConfig({ [key]: property.default }).ok, key).toBe(true);
    }
  });

  it("shows an example config file that parses without errors or warnings", () => {
    const parsed = parseConfigDocument(EXAMPLE_CONFIG_FILE);
    expect(parsed).toMatchObject({ ok: true, warnings: [] });
  });

  it("documents top-level keys the config-file reader knows, with valid examples", () => {
    for (const { key, example } of CONFIG_FILE_KEYS) {
      const parsed = parseConfigDocument(documentWith(key, example));
      expect(parsed, key).toMatchObject({ ok: true, warnings: [] });
    }
    expect(parseConfigDocument({ not_a_key: 1 })).toMatchObject({ ok: true, warnings: ["not_a_key is not a known setting and is ignored"] });
    const connectors = CONFIG_FILE_KEYS.find((key) => key.key === "tools.connectors");
    expect(readConnectorsConfig(connectors?.example).warnings).toEqual([]);
  });

  it("documents mcpServers entry keys the reader knows, each valid for its kind of server", () => {
    const entry = (transport: "stdio" | "http") =>
      Object.fromEntries(MCP_SERVER_KEYS.filter((key) => key.transport === transport || key.transport === "both").map((key) => [key.key, key.example]));
    const stdio = parseMcpServers({ mcpServers: { local: entry("stdio") } });
    expect(stdio).toMatchObject({ ok: true, warnings: [] });
    const http = parseMcpServers({ mcpServers: { remote: { ...entry("http"), type: "http" } } });
    expect(http).toMatchObject({ ok: true, warnings: [] });
    expect(parseMcpServers({ mcpServers: { local: { command: "x", not_a_setting: 1 } } }).warnings).toHaveLength(1);
  });
});
