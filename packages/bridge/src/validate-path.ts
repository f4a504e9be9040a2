import { isObjectLike } from "./call-values.js";

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
  return pointer
    .slice(1)
    .split("/")
    .map((segment) => segment.replaceAll("~1", "/").replaceAll("~0", "~"));
}

/**
 * A readable path into the arguments for error messages: `arguments.options.count`,
 * `arguments.items[0].name`, `arguments["x-y"]`. A segment is an array index only when the
 * value at that point of `data` is an array; other names that are not identifiers are quoted.
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
      path += IDENTIFIER.test(segment) ? `.${segment}` : `[${JSON.stringify(segment)}]`;
      current = isObjectLike(current) && Object.hasOwn(current, segment) ? current[segment] : undefined;
    }
  }
  return path;
}
