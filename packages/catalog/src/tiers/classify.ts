import { MANAGE_CONNECTIONS, nameMatcher, DEFAULT_CORE_TOOLS } from "../tools/names.js";
import type { ToolEntry } from "../tools/entry.js";

/** Why a tool is visible or deferred; the first rule that applies decides. */
export type Placement =
  | "manage-connections"
  | "defer-list"
  | "core"
  | "always-load"
  | "unknown-provenance"
  | "deferrable"
  /** An always-load downstream tool deferred because the visible downstream budget was spent (set by `planTiers`). */
  | "always-load-overflow";

/** Options of {@link classifyTools}. */
export interface ClassifyOptions {
  /** Names that defer even when core (the config's `defer`). */
  readonly defer: readonly string[];
  /** The core tool names (`*` suffix: prefix). Default {@link DEFAULT_CORE_TOOLS}. */
  readonly coreTools?: readonly string[] | undefined;
}

/** Visible and deferred entries, each in input order, and why each was placed. */
export interface Classification {
  readonly visible: readonly ToolEntry[];
  readonly deferred: readonly ToolEntry[];
  readonly placements: ReadonlyMap<string, Placement>;
}

/**
 * Decides which tools stay visible and which defer behind the bridge. In order:
 * `manage_connections` never defers (unless an MCP server sent it); a name in `defer` defers;
 * a core tool stays (core names apply to the runtime's own tools only: an MCP or connector
 * tool is never core, whatever its name); a tool
 * marked `alwaysLoad` (by `_meta` or its source) stays; a tool of unknown provenance
 * (`source: "other"`) stays; MCP, plugin and connector tools defer.
 *
 * @example
 * ```ts
 * const { deferred } = classifyTools(entries, { defer: [] });
 * ```
 */
export function classifyTools(entries: readonly ToolEntry[], options: ClassifyOptions): Classification {
  const isCore = nameMatcher(options.coreTools ?? DEFAULT_CORE_TOOLS);
  const isDeferListed = nameMatcher(options.defer);
  const visible: ToolEntry[] = [];
  const deferred: ToolEntry[] = [];
  const placements = new Map<string, Placement>();
  for (const entry of entries) {
    const placement = place(entry, isCore, isDeferListed);
    placements.set(entry.name, placement);
    if (placement === "defer-list" || placement === "deferrable") deferred.push(entry);
    else visible.push(entry);
  }
  return { visible, deferred, placements };
}

/**
 * Whether a tool comes from outside the runtime (an MCP server or the connector gateway).
 * Such a tool is never core and never the runtime's `manage_connections`, whatever its name:
 * visibility is decided by where a tool comes from (docs/security.md, "Visibility by source").
 */
export function isDownstream(entry: Pick<ToolEntry, "source">): boolean {
  return entry.source === "mcp" || entry.source === "connectors";
}

/** Whether an entry is the runtime's own `manage_connections` (not a downstream MCP tool that took the name). */
export function isManageConnections(entry: Pick<ToolEntry, "name" | "source">): boolean {
  return entry.name === MANAGE_CONNECTIONS && entry.source !== "mcp";
}

function place(
  entry: ToolEntry,
  isCore: (name: string) => boolean,
  isDeferListed: (name: string) => boolean,
): Placement {
  if (isManageConnections(entry)) return "manage-connections";
  if (isDeferListed(entry.name)) return "defer-list";
  if (!isDownstream(entry) && isCore(entry.name)) return "core";
  if (entry.alwaysLoad) return "always-load";
  if (entry.source === "other") return "unknown-provenance";
  return "deferrable";
}
