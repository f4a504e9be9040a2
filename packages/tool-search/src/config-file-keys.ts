import { DEFAULT_CORE_TOOLS } from "@hermes/catalog";
import { choiceKey, namesKey, numberKey, type ConfigBlock, type ConfigOf } from "@hermes/catalog/internal";

/**
 * The config file's own top-level settings, declared like the `tools.tool_search` keys (the
 * same definition machinery of `@hermes/catalog`): `parseConfigDocument` checks them strictly
 * from this, and docs/configuration.md renders them from it. `mcpServers` and `tools` have
 * readers of their own.
 */
export const CONFIG_FILE_KEYS = Object.freeze({
  coreTools: namesKey({
    name: "core_tools",
    title: "Core tools",
    description:
      "The runtime's own tools that stay visible instead of being deferred. A name ending in `*` matches every name with that prefix. It never applies to an MCP server's or the gateway's tools, whatever their names: make those visible with `alwaysLoad` (see [security.md](security.md), \"Visibility by source\").",
    default: DEFAULT_CORE_TOOLS,
    defaultText: "Hermes' core list (`DEFAULT_CORE_TOOLS`, below)",
    strictNames: false,
  }),
  contextLength: numberKey({
    name: "context_length",
    title: "Context length",
    description: "The model's context window in tokens; sets the listing budget. `--context-length` overrides it.",
    integer: true,
    range: { min: 0 },
    expected: "a whole number of tokens",
    defaultText: "unknown",
  }),
  mcpToolNames: choiceKey({
    name: "mcp_tool_names",
    title: "MCP tool names",
    description:
      "How the servers' tools are named for the model: `mcp__<server>__<tool>` for every tool, or a tool's own name where no other server lists it (shared names stay namespaced). Nothing is dropped for a shared name either way.",
    values: ["namespaced", "raw-where-unique"],
    default: "namespaced",
  }),
});

/** The config file's own settings as a block at the top level of the file. */
export const CONFIG_FILE_BLOCK: ConfigBlock<typeof CONFIG_FILE_KEYS> = Object.freeze({
  path: "",
  keys: CONFIG_FILE_KEYS,
});

/** The settings read from a valid file (`contextLength` `undefined` when the file has none). */
export type ConfigFileSettings = ConfigOf<typeof CONFIG_FILE_KEYS>;
