import { unescapePointerSegment } from "@hermes/catalog/internal";
import { isObjectLike } from "../json-values.js";
import { clipText } from "../clip.js";
import { MAX_QUOTED_KEY_CHARS } from "../limits.js";

const IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$]*$/;

/**
 * The segments of a JSON pointer (as in ajv's `instancePath`), unescaped (`~1` → `/`, `~0` → `~`).
 *
 * @example
 * ```ts
 * pointerSegments("/options/items/0"); // ["options", "items", "0"]
 * pointerSegments(""); // []
 * ```
 */
export function pointerSegments(pointer: string): string[] {
  if (pointer === "") return [];
  return pointer.slice(1).split("/").map(unescapePointerSegment);
}

/**
 * A readable path into the arguments for error messages: `arguments.options.count`,
 * `arguments.items[0].name`, `arguments["x-y"]`. A segment is an array index only when the
 * value at that point of `data` is an array; other names that are not identifiers are quoted.
 * A name longer than `MAX_QUOTED_KEY_CHARS` (64) is cut, ending in `…` (it is the model's, and unbounded).
 *
 * @example
 * ```ts
 * argumentPath(["items", "0", "name"], { items: [{}] }); // "arguments.items[0].name"
 * ```
 */
export function argumentPath(segments: readonly string[], data: unknown): string {
  let path = "arguments";
  let current: unknown = data;
  for (const segment of segments) {
    if (Array.isArray(current) && /^(?:0|[1-9]\d*)$/.test(segment)) {
      path += `[${segment}]`;
      current = current[Number(segment)];
    } else {
      const shown = clipText(segment, MAX_QUOTED_KEY_CHARS);
      path += IDENTIFIER.test(shown) ? `.${shown}` : `[${JSON.stringify(shown)}]`;
      current = isObjectLike(current) && Object.hasOwn(current, segment) ? current[segment] : undefined;
    }
  }
  return path;
}
