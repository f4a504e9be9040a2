import { resolvePointer } from "../schema/budget.js";
import { isObjectLike, parseJson, type JsonObjectLike } from "../json-values.js";

/** Deepest value nesting (and `$ref` chain) coercion follows; deeper values are left alone. */
const MAX_DEPTH = 32;

const NUMERIC = /^-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?$/;

/** The result of {@link coerceArguments}. */
export interface CoercedArguments {
  /** The repaired copy, or the input object itself when nothing changed. */
  readonly arguments: Record<string, unknown>;
  readonly coerced: boolean;
}

/** Follows a local JSON-pointer `$ref` (`#`, `#/$defs/x`); other references are not followed. */
function deref(node: JsonObjectLike, root: JsonObjectLike, depth: number): JsonObjectLike | undefined {
  let current = node;
  for (let hops = depth; hops < MAX_DEPTH; hops += 1) {
    const reference = current["$ref"];
    if (typeof reference !== "string" || !Object.hasOwn(current, "$ref")) return current;
    const target = resolvePointer(root, reference);
    if (!isObjectLike(target)) return undefined;
    current = target;
  }
  return undefined;
}

/** Subschemas a value must or may match besides the node itself. */
function branches(node: JsonObjectLike): JsonObjectLike[] {
  const found: JsonObjectLike[] = [];
  for (const keyword of ["allOf", "anyOf", "oneOf"]) {
    const list = node[keyword];
    if (Array.isArray(list)) for (const item of list) if (isObjectLike(item)) found.push(item);
  }
  return found;
}

/** The JSON types a schema admits (from `type`, inferred from object/array keywords, or from its branches). */
function typesOf(node: JsonObjectLike, root: JsonObjectLike, depth: number, into = new Set<string>()): Set<string> {
  const type = node["type"];
  if (typeof type === "string") {
    into.add(type);
  } else if (Array.isArray(type)) {
    for (const item of type) if (typeof item === "string") into.add(item);
  } else {
    if (isObjectLike(node["properties"]) || Array.isArray(node["required"])) into.add("object");
    if (isObjectLike(node["items"]) || Array.isArray(node["prefixItems"])) into.add("array");
    if (depth < MAX_DEPTH && into.size === 0) {
      for (const branch of branches(node)) {
        const resolved = deref(branch, root, depth + 1);
        if (resolved !== undefined) typesOf(resolved, root, depth + 1, into);
      }
    }
  }
  return into;
}

/** Whether the schema (or a branch of it) requires fields, so an empty object would be a fabrication. */
function requiresFields(node: JsonObjectLike, root: JsonObjectLike, depth: number): boolean {
  const required = node["required"];
  if (Array.isArray(required) && required.length > 0) return true;
  if (depth >= MAX_DEPTH) return true;
  return branches(node).some((branch) => {
    const resolved = deref(branch, root, depth + 1);
    return resolved === undefined || requiresFields(resolved, root, depth + 1);
  });
}

function coerceString(
  text: string,
  types: ReadonlySet<string>,
  node: JsonObjectLike,
  root: JsonObjectLike,
  depth: number,
): unknown {
  const trimmed = text.trim();
  if ((types.has("number") || types.has("integer")) && NUMERIC.test(trimmed)) {
    const number = Number(trimmed);
    if (Number.isFinite(number) && (types.has("number") || Number.isInteger(number))) return number;
  }
  if (types.has("boolean") && (trimmed === "true" || trimmed === "false")) return trimmed === "true";
  if (types.has("array") && trimmed.startsWith("[")) {
    const parsed = parseJson(trimmed);
    if (parsed.ok && Array.isArray(parsed.value)) return parsed.value;
  }
  if (types.has("object")) {
    if (trimmed === "" && !requiresFields(node, root, depth)) return {};
    if (trimmed.startsWith("{")) {
      const parsed = parseJson(trimmed);
      if (parsed.ok && isObjectLike(parsed.value)) return parsed.value;
    }
  }
  return text;
}

/** The schema of property `key` of an object matching `node` (own `properties`, branches, `additionalProperties`). */
function propertySchema(
  node: JsonObjectLike,
  key: string,
  root: JsonObjectLike,
  depth: number,
): JsonObjectLike | undefined {
  const properties = node["properties"];
  if (isObjectLike(properties) && Object.hasOwn(properties, key) && isObjectLike(properties[key]))
    return properties[key];
  if (depth < MAX_DEPTH) {
    for (const branch of branches(node)) {
      const resolved = deref(branch, root, depth + 1);
      const found = resolved === undefined ? undefined : propertySchema(resolved, key, root, depth + 1);
      if (found !== undefined) return found;
    }
  }
  const additional = node["additionalProperties"];
  return isObjectLike(additional) ? additional : undefined;
}

/** The schema of item `index` of an array matching `node` (`prefixItems` / tuple `items`, then `items` / `additionalItems`). */
function itemSchema(node: JsonObjectLike, index: number): JsonObjectLike | undefined {
  const prefix = Array.isArray(node["prefixItems"])
    ? node["prefixItems"]
    : Array.isArray(node["items"])
      ? node["items"]
      : undefined;
  if (prefix !== undefined) {
    if (index < prefix.length) {
      const item: unknown = prefix[index];
      return isObjectLike(item) ? item : undefined;
    }
    const rest = Array.isArray(node["prefixItems"]) ? node["items"] : node["additionalItems"];
    return isObjectLike(rest) ? rest : undefined;
  }
  const items = node["items"];
  return isObjectLike(items) ? items : undefined;
}

function coerceValue(value: unknown, schema: JsonObjectLike, root: JsonObjectLike, depth: number): unknown {
  if (depth > MAX_DEPTH) return value;
  const node = deref(schema, root, depth);
  if (node === undefined) return value;
  const types = typesOf(node, root, depth);
  let result = value;
  if (typeof result === "string" && types.size > 0 && !types.has("string"))
    result = coerceString(result, types, node, root, depth);
  if (isObjectLike(result)) {
    let copy: JsonObjectLike | undefined;
    for (const key of Object.keys(result)) {
      const sub = propertySchema(node, key, root, depth);
      if (sub === undefined) continue;
      const item = result[key];
      const next = coerceValue(item, sub, root, depth + 1);
      if (next !== item) {
        copy ??= { ...result };
        Object.defineProperty(copy, key, { value: next, writable: true, enumerable: true, configurable: true });
      }
    }
    if (copy !== undefined) result = copy;
  } else if (Array.isArray(result)) {
    const items: readonly unknown[] = result;
    let copy: unknown[] | undefined;
    for (let i = 0; i < items.length; i += 1) {
      const sub = itemSchema(node, i);
      if (sub === undefined) continue;
      const next = coerceValue(items[i], sub, root, depth + 1);
      if (next !== items[i]) {
        copy ??= [...items];
        copy[i] = next;
      }
    }
    if (copy !== undefined) result = copy;
  }
  return result;
}

/**
 * Repairs what models commonly get wrong in arguments, guided by the input schema, on a copy
 * (the input is never modified; unchanged branches keep their identity):
 * - a numeric string where only `number`/`integer` is allowed → the number (`"42"` → 42;
 *   `"4x"`, and `"4.5"` for an integer, stay strings);
 * - `"true"` / `"false"` where only `boolean` is allowed → the boolean;
 * - a JSON string where only an array / object is allowed → the parsed value (then repaired inside);
 * - a blank string where only an object is allowed → `{}`, but only when that object has no
 *   required fields (never fabricates an object whose fields are required).
 * A string is never coerced where the schema also admits strings. Follows `properties`,
 * `additionalProperties`, `items`, `prefixItems`, `allOf`/`anyOf`/`oneOf` branches and local `$ref`s;
 * literal values (`enum`, `const`, `default`, `examples`) are never read as schemas.
 *
 * @example
 * ```ts
 * coerceArguments({ count: "3", tags: '["a"]' }, { type: "object", properties: { count: { type: "integer" }, tags: { type: "array" } } });
 * // { arguments: { count: 3, tags: ["a"] }, coerced: true }
 * ```
 */
export function coerceArguments(args: Readonly<Record<string, unknown>>, schema: JsonObjectLike): CoercedArguments {
  const result = coerceValue(args, schema, schema, 0);
  return isObjectLike(result) && result !== args
    ? { arguments: result, coerced: true }
    : { arguments: args, coerced: false };
}
