import { didYouMean } from "./did-you-mean.js";
import { parseJsonText } from "./json-text.js";
import { ConfigReader, isRecord, type JsonRecord } from "./config-reader.js";
import { formatConfigPath, type ConfigPath } from "./config-path.js";
import { MCP_FORWARD_KINDS, type McpForwardKind } from "../connection/server-requests.js";
import type { McpConfigResult, McpServerConfig } from "./server-config-types.js";
import { entryKeysOnlyFor, KNOWN_ENTRY_KEYS, SERVER_ENTRY_KEYS } from "./server-entry-keys.js";
import { readPolicyBlock } from "../policy/read-policy.js";

export type {
  McpConfigIssue,
  McpConfigResult,
  McpHttpServerConfig,
  McpServerConfig,
  McpStdioServerConfig,
} from "./server-config-types.js";

// Which keys an entry has, their limits and their defaults: declared once in server-entry-keys.ts.
const K = SERVER_ENTRY_KEYS;

/** Seconds from the config as milliseconds, or nothing when absent. */
const millis = (seconds: number | undefined): number | undefined =>
  seconds === undefined ? undefined : Math.round(seconds * 1000);
const STDIO_TYPES = new Set(["stdio"]);
const HTTP_TYPES = new Set(["http", "streamable-http", "streamableHttp", "streamable_http"]);

function readType(reader: ConfigReader, entry: JsonRecord, path: ConfigPath): "stdio" | "http" | "sse" | undefined {
  for (const key of [K.type.name, ...K.type.aliases]) {
    const value = reader.string(entry, key, path);
    if (value === undefined) continue;
    if (STDIO_TYPES.has(value)) return "stdio";
    if (HTTP_TYPES.has(value)) return "http";
    if (value === "sse") return "sse";
    reader.fail([...path, key], `"stdio" or "http"`);
  }
  return undefined;
}

/** `forward`: each item one of the known kinds, once; an unknown one is an error that lists them. */
function readForward(reader: ConfigReader, entry: JsonRecord, path: ConfigPath): McpForwardKind[] {
  const known: readonly string[] = MCP_FORWARD_KINDS;
  const kinds: McpForwardKind[] = [];
  reader.stringArray(entry, K.forward.name, path).forEach((item, index) => {
    if (!known.includes(item)) {
      reader.fail(
        [...path, K.forward.name, index],
        `one of ${MCP_FORWARD_KINDS.map((kind) => `"${kind}"`).join(", ")}`,
      );
      return;
    }
    if (!kinds.includes(item as McpForwardKind)) kinds.push(item as McpForwardKind);
  });
  return kinds;
}

function isHttpUrl(text: string): boolean {
  if (!URL.canParse(text)) return false;
  const { protocol } = new URL(text);
  return protocol === "http:" || protocol === "https:";
}

function readServer(reader: ConfigReader, name: string, raw: unknown, root: ConfigPath): McpServerConfig | undefined {
  const path = [...root, name];
  const at = formatConfigPath(path);
  if (name.trim() === "")
    return reader.fail(path, "a non-empty server name", `${formatConfigPath(root)} has an empty server name`);
  if (!isRecord(raw)) return reader.fail(path, "an object");
  const before = reader.errors.length;
  for (const key of Object.keys(raw)) {
    if (!KNOWN_ENTRY_KEYS.has(key))
      reader.warn(
        [...path, key],
        "a known setting",
        `${formatConfigPath([...path, key])} is not a known setting and is ignored${didYouMean(key, KNOWN_ENTRY_KEYS)}`,
      );
  }
  const startTimeoutMs = millis(reader.positive(raw, K.startupTimeout, path));
  const callTimeoutMs = millis(reader.positive(raw, K.callTimeout, path));
  const maxRestarts = reader.count(raw, K.maxRestarts, path);
  const type = readType(reader, raw, path);
  const forward = readForward(reader, raw, path);
  const policy = readPolicyBlock(reader, raw[K.policy.name], [...path, K.policy.name], false);
  const base = {
    name,
    alwaysLoad: reader.boolean(raw, K.alwaysLoad.name, path),
    disabled: reader.boolean(raw, K.disabled.name, path),
    supportsParallelToolCalls: reader.boolean(raw, K.supportsParallelToolCalls.name, path),
    ...(reader.boolean(raw, K.trustHints.name, path) ? { trustHints: true } : {}),
    ...(startTimeoutMs === undefined ? {} : { startTimeoutMs }),
    ...(callTimeoutMs === undefined ? {} : { callTimeoutMs }),
    ...(maxRestarts === undefined ? {} : { maxRestarts }),
    ...(forward.length === 0 ? {} : { forward }),
    ...(policy === undefined ? {} : { policy }),
  };
  const hasCommand = raw[K.command.name] !== undefined;
  const hasUrl = raw[K.url.name] !== undefined;
  if (type === "sse")
    return reader.fail(
      [...path, "type"],
      `"stdio" or "http"`,
      `${at}.type "sse" is not supported; use Streamable HTTP ("http")`,
    );
  if (hasCommand && hasUrl)
    return reader.fail(path, "either command or url", `${at} must have either command or url, not both`);
  if (!hasCommand && !hasUrl) {
    const wanted = type === "http" ? K.url.name : K.command.name;
    return reader.fail([...path, wanted], "a string", `${at} needs a command (stdio) or a url (Streamable HTTP)`);
  }
  if (hasCommand) {
    if (type === "http") reader.fail([...path, "type"], `"stdio"`, `${at}.type is "http" but the server has a command`);
    const command = reader.string(raw, K.command.name, path, true);
    if (command !== undefined && command.trim() === "") reader.fail([...path, K.command.name], "a non-empty string");
    const args = reader.stringArray(raw, K.args.name, path);
    const env = reader.env(raw, K.env.name, path);
    const cwd = reader.string(raw, K.cwd.name, path);
    for (const key of entryKeysOnlyFor("http"))
      if (raw[key] !== undefined)
        reader.fail([...path, key], "absent for a stdio server", `${at}.${key} only applies to url servers`);
    if (reader.errors.length > before || command === undefined) return undefined;
    return { ...base, transport: "stdio", command, args, env, ...(cwd === undefined ? {} : { cwd }) };
  }
  if (type === "stdio") reader.fail([...path, "type"], `"http"`, `${at}.type is "stdio" but the server has a url`);
  const url = reader.string(raw, K.url.name, path, true);
  if (url !== undefined && !isHttpUrl(url)) reader.fail([...path, K.url.name], "an http:// or https:// URL");
  const headers = reader.headers(raw, K.headers.name, path);
  for (const key of entryKeysOnlyFor("stdio"))
    if (raw[key] !== undefined)
      reader.fail([...path, key], "absent for a url server", `${at}.${key} only applies to command servers`);
  if (reader.errors.length > before || url === undefined) return undefined;
  const credentials = urlCredentials(url);
  if (credentials === undefined) return { ...base, transport: "http", url, headers };
  if (Object.keys(headers).some((header) => header.toLowerCase() === "authorization")) {
    return reader.fail(
      [...path, "url"],
      "a URL without user:password@",
      `${at}.url has user:password@ and ${at}.headers has an Authorization header; keep only one`,
    );
  }
  return {
    ...base,
    transport: "http",
    url: credentials.url,
    headers: { ...headers, Authorization: credentials.authorization },
  };
}

/**
 * A URL's `user:password@` as a Basic `Authorization` value, and the URL without it (fetch
 * refuses URLs with credentials); `undefined` when the URL has none. See docs/configuration.md.
 */
function urlCredentials(text: string): { readonly url: string; readonly authorization: string } | undefined {
  const url = new URL(text);
  if (url.username === "" && url.password === "") return undefined;
  const decode = (part: string): string => {
    try {
      return decodeURIComponent(part);
    } catch {
      return part;
    }
  };
  const pair = `${decode(url.username)}:${decode(url.password)}`;
  url.username = "";
  url.password = "";
  return { url: url.href, authorization: `Basic ${Buffer.from(pair, "utf8").toString("base64")}` };
}

/**
 * Parses an `mcpServers` document — either `{ "mcpServers": { … } }` or the inner map —
 * into typed server entries. Never throws: every problem becomes an issue naming the key
 * path and what was expected (`mcpServers.github.command must be a string`). Env, header
 * and URL values never appear in issues. Unknown keys are warnings.
 *
 * @example
 * ```ts
 * const parsed = parseMcpServers({ mcpServers: { files: { command: "npx", args: ["-y", "server-files"] } } });
 * if (parsed.ok) parsed.servers[0]?.transport; // "stdio"
 * ```
 */
export function parseMcpServers(input: unknown): McpConfigResult {
  const reader = new ConfigReader();
  const root: ConfigPath = ["mcpServers"];
  const map = isRecord(input) && input["mcpServers"] !== undefined ? input["mcpServers"] : input;
  const servers: McpServerConfig[] = [];
  if (!isRecord(map)) reader.fail(root, "an object of servers");
  else {
    for (const [name, raw] of Object.entries(map)) {
      const server = readServer(reader, name, raw, root);
      if (server !== undefined) servers.push(server);
    }
  }
  const { errors, warnings } = reader;
  return errors.length === 0 ? { ok: true, servers, warnings } : { ok: false, errors, servers, warnings };
}

/**
 * Parses `mcpServers` JSON text (see {@link parseMcpServers}). Invalid JSON is one issue
 * with the line and column, never the text around it (it may hold a secret); a leading
 * byte-order mark is ignored.
 */
export function parseMcpServersJson(text: string): McpConfigResult {
  const parsed = parseJsonText(text);
  if (!parsed.ok)
    return {
      ok: false,
      errors: [{ path: "", expected: "valid JSON", message: `the config is ${parsed.message}` }],
      servers: [],
      warnings: [],
    };
  return parseMcpServers(parsed.value);
}
