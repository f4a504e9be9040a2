import { CONFIG_FILE_KEYS } from "@hermes/tool-search/internal";
import { defaultText, typeText } from "./key-text.js";

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
    meaning: "Tool search itself (see [`tools.tool_search`](#toolstool_search)). Read strictly: any schema violation is an error.",
    example: { listing_max_tokens: 3000 },
  },
  {
    key: "tools.connectors",
    type: "boolean, or `{ \"enabled\": boolean }`",
    default: "enabled",
    meaning:
      "Remote connector tools of a hosted gateway. Returned as written (`connectors`); `createConnectors({ config })` reads it leniently (`\"yes\"`/`\"no\"`, `\"on\"`/`\"off\"`, `1`/`0` too; anything else warns and stays enabled). `false` means nothing is ever sent to the gateway. The CLI has no gateway and ignores it.",
    example: { enabled: false },
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

/** The keys of one `mcpServers.<name>` entry, as `parseMcpServers` reads them. */
export const MCP_SERVER_KEYS: readonly ServerKeyDoc[] = [
  {
    key: "command",
    transport: "stdio",
    type: "non-empty string",
    default: "—",
    meaning: "The program to start; the server speaks MCP on its stdin/stdout. Required for a stdio server.",
    example: "npx",
  },
  { key: "args", transport: "stdio", type: "array of strings", default: "`[]`", meaning: "Its arguments.", example: ["-y", "@modelcontextprotocol/server-github"] },
  {
    key: "env",
    transport: "stdio",
    type: "object of strings",
    default: "`{}`",
    meaning:
      "Extra environment variables. The child gets only these plus a minimal safe set (`HOME`, `LOGNAME`, `PATH`, `SHELL`, `TERM`, `USER`), not your whole environment. Values are secrets: never shown.",
    example: { GITHUB_TOKEN: "ghp_example" },
  },
  { key: "cwd", transport: "stdio", type: "string", default: "the current folder", meaning: "Working folder of the child.", example: "." },
  {
    key: "url",
    transport: "http",
    type: "`http://` or `https://` URL",
    default: "—",
    meaning:
      "The Streamable HTTP endpoint. Required for an HTTP server. Its query values are secrets. A `user:password@` part becomes an `Authorization: Basic …` header (fetch refuses credentials in a URL); with an `Authorization` header as well, it is an error.",
    example: "https://mcp.example.com/linear",
  },
  {
    key: "headers",
    transport: "http",
    type: "object of strings",
    default: "`{}`",
    meaning: "Extra request headers (no line breaks). Values are secrets: never shown.",
    example: { Authorization: "Bearer example" },
  },
  {
    key: "type",
    transport: "both",
    type: "`\"stdio\"` or `\"http\"`",
    default: "from `command` / `url`",
    meaning:
      "The transport, also spelled `transport`; `\"streamable-http\"`, `\"streamableHttp\"` and `\"streamable_http\"` mean `\"http\"`. `\"sse\"` is refused (use Streamable HTTP). Must agree with `command` / `url`.",
    example: "stdio",
  },
  {
    key: "alwaysLoad",
    transport: "both",
    type: "boolean",
    default: "`false`",
    meaning:
      "Keep the tools of this server visible, within the budget of visible downstream tools (20 tools, 4,000 tokens by default; descriptions clipped to 1,024 characters); the rest defer with a warning in `inspect`.",
    example: true,
  },
  { key: "disabled", transport: "both", type: "boolean", default: "`false`", meaning: "Parse the entry but do not start the server.", example: false },
  {
    key: "supports_parallel_tool_calls",
    transport: "both",
    type: "boolean",
    default: "`false`",
    meaning: "The server's tools may run concurrently within a turn, also when called through `tool_call`.",
    example: true,
  },
  {
    key: "startup_timeout",
    transport: "both",
    type: "number of seconds > 0",
    default: "30",
    meaning:
      "Connecting and the first full `tools/list` must finish within this, or the start failed; a start that timed out is retried with twice the time (see `max_restarts`). Raise it for a first `npx -y` download.",
    example: 120,
  },
  {
    key: "call_timeout",
    transport: "both",
    type: "number of seconds > 0",
    default: "60",
    meaning: "The default deadline of one tool call on this server (and of a re-listing).",
    example: 30,
  },
  {
    key: "max_restarts",
    transport: "both",
    type: "whole number 0–100",
    default: "3",
    meaning:
      "Restarts after a crash or a failed start (waiting 1 s, then 2 s, 4 s … up to 30 s) before the server stays unavailable; 0 never restarts. A command that is not found or not executable is not retried.",
    example: 3,
  },
];

/**
 * An example config file; the doc shows it and the tests check that it parses without
 * errors or warnings.
 */
export const EXAMPLE_CONFIG_FILE = {
  mcpServers: {
    github: { command: "npx", args: ["-y", "@modelcontextprotocol/server-github"], env: { GITHUB_TOKEN: "ghp_…" } },
    linear: { url: "https://mcp.example.com/linear", headers: { Authorization: "Bearer …" }, supports_parallel_tool_calls: true },
  },
  tools: { tool_search: { listing_max_tokens: 3000, search_default_limit: 8 }, connectors: false },
  core_tools: ["read_file", "write_file", "terminal"],
  context_length: 200_000,
};
