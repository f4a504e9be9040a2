/** The bridge's own tools; definitions with these names are dropped from the input. */
export const BRIDGE_TOOL_NAMES = ["tool_search", "tool_describe", "tool_call"] as const;

/** The connections tool; never deferred, and its presence keeps the bridge on for connectors. */
export const MANAGE_CONNECTIONS = "manage_connections";

/**
 * Hermes' core tools, visible by default (entries ending in `*` are prefixes). Configurable:
 * pass your own list as `coreTools`.
 */
export const DEFAULT_CORE_TOOLS: readonly string[] = Object.freeze([
  "web_search",
  "web_extract",
  "terminal",
  "process_manage",
  "read_file",
  "write_file",
  "patch",
  "search_files",
  "vision_analyze",
  "image_generate",
  "skills_list",
  "skill_view",
  "skill_manage",
  "browser_navigate",
  "browser_snapshot",
  "browser_click",
  "browser_type",
  "browser_scroll",
  "browser_back",
  "browser_press",
  "browser_get_images",
  "browser_vision",
  "browser_console",
  "browser_cdp",
  "browser_dialog",
  "browser_exec",
  "text_to_speech",
  "todo",
  "todo_list",
  "memory",
  "session_search",
  "clarify",
  "execute_code",
  "delegate_task",
  "send_message",
  "cronjob_manage",
  "ha_list_entities",
  "ha_get_state",
  "ha_list_services",
  "ha_call_service",
  "kanban_*",
  "computer_use",
]);

/**
 * A membership test for a list of names where an entry ending in `*` matches every name
 * with that prefix.
 *
 * @example
 * ```ts
 * const isCore = nameMatcher(["read_file", "kanban_*"]);
 * isCore("kanban_move_card"); // true
 * ```
 */
export function nameMatcher(names: Iterable<string>): (name: string) => boolean {
  const exact = new Set<string>();
  const prefixes: string[] = [];
  for (const name of names) {
    if (name.endsWith("*")) prefixes.push(name.slice(0, -1));
    else exact.add(name);
  }
  return (name) => exact.has(name) || prefixes.some((prefix) => name.startsWith(prefix));
}
