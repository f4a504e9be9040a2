import { readFileSync } from "node:fs";
import { join } from "node:path";
import { parseConfig, toRawConfig, DEFAULT_CONFIG } from "@hermes/catalog";
import { TOOL_SEARCH_KEYS } from "@hermes/catalog/internal";
import { readConnectorsConfig } from "@hermes/connectors";
import { parseConfigDocument, parseMcpServers } from "@hermes/tool-search";
import { describe, expect, it } from "vitest";
import { EXAMPLE_CONFIG_FILE, FILE_KEY_DOCS, MCP_SERVER_KEYS } from "./config-doc/config-file-keys.js";
import { CONFIG_DOC_PATH, renderConfigDoc } from "./config-doc/render-config-doc.js";
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

  it("documents every key of the tools.tool_search definition, with defaults that parseConfig accepts", () => {
    const doc = renderConfigDoc();
    const keys = Object.values(TOOL_SEARCH_KEYS);
    expect(keys.length).toBeGreaterThan(0);
    const defaults: Readonly<Record<string, unknown>> = toRawConfig(DEFAULT_CONFIG);
    for (const key of keys) {
      expect(doc).toContain(`| \`${key.name}\` |`);
      expect(parseConfig({ [key.name]: defaults[key.name] }).ok, key.name).toBe(true);
    }
  });

  it("shows an example config file that parses without errors or warnings", () => {
    const parsed = parseConfigDocument(EXAMPLE_CONFIG_FILE);
    expect(parsed).toMatchObject({ ok: true, warnings: [] });
  });

  it("documents top-level keys the config-file reader knows, with valid examples", () => {
    for (const { key, example } of FILE_KEY_DOCS) {
      expect(example, key).toBeDefined();
      const parsed = parseConfigDocument(documentWith(key, example));
      expect(parsed, key).toMatchObject({ ok: true, warnings: [] });
    }
    expect(parseConfigDocument({ not_a_key: 1 })).toEqual({
      ok: false,
      errors: ["not_a_key is not a known top-level key"],
    });
    const connectors = FILE_KEY_DOCS.find((key) => key.key === "tools.connectors");
    expect(readConnectorsConfig(connectors?.example).warnings).toEqual([]);
  });

  it("documents mcpServers entry keys the reader knows, each valid for its kind of server", () => {
    for (const { key, example } of MCP_SERVER_KEYS) expect(example, key).toBeDefined();
    const entry = (transport: "stdio" | "http") =>
      Object.fromEntries(
        MCP_SERVER_KEYS.filter((key) => key.transport === transport || key.transport === "both").map((key) => [
          key.key,
          key.example,
        ]),
      );
    const stdio = parseMcpServers({ mcpServers: { local: entry("stdio") } });
    expect(stdio).toMatchObject({ ok: true, warnings: [] });
    const http = parseMcpServers({ mcpServers: { remote: { ...entry("http"), type: "http" } } });
    expect(http).toMatchObject({ ok: true, warnings: [] });
    expect(parseMcpServers({ mcpServers: { local: { command: "x", not_a_setting: 1 } } }).warnings).toHaveLength(1);
  });
});
