import { readFileSync } from "node:fs";
import { dirname } from "node:path";
import { resolveServerPaths } from "./config-file-paths.js";
import { parseConfig, type ConfigError, type ToolSearchConfig } from "@hermes/catalog";
import { CONFIG_KEYS, expectedText, isRecord, keyProblems, type ConfigKey } from "@hermes/catalog/internal";
import {
  compilePolicy,
  parseMcpServers,
  parsePolicyBlock,
  type McpServerConfig,
  type McpToolNaming,
  type ToolPolicy,
} from "@hermes/mcp";
import { didYouMean, parseJsonText } from "@hermes/mcp/internal";
import { CONFIG_FILE_BLOCK, type ConfigFileSettings } from "./config-file-keys.js";

/**
 * A tool-search config file:
 * `{ "mcpServers": {…}, "tools": { "tool_search": {…}, "connectors": {…} }, "core_tools": […], "context_length": n,
 * "mcp_tool_names": "namespaced" | "raw-where-unique", "policy": { "allow": […], "ask": […], "deny": […], "default": … } }`.
 */
export interface ConfigFile {
  readonly mcpServers: readonly McpServerConfig[];
  /** The normalised `tools.tool_search` block. */
  readonly toolSearch: ToolSearchConfig;
  /** The raw `tools.tool_search` block as written (what `createToolSearch({ config })` takes). */
  readonly toolSearchRaw: unknown;
  /** The raw `tools.connectors` block (`true`, `false` or `{ enabled }`), if any. */
  readonly connectors: unknown;
  readonly coreTools: readonly string[] | undefined;
  readonly contextLength: number | undefined;
  /** How the MCP servers' tools are named for the model (`mcp_tool_names`); default `namespaced`. */
  readonly mcpToolNames: McpToolNaming;
  /** The serve-mode policy of the top-level `policy` block and each server's `policy` (no rules: everything runs). */
  readonly policy: ToolPolicy;
}

/** A config file read, or every problem in it: each names its key path and what was expected. */
export type ConfigFileResult =
  | { readonly ok: true; readonly file: ConfigFile; readonly warnings: readonly string[] }
  | { readonly ok: false; readonly errors: readonly string[] };

const SETTINGS = Object.values(CONFIG_FILE_BLOCK.keys) as readonly ConfigKey[];
/**
 * Top-level keys: VS Code's `.vscode/mcp.json` names its server map `servers` (read like
 * `mcpServers`) and keeps prompted values under `inputs` (not supported: ignored with a warning).
 */
const TOP_LEVEL_KEYS = new Set([
  "mcpServers",
  "servers",
  "inputs",
  "tools",
  "policy",
  ...SETTINGS.map((key) => key.name),
]);

/**
 * A key as a message shows it: as written when it is plain printable text, else JSON-quoted (an
 * empty key, or one with spaces at its ends, control or invisible characters, stays visible in the message).
 */
function shownKey(key: string): string {
  if (/^[\x21-\x7e](?:[\x20-\x7e]*[\x21-\x7e])?$/.test(key)) return shorten(key);
  // JSON escapes controls; separators, format and other invisible characters are escaped too.
  const quoted = JSON.stringify(key).replace(
    /[^\x20-\x7e\p{L}\p{N}\p{P}\p{S}]/gu,
    (char) => `\\u${(char.codePointAt(0) ?? 0).toString(16).padStart(4, "0")}`,
  );
  return shorten(quoted);
}

/** Longest key or value quoted in a message: a config file can hold megabyte keys and values. */
const SHOWN_MAX = 60;

const shorten = (text: string): string => (text.length > SHOWN_MAX ? `${text.slice(0, SHOWN_MAX - 1)}…` : text);

/** A value as a message quotes it: JSON of at most 60 characters; never throws (bigints, cycles, deep nesting). */
function shownValue(value: unknown): string {
  if (typeof value === "number" && !Number.isFinite(value)) return "a number too large to hold";
  try {
    const text = typeof value === "string" ? JSON.stringify(value.slice(0, SHOWN_MAX * 2)) : JSON.stringify(value);
    return shorten(text ?? typeof value);
  } catch {
    return Array.isArray(value) ? "an unprintable array" : `an unprintable ${typeof value}`;
  }
}

/** A `tools.tool_search` error in the file's one key-path style: `tools.tool_search.defer[2] must be …`, with "did you mean" for a misspelt key. */
function toolSearchMessage(error: ConfigError): string {
  const hint = error.keyword === "additionalProperties" && error.key !== "" ? didYouMean(error.key, CONFIG_KEYS) : "";
  // The catalog names the path as a JSON pointer (`/defer/2 must be …`); written as the file's dotted path here.
  if (error.path === "" || !error.message.startsWith(`${error.path} `))
    return `tools.tool_search: ${error.message}${hint}`;
  const dotted = error.path
    .split("/")
    .slice(1)
    .map((part) => (/^\d+$/.test(part) ? `[${part}]` : `.${part}`))
    .join("");
  return `tools.tool_search${dotted}${error.message.slice(error.path.length)}${hint}`;
}

/**
 * The file's own settings, checked strictly by their definition (`config-file-keys.ts`): one
 * error per bad key, `<key> must be <expected>` (with the value for a scalar). `undefined`
 * when any is bad.
 */
function readSettings(document: Readonly<Record<string, unknown>>, errors: string[]): ConfigFileSettings | undefined {
  let bad = false;
  const values = SETTINGS.map((key) => {
    const value = Object.hasOwn(document, key.name) ? document[key.name] : undefined;
    if (value === undefined) return key.default;
    if (keyProblems(key, value, `/${key.name}`).length === 0) return value;
    bad = true;
    errors.push(`${key.name} must be ${expectedText(key)}${key.kind === "names" ? "" : `, got ${shownValue(value)}`}`);
    return undefined;
  });
  if (bad) return undefined;
  return Object.fromEntries(
    Object.keys(CONFIG_FILE_BLOCK.keys).map((property, index) => [property, values[index]]),
  ) as ConfigFileSettings;
}

/**
 * Checks a parsed config document. Strict: any problem is an error, so a CLI refuses a file
 * with a typo instead of running with defaults. Secrets (env and header values, URLs) never
 * appear in messages. Never throws; keys and values quoted in messages are cut to 60
 * characters, so no input (megabyte strings, deep nesting) makes a message large.
 */
export function parseConfigDocument(document: unknown): ConfigFileResult {
  if (!isRecord(document)) return { ok: false, errors: ["the config file must hold a JSON object"] };
  const errors: string[] = [];
  const warnings: string[] = [];
  // A misspelt top-level key is an error: ignoring `mcpServer` would run with no servers at all.
  for (const key of Object.keys(document)) {
    if (!TOP_LEVEL_KEYS.has(key))
      errors.push(`${shownKey(key)} is not a known top-level key${didYouMean(key, TOP_LEVEL_KEYS)}`);
  }
  if (document["inputs"] !== undefined)
    warnings.push("inputs (VS Code's prompted values) is not supported and is ignored: ${input:…} stays as written");
  const serverKey =
    document["mcpServers"] === undefined && document["servers"] !== undefined ? "servers" : "mcpServers";
  if (document["mcpServers"] !== undefined && document["servers"] !== undefined)
    errors.push("mcpServers and servers (VS Code's name for it) are both set; keep one");
  // Issues name their path as `mcpServers.…`; a VS Code file reads them under its own key.
  const located = (message: string): string =>
    serverKey === "servers" ? message.replace(/^mcpServers\b/, "servers") : message;
  const mcp = document[serverKey] === undefined ? undefined : parseMcpServers({ mcpServers: document[serverKey] });
  if (mcp !== undefined) {
    if (!mcp.ok) errors.push(...mcp.errors.map((issue) => located(issue.message)));
    warnings.push(...mcp.warnings.map((issue) => located(issue.message)));
  }
  const policy = parsePolicyBlock(document["policy"]);
  errors.push(...policy.errors.map((issue) => issue.message));
  const tools = document["tools"];
  if (tools !== undefined && !isRecord(tools))
    errors.push("tools must be an object with tool_search and connectors blocks");
  const toolSearchRaw = isRecord(tools) ? tools["tool_search"] : undefined;
  const parsed = parseConfig(toolSearchRaw);
  if (!parsed.ok) errors.push(...parsed.errors.map(toolSearchMessage));
  const settings = readSettings(document, errors);
  if (errors.length > 0 || !parsed.ok || settings === undefined) return { ok: false, errors };
  return {
    ok: true,
    warnings,
    file: {
      mcpServers: mcp?.servers ?? [],
      toolSearch: parsed.config,
      toolSearchRaw,
      connectors: isRecord(tools) ? tools["connectors"] : undefined,
      coreTools: document["core_tools"] === undefined ? undefined : settings.coreTools,
      contextLength: settings.contextLength,
      mcpToolNames: settings.mcpToolNames,
      policy: compilePolicy(policy.block, mcp?.servers ?? []),
    },
  };
}

/** A file-system error code as a plain sentence. */
function unreadable(path: string, code: string): string {
  const shown = JSON.stringify(path);
  if (code === "ENOENT") return `there is no config file ${shown}`;
  if (code === "EACCES" || code === "EPERM") return `the config file ${shown} cannot be read (permission denied)`;
  if (code === "EISDIR") return `the config file ${shown} is a directory, not a file`;
  return `the config file ${shown} cannot be read (${code})`;
}

/**
 * Reads and checks a config file (see {@link parseConfigDocument}). Unreadable files, invalid
 * JSON (with line and column) and keys repeated in one object (JSON would keep only the last)
 * are errors; a leading UTF-8 byte-order mark is fine. A stdio server's relative paths are
 * resolved from the file's folder, not the current directory (see `resolveServerPaths`).
 */
export function readConfigFile(path: string): ConfigFileResult {
  let text: string;
  try {
    text = readFileSync(path, "utf8");
  } catch (error) {
    const code = typeof error === "object" && error !== null && "code" in error ? String(error.code) : "unreadable";
    return { ok: false, errors: [unreadable(path, code)] };
  }
  const parsed = parseJsonText(text);
  if (!parsed.ok) return { ok: false, errors: [`config file ${JSON.stringify(path)} is ${parsed.message}`] };
  const repeated = parsed.duplicateKeys.map(
    (key) => `${shorten(key)} appears more than once in the same object; keep one (JSON would silently use the last)`,
  );
  const read = parseConfigDocument(parsed.value);
  const result = read.ok
    ? { ...read, file: { ...read.file, mcpServers: resolveServerPaths(read.file.mcpServers, dirname(path)) } }
    : read;
  if (repeated.length === 0) return result;
  return { ok: false, errors: [...repeated, ...(result.ok ? [] : result.errors)] };
}
