import { policySection } from "./policy-section.js";
import { DEFAULT_CORE_TOOLS, DEFAULT_DEFER, TOOL_SEARCH_CONFIG_SCHEMA, UNKNOWN_CONTEXT_SHARE } from "@hermes/catalog";
import { TOOL_SEARCH_KEYS } from "@hermes/catalog/internal";
import { EXAMPLE_CONFIG_FILE, FILE_KEY_DOCS, MCP_SERVER_KEYS, type ConfigKeyDoc } from "./config-file-keys.js";
import { defaultText, typeText } from "./key-text.js";

/** Where the reference is written, relative to the repository root. */
export const CONFIG_DOC_PATH = "docs/configuration.md";

const cell = (value: string): string => value.replaceAll("|", "\\|").replaceAll("\n", " ");
const row = (cells: readonly string[]): string => `| ${cells.map(cell).join(" | ")} |`;
const code = (names: readonly string[]): string => names.map((name) => `\`${name}\``).join(", ");

function keyTable(keys: readonly (ConfigKeyDoc & { readonly transport?: string })[]): string[] {
  const withServer = keys.some((key) => key.transport !== undefined);
  const head = withServer ? ["key", "server", "type", "default", "meaning"] : ["key", "type", "default", "meaning"];
  return [
    row(head),
    row(head.map(() => "---")),
    ...keys.map((key) =>
      row([`\`${key.key}\``, ...(withServer ? [key.transport ?? ""] : []), key.type, key.default, key.meaning]),
    ),
  ];
}

/** An example `tools.tool_search.dense` block, as the reference shows it. */
export const EXAMPLE_DENSE_BLOCK = Object.freeze({
  tools: {
    tool_search: {
      dense: {
        url: "https://api.openai.com/v1/embeddings",
        model: "text-embedding-3-small",
        api_key_env: "OPENAI_API_KEY",
        timeout_ms: 3000,
        share: 0.3,
      },
    },
  },
});

function denseSection(): string[] {
  const key = TOOL_SEARCH_KEYS.dense;
  const properties = TOOL_SEARCH_CONFIG_SCHEMA.oneOf[1].properties.dense.properties ?? {};
  const description = (name: string): string => properties[name]?.description ?? "";
  return [
    "### `dense`: the dense rerank",
    "",
    "An OpenAI-compatible `POST /v1/embeddings` endpoint (OpenAI, or a local server such as one serving an open embedding model) whose vectors rerank `tool_search`'s matches. Absent (the default): no request is ever made. For example:",
    "",
    "```json",
    JSON.stringify(EXAMPLE_DENSE_BLOCK, null, 2),
    "```",
    "",
    row(["key", "type", "default", "meaning"]),
    row(["---", "---", "---", "---"]),
    row(["`url`", "`http://` or `https://` URL, no credentials", "required", description("url")]),
    row(["`model`", "non-empty string", "required", description("model")]),
    row(["`api_key_env`", "environment variable name", "none (no key is sent)", description("api_key_env")]),
    ...[key.timeoutMs, key.share].map((number) =>
      row([`\`${number.name}\``, typeText(number), defaultText(number), `**${number.title}.** ${number.description}`]),
    ),
    "",
    'The key is read from the named variable once, when `createToolSearch` (or the CLI) starts, and sent as `Authorization: Bearer …`; it is never in the config, a result, a warning or a log. Each search waits at most `timeout_ms` for the endpoint (the query and any tools not cached yet together); when it times out, cannot be reached, answers a non-2xx status or a malformed body, the search answers with the built-in ranking and adds `"dense": {"status": "degraded", "code": "DENSE_TIMEOUT"}` (`DENSE_NETWORK`, `DENSE_HTTP`, `DENSE_MALFORMED`), never an error; `search --explain` says whether the rerank applied or degraded, and why. An `api_key_env` variable that is unset or empty is a warning, and every search degrades with `DENSE_CONFIG`. Tool vectors are cached per instance by definition hash: a repeated search sends only its query, an edited tool is sent again alone (docs/ranker-design.md, "Hybrid").',
  ];
}

function toolSearchSection(): string[] {
  const [shorthand, settings] = TOOL_SEARCH_CONFIG_SCHEMA.oneOf;
  return [
    "## `tools.tool_search`",
    "",
    TOOL_SEARCH_CONFIG_SCHEMA.description,
    "",
    `Shorthand: ${shorthand.description}`,
    "",
    row(["key", "type", "default", "meaning"]),
    row(["---", "---", "---", "---"]),
    // Rows from the definition; the meaning as the schema states it (a switch adds what `true` and `false` mean).
    ...Object.values(TOOL_SEARCH_KEYS).map((key) =>
      row([
        `\`${key.name}\``,
        typeText(key),
        defaultText(key),
        `**${key.title}.** ${settings.properties[key.name].description}`,
      ]),
    ),
    "",
    `The listing budget is \`min(listing_max_tokens, floor(context_length × threshold_pct / 100))\` tokens; with an unknown context length the second term is ${UNKNOWN_CONTEXT_SHARE.toLocaleString("en-US")}.`,
    "",
    "The default `defer` list (core tools that are cheaper behind the bridge than in every prompt):",
    code(DEFAULT_DEFER) + ".",
    "",
    ...denseSection(),
    "",
    "### Strict and lenient reading",
    "",
    "- **Strict** — `parseConfig` (and so a config file, and the CLI): every violation of the schema below is an error that names its JSON path, the rule and the value, plus `search_default_limit` ≤ `max_search_limit`. It reads the definition the schema is derived from instead of compiling the schema, so it works the same where code generation (`eval`, `new Function`) is forbidden: strict CSP, edge workers.",
    "- **Lenient** — `normalizeConfig` (and so `createToolSearch({ config })`): never throws. Numbers may be numeric strings; fractions of whole-number keys are rounded down; out-of-range values are clamped; switches also accept `yes`/`no`, `1`/`0` and `true`/`false` in any case; unusable values fall back to the default. Every change is a warning naming the key, the value and what was used; unknown keys are warnings too.",
    "",
    "### JSON Schema",
    "",
    "`TOOL_SEARCH_CONFIG_SCHEMA` from `@hermes/catalog` (draft-07):",
    "",
    "```json",
    JSON.stringify(TOOL_SEARCH_CONFIG_SCHEMA, null, 2),
    "```",
  ];
}

function configFileSection(): string[] {
  return [
    "## The config file",
    "",
    "`hermes-tool-search --config <file>` and `readConfigFile(path)` / `parseConfigDocument(value)` of `@hermes/tool-search` read one JSON object:",
    "",
    "```json",
    JSON.stringify(EXAMPLE_CONFIG_FILE, null, 2),
    "```",
    "",
    ...keyTable(FILE_KEY_DOCS),
    "",
    'An unknown top-level key is an error, with the key probably meant (`mcpServer is not a known top-level key (did you mean "mcpServers"?)`): ignoring it could run with no servers at all. VS Code\'s `.vscode/mcp.json` is read as it is: its `servers` map is taken as `mcpServers` (one of the two, not both), and its `inputs` are ignored with a warning (`${input:…}` placeholders are passed on as written). An unknown key inside a server entry is a warning, printed before any server starts. Every other problem is an error naming its key path in one dotted style (`mcpServers.github.command must be a string`, `tools.tool_search.defer[2] must be …`), and the CLI exits with code 2 listing all of them. Invalid JSON is reported with its line and column; a key repeated in one object is an error (JSON would silently keep the last); a leading UTF-8 byte-order mark is fine. Secret values (env, headers, URL credentials) never appear in messages.',
    "",
    "The default `core_tools`:",
    code(DEFAULT_CORE_TOOLS) + ".",
    "",
    "### `mcpServers.<name>`",
    "",
    'Each entry is either a **stdio** server (`command`) or a **Streamable HTTP** server (`url`), never both. The whole `{ "mcpServers": { … } }` document or just the inner map may be given to `parseMcpServers`.',
    "",
    ...keyTable(MCP_SERVER_KEYS),
    "",
    "Unknown keys in an entry are warnings (with the key probably meant). Keys of the other kind of server (`headers` on a stdio server, `env` on an HTTP one) are errors.",
    "",
    'Relative paths of a stdio server in a config file are resolved from the file\'s folder, not from the folder the CLI was started in, so a config runs the same from anywhere: a relative `cwd`, and for a server without `cwd` a `command` or argument that starts with `./` or `../` (`"args": ["./server.js"]` next to the config). A bare word (`server.js`, `npx`) is left as written. With a `cwd`, `command` and `args` are relative to that folder, where the server starts. `parseMcpServers` and `parseConfigDocument`, which read no file, leave paths as written.',
    "",
    ...policySection(),
  ];
}

/** The whole configuration reference, as committed in docs/configuration.md. */
export function renderConfigDoc(): string {
  return [
    "# Configuration reference",
    "",
    "<!-- Generated by tooling/packaging/src/write-config-doc.ts from the config definitions: TOOL_SEARCH_KEYS (@hermes/catalog), CONFIG_FILE_KEYS (@hermes/tool-search) and SERVER_ENTRY_KEYS (@hermes/mcp), the same ones the readers use. Do not edit: run `pnpm --filter @hermes/packaging exec tsx src/write-config-doc.ts`. -->",
    "",
    "Tool search has one config block, `tools.tool_search`, which every entry point reads: `createToolSearch({ config })`, `normalizeConfig` / `parseConfig` of `@hermes/catalog`, and the config file of the `hermes-tool-search` CLI. The config file adds the MCP servers to front and a few runtime settings.",
    "",
    ...toolSearchSection(),
    "",
    ...configFileSection(),
    "",
  ].join("\n");
}
