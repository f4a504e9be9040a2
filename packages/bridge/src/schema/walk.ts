import { isObjectLike, type JsonObjectLike } from "../json-values.js";

/** Keywords whose value is one subschema (`items` may also be a list; see {@link SCHEMA_LIST_KEYWORDS}). */
const SCHEMA_KEYWORDS = [
  "additionalItems",
  "additionalProperties",
  "contains",
  "contentSchema",
  "else",
  "if",
  "items",
  "not",
  "propertyNames",
  "then",
  "unevaluatedItems",
  "unevaluatedProperties",
] as const;

/** Keywords whose value is a list of subschemas. */
const SCHEMA_LIST_KEYWORDS = ["allOf", "anyOf", "items", "oneOf", "prefixItems"] as const;

/** Keywords whose value maps names to subschemas (`dependencies` values may also be name lists). */
const SCHEMA_MAP_KEYWORDS = [
  "$defs",
  "definitions",
  "dependencies",
  "dependentSchemas",
  "patternProperties",
  "properties",
] as const;

/** Deepest subschema nesting walked; deeper schemas count as malformed. */
export const MAX_SCHEMA_DEPTH = 64;

/**
 * Rebuilds a schema bottom-up, applying `visit` to every subschema object (the root too),
 * copy-on-write: untouched branches keep their identity and an unchanged schema is returned
 * as is. Only subschema keywords are walked (`properties`, `items`, `anyOf`, `$defs`, …), so
 * literal values under `enum`, `const`, `default` and `examples` are never treated as schemas.
 * Returns `undefined` when the nesting exceeds {@link MAX_SCHEMA_DEPTH}.
 *
 * @example
 * ```ts
 * mapSchemas(schema, (node) => ("title" in node ? withoutTitle(node) : node));
 * ```
 */
export function mapSchemas(
  schema: JsonObjectLike,
  visit: (node: JsonObjectLike) => JsonObjectLike,
): JsonObjectLike | undefined {
  let tooDeep = false;
  const walk = (node: JsonObjectLike, depth: number): JsonObjectLike => {
    if (depth > MAX_SCHEMA_DEPTH) {
      tooDeep = true;
      return node;
    }
    let copy: JsonObjectLike | undefined;
    const put = (key: string, value: unknown): void => {
      copy ??= { ...node };
      Object.defineProperty(copy, key, { value, writable: true, enumerable: true, configurable: true });
    };
    const child = (value: unknown): unknown => (isObjectLike(value) ? walk(value, depth + 1) : value);
    for (const key of SCHEMA_KEYWORDS) {
      const value = node[key];
      if (isObjectLike(value) && Object.hasOwn(node, key)) {
        const next = walk(value, depth + 1);
        if (next !== value) put(key, next);
      }
    }
    for (const key of SCHEMA_LIST_KEYWORDS) {
      const value = node[key];
      if (Array.isArray(value) && Object.hasOwn(node, key)) {
        const next = value.map(child);
        if (next.some((item, i) => item !== value[i])) put(key, next);
      }
    }
    for (const key of SCHEMA_MAP_KEYWORDS) {
      const value = node[key];
      if (isObjectLike(value) && Object.hasOwn(node, key)) {
        let map: JsonObjectLike | undefined;
        for (const name of Object.keys(value)) {
          const item = value[name];
          const next = child(item);
          if (next !== item) {
            map ??= { ...value };
            Object.defineProperty(map, name, { value: next, writable: true, enumerable: true, configurable: true });
          }
        }
        if (map !== undefined) put(key, map);
      }
    }
    return visit(copy ?? node);
  };
  const result = walk(schema, 0);
  return tooDeep ? undefined : result;
}

/**
 * The direct subschemas of a schema node, in keyword order: the values of `properties`,
 * `items`, `anyOf`, `$defs`, … that are objects (the keywords {@link mapSchemas} walks).
 *
 * @example
 * ```ts
 * subschemasOf({ properties: { a: { type: "string" } }, anyOf: [{ required: ["a"] }] }).length; // 2
 * ```
 */
export function subschemasOf(node: JsonObjectLike): JsonObjectLike[] {
  const found: JsonObjectLike[] = [];
  for (const key of SCHEMA_KEYWORDS) {
    const value = node[key];
    if (isObjectLike(value) && Object.hasOwn(node, key)) found.push(value);
  }
  for (const key of SCHEMA_LIST_KEYWORDS) {
    const value = node[key];
    if (Array.isArray(value) && Object.hasOwn(node, key))
      for (const item of value) if (isObjectLike(item)) found.push(item);
  }
  for (const key of SCHEMA_MAP_KEYWORDS) {
    const value = node[key];
    if (isObjectLike(value) && Object.hasOwn(node, key))
      for (const name of Object.keys(value)) if (isObjectLike(value[name])) found.push(value[name]);
  }
  return found;
}

/**
 * Whether any subschema (the root included) satisfies `test`; walks like {@link mapSchemas}.
 * A schema nested deeper than {@link MAX_SCHEMA_DEPTH} counts as a match (callers treat it as unusable).
 *
 * @example
 * ```ts
 * someSchema(schema, (node) => typeof node["$ref"] === "string"); // uses references?
 * ```
 */
export function someSchema(schema: JsonObjectLike, test: (node: JsonObjectLike) => boolean): boolean {
  let found = false;
  const mapped = mapSchemas(schema, (node) => {
    if (!found && test(node)) found = true;
    return node;
  });
  return found || mapped === undefined;
}
