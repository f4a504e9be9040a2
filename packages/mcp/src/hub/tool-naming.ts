import { createHash } from "node:crypto";
import { DEFAULT_CORE_TOOLS } from "@hermes/catalog";
import {
  BRIDGE_TOOL_NAMES,
  CONNECTOR_TOOL_PREFIX,
  isShowableName,
  MANAGE_CONNECTIONS,
  showableNameFor,
} from "@hermes/catalog/internal";
import type { McpTool } from "../connection/list-tools.js";

/**
 * How the hub names downstream tools for the model (docs/security.md, "One identity per real tool"):
 * - `namespaced` (default): every tool is `mcp__<server>__<tool>`, the convention MCP clients use;
 * - `raw-where-unique`: a tool keeps its own name when no other ready server lists that name
 *   (and it is a showable name); the others are namespaced. A name can then change when
 *   another server starts listing the same name.
 */
export type McpToolNaming = "namespaced" | "raw-where-unique";

/** Names only the runtime may define: the bridge tools and `manage_connections`. */
export const RESERVED_TOOL_NAMES: readonly string[] = Object.freeze([...BRIDGE_TOOL_NAMES, MANAGE_CONNECTIONS]);

/** One real downstream tool: the server it lives on, its own name, and the name the model sees. */
export interface ExposedTool {
  readonly server: string;
  /** The tool's name on its server (what `tools/call` is sent). */
  readonly toolName: string;
  /** The model-facing name, unique across the hub. */
  readonly name: string;
  /** The definition the model sees: the server's object, renamed with `_meta` `hermes/toolName` when namespaced. */
  readonly tool: McpTool;
}

/** The hub's names at one moment: every exposed tool, by server and by model-facing name. */
export interface McpToolNames {
  readonly byServer: ReadonlyMap<string, readonly ExposedTool[]>;
  readonly byName: ReadonlyMap<string, ExposedTool>;
  /** A tool's own name → every exposed tool of that name (more than one: the own name is ambiguous). */
  readonly byToolName: ReadonlyMap<string, readonly ExposedTool[]>;
}

/** Longest model-facing name made: OpenAI's function-name limit (the catalog allows 128). */
export const MAX_EXPOSED_NAME = 64;
const UNSAFE = /[^A-Za-z0-9_-]/g;

const digest = (server: string, tool: string): string =>
  createHash("sha256").update(`${server}\u0000${tool}`).digest("hex").slice(0, 8);

/**
 * The namespaced model-facing name of a downstream tool: `mcp__<server>__<tool>`, characters
 * outside `A–Z a–z 0–9 _ -` replaced by `_`. A name over {@link MAX_EXPOSED_NAME} characters
 * (or, with `hashed`, any name) is cut and ends in `_` and 8 hex digits of a hash of the
 * server and tool names, so two tools never share one.
 *
 * @example
 * ```ts
 * namespacedToolName("github", "create_issue"); // "mcp__github__create_issue"
 * ```
 */
export function namespacedToolName(server: string, tool: string, hashed = false): string {
  const name = `mcp__${server.replace(UNSAFE, "_")}__${tool.replace(UNSAFE, "_")}`;
  if (!hashed && name.length <= MAX_EXPOSED_NAME) return name;
  return `${name.slice(0, MAX_EXPOSED_NAME - 9)}_${digest(server, tool)}`;
}

// Renamed copies, kept per tool object so an unchanged tool keeps its identity (plan memos hit).
const copies = new WeakMap<McpTool, Map<string, McpTool>>();

function renamed(tool: McpTool, name: string): McpTool {
  if (name === tool.name) return tool;
  let byName = copies.get(tool);
  if (byName === undefined) copies.set(tool, (byName = new Map<string, McpTool>()));
  let copy = byName.get(name);
  if (copy === undefined) {
    copy = Object.freeze({ ...tool, name, _meta: { ...tool._meta, "hermes/toolName": tool.name } });
    byName.set(name, copy);
  }
  return copy;
}

const CORE = new Set(DEFAULT_CORE_TOOLS);

/**
 * Whether a downstream tool's own name may be used raw (docs/security.md, "Naming rules (raw names)"): it
 * is showable, no other ready server lists it, it does not look like a namespaced or connector
 * name (`mcp__…`, `connectors__…`: it would impersonate another server's tool), it is no core
 * tool name, and no other server has held it raw in this process (`rawOwners`).
 */
function mayKeepRaw(
  name: string,
  server: string,
  listedBy: number,
  rawOwners: ReadonlyMap<string, string> | undefined,
): boolean {
  if (listedBy !== 1 || !isShowableName(name)) return false;
  if (name.startsWith("mcp__") || name.startsWith(CONNECTOR_TOOL_PREFIX) || CORE.has(name)) return false;
  const owner = rawOwners?.get(name);
  return owner === undefined || owner === server;
}

/** A server's tools as the hub names them. */
export interface ServerTools {
  readonly server: string;
  readonly tools: readonly McpTool[];
}

/**
 * Names every tool of the given servers so that no two real tools share a model-facing name
 * (nothing is dropped for a clash: clashing namespaced names get hashed suffixes). Reserved
 * names ({@link RESERVED_TOOL_NAMES}) and names the catalog refuses (a control, format or
 * line-separator character: `showableNameFor` gives none) keep their own name, so the catalog
 * refuses them with a reason (`BRIDGE_NAME`, `RESERVED_NAME`, `UNSAFE_NAME`). A name of
 * ordinary characters the listing cannot show (`PDF&URLTool`) is always namespaced
 * (`mcp__<server>__PDF_URLTool`), also under `raw-where-unique`, and routes to its own name
 * (docs/spec/listing.md, "Names"). A server listing one name twice has one tool: the first
 * definition. Under `raw-where-unique` a raw name never looks like a namespaced, connector or
 * core name, and a name in `rawOwners` (raw name → the server that held it) stays with that
 * server: another server's tool of that name is namespaced. Pure and deterministic.
 *
 * @example
 * ```ts
 * nameTools([{ server: "github", tools }, { server: "gitlab", tools: more }], "namespaced").byName.get("mcp__gitlab__create_issue");
 * ```
 */
export function nameTools(
  servers: readonly ServerTools[],
  naming: McpToolNaming,
  rawOwners?: ReadonlyMap<string, string>,
): McpToolNames {
  const owners = new Map<string, number>();
  const unique = servers.map(({ server, tools }) => {
    const seen = new Set<string>();
    const kept = tools.filter((tool) => !seen.has(tool.name) && seen.add(tool.name) !== undefined);
    for (const tool of kept) owners.set(tool.name, (owners.get(tool.name) ?? 0) + 1);
    return { server, tools: kept };
  });
  const wanted = unique.flatMap(({ server, tools }) =>
    tools.map((tool) => {
      // Reserved and refused names stay as sent, so the catalog refuses them with a reason
      // (a namespaced copy would launder a name like "tail\n- fake_tool" into a showable one).
      const refused = RESERVED_TOOL_NAMES.includes(tool.name) || showableNameFor(tool.name) === undefined;
      const keepRaw =
        refused ||
        (naming === "raw-where-unique" && mayKeepRaw(tool.name, server, owners.get(tool.name) ?? 0, rawOwners));
      return { server, tool, keepRaw, name: keepRaw ? tool.name : namespacedToolName(server, tool.name) };
    }),
  );
  const counts = new Map<string, number>();
  for (const { name } of wanted) counts.set(name, (counts.get(name) ?? 0) + 1);
  const byServer = new Map<string, ExposedTool[]>(servers.map(({ server }) => [server, []]));
  const byName = new Map<string, ExposedTool>();
  const byToolName = new Map<string, ExposedTool[]>();
  for (const want of wanted) {
    const clash = (counts.get(want.name) ?? 0) > 1 && !want.keepRaw;
    const name = clash ? namespacedToolName(want.server, want.tool.name, true) : want.name;
    if (byName.has(name)) continue; // only a reserved name sent by two servers; the catalog refuses it anyway
    const exposed: ExposedTool = {
      server: want.server,
      toolName: want.tool.name,
      name,
      tool: renamed(want.tool, name),
    };
    byName.set(name, exposed);
    byServer.get(want.server)?.push(exposed);
    byToolName.set(exposed.toolName, [...(byToolName.get(exposed.toolName) ?? []), exposed]);
  }
  return { byServer, byName, byToolName };
}
