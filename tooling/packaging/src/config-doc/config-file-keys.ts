import { SERVER_ENTRY_KEY_LIST } from "@hermes/mcp/internal";
import { CONFIG_FILE_KEYS } from "@hermes/tool-search/internal";
import { defaultText, entryDefaultText, entryTypeText, typeText } from "./key-text.js";

/** One documented key of the config file, with a valid example value the tests parse. */
export interface ConfigKeyDoc {
  readonly key: string;
  readonly type: string;
  readonly default: string;
  readonly meaning: string;
  /** A value the parser accepts for this key (checked by config-doc.test.ts). */
  readonly example: unknown;
}

/** A key of one `mcpServers` entry; `transport` says which kind of server it applies to. */
export interface ServerKeyDoc extends ConfigKeyDoc {
  readonly transport: "stdio" | "http" | "both";
}

/**
 * The top-level keys of a config file that have readers of their own (`parseMcpServers`,
 * `parseConfig`, `readConnectorsConfig`), as `parseConfigDocument` / `readConfigFile` of
 * `@hermes/tool-search` read them (and so the CLI's `--config`). The file's own settings
 * (`core_tools`, `context_length`, `mcp_tool_names`) are rendered from their definition,
 * `CONFIG_FILE_KEYS` of `@hermes/tool-search/internal`, with {@link SETTING_EXAMPLES}. The
 * tests parse every example with the real reader and check that no key is reported as unknown.
 */
export const BLOCK_KEYS: readonly ConfigKeyDoc[] = [
  {
    key: "mcpServers",
    type: "object: server name → server entry",
    default: "no servers",
    meaning: "MCP servers to start and front (see below). Each name becomes the source name of the server's tools.",
    example: { files: { command: "npx", args: ["-y", "@modelcontextprotocol/server-filesystem", "."] } },
  },
  {
    key: "tools.tool_search",
    type: "boolean or object",
    default: "all defaults",
    meaning:
      "Tool search itself (see [`tools.tool_search`](#toolstool_search)). Read strictly: any schema violation is an error.",
    example: { listing_max_tokens: 3000 },
  },
  {
    key: "tools.connectors",
    type: 'boolean, or `{ "enabled": boolean }`',
    default: "enabled",
    meaning:
      'Remote connector tools of a hosted gateway. Returned as written (`connectors`); `createConnectors({ config })` reads it leniently (`"yes"`/`"no"`, `"on"`/`"off"`, `1`/`0` too; anything else warns and stays enabled). `false` means nothing is ever sent to the gateway. The CLI has no gateway and ignores it.',
    example: { enabled: false },
  },
  {
    key: "policy",
    type: "object: `allow`, `ask`, `deny` lists of patterns and a `default`",
    default: "every tool runs",
    meaning:
      "Which MCP tools run, ask the user first or are refused in serve mode (and in `call`), by patterns on namespaced names (`mcp__github__delete_*`) or on annotations (`annotation:destructiveHint`). See [Policy](#policy).",
    example: { ask: ["annotation:destructiveHint"], deny: ["mcp__*__drop_*"] },
  },
];

/** A valid example value for each of the file's own settings (by snake_case name), checked by config-doc.test.ts. */
export const SETTING_EXAMPLES: Readonly<Record<string, unknown>> = {
  core_tools: ["read_file", "kanban_*"],
  context_length: 200_000,
  mcp_tool_names: "raw-where-unique",
};

/** Every top-level key of a config file, in the order of the reference: the blocks, then the file's own settings. */
export const FILE_KEY_DOCS: readonly ConfigKeyDoc[] = [
  ...BLOCK_KEYS,
  ...Object.values(CONFIG_FILE_KEYS).map((key) => ({
    key: key.name,
    type: typeText(key),
    default: defaultText(key),
    meaning: key.description,
    example: SETTING_EXAMPLES[key.name],
  })),
];

/** A valid example value for each `mcpServers` entry key (by name), checked by config-doc.test.ts. */
export const SERVER_KEY_EXAMPLES: Readonly<Record<string, unknown>> = {
  command: "npx",
  args: ["-y", "@modelcontextprotocol/server-github"],
  env: { GITHUB_PERSONAL_ACCESS_TOKEN: "ghp_example" },
  cwd: ".",
  url: "https://mcp.example.com/linear",
  headers: { Authorization: "Bearer example" },
  type: "stdio",
  alwaysLoad: true,
  disabled: false,
  supports_parallel_tool_calls: true,
  trust_hints: false,
  startup_timeout: 120,
  call_timeout: 30,
  max_restarts: 3,
  forward: ["sampling"],
  policy: { allow: ["get_*", "list_*"], ask: ["*"] },
};

/**
 * The keys of one `mcpServers.<name>` entry, rendered from their declaration
 * (`SERVER_ENTRY_KEYS` of `@hermes/mcp/internal`, the one `parseMcpServers` reads by), with
 * {@link SERVER_KEY_EXAMPLES}.
 */
export const MCP_SERVER_KEYS: readonly ServerKeyDoc[] = SERVER_ENTRY_KEY_LIST.map((key) => ({
  key: key.name,
  transport: key.transport,
  type: entryTypeText(key),
  default: entryDefaultText(key),
  meaning: key.description,
  example: SERVER_KEY_EXAMPLES[key.name],
}));

/**
 * An example config file; the doc shows it and the tests check that it parses without
 * errors or warnings.
 */
export const EXAMPLE_CONFIG_FILE = {
  mcpServers: {
    github: {
      command: "npx",
      args: ["-y", "@modelcontextprotocol/server-github"],
      env: { GITHUB_PERSONAL_ACCESS_TOKEN: "ghp_…" },
    },
    linear: {
      url: "https://mcp.example.com/linear",
      headers: { Authorization: "Bearer …" },
      supports_parallel_tool_calls: true,
    },
  },
  tools: { tool_search: { listing_max_tokens: 3000, search_default_limit: 8 }, connectors: false },
  core_tools: ["read_file", "write_file", "terminal"],
  context_length: 200_000,
};
