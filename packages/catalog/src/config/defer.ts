import { DEFAULT_DEFER } from "./defaults.js";
import type { ConfigWarning } from "./types.js";
import { configKeyPath, configWarning } from "./warning.js";

/** The outcome of {@link normalizeDefer}. */
export interface DeferResult {
  /** Frozen tool names, in the given order. */
  readonly value: readonly string[];
  /** In entry order; empty when the value was used as given (trimming and de-duplication do not warn). */
  readonly warnings: ConfigWarning[];
}

const KEY = "defer";

/**
 * Normalises the raw `defer` value. `undefined`/`null` → {@link DEFAULT_DEFER}, no warning.
 * An array → its string entries trimmed, in order, duplicates removed keeping the first;
 * each non-string or blank entry is dropped with a warning naming its index. `[]` stays
 * `[]` (no core tool defers). Anything else (string, number, boolean, object) → a warning
 * and {@link DEFAULT_DEFER}. Never throws for JSON values.
 *
 * @example
 * ```ts
 * normalizeDefer([" todo_list", "todo_list", 3]).value; // ["todo_list"] (one warning, for index 2)
 * normalizeDefer("todo_list").value === DEFAULT_DEFER; // true (one warning)
 * ```
 */
export function normalizeDefer(raw: unknown): DeferResult {
  if (raw === undefined || raw === null) return { value: DEFAULT_DEFER, warnings: [] };
  if (!Array.isArray(raw)) {
    const hint = typeof raw === "string" ? ` (write [${JSON.stringify(raw.trim().slice(0, 40))}] for one tool)` : "";
    return {
      value: DEFAULT_DEFER,
      warnings: [
        configWarning(KEY, raw, (shown) => `${configKeyPath(KEY)}: ${shown} is not a list of tool names${hint}; using the default defer list`),
      ],
    };
  }
  const entries: readonly unknown[] = raw;
  const names = new Set<string>();
  const warnings: ConfigWarning[] = [];
  for (let index = 0; index < entries.length; index += 1) {
    const entry = entries[index];
    const where = `${configKeyPath(KEY)}[${index}]`;
    if (typeof entry !== "string") {
      warnings.push(configWarning(KEY, entry, (shown) => `${where}: ${shown} is not a tool name (a string); entry dropped`));
      continue;
    }
    const name = entry.trim();
    if (name === "") {
      warnings.push(configWarning(KEY, entry, (shown) => `${where}: ${shown} is an empty tool name; entry dropped`));
      continue;
    }
    names.add(name);
  }
  return { value: Object.freeze([...names]), warnings };
}
