import { type JsonSchemaObject } from "@hermes/catalog";
import { isRecord } from "@hermes/catalog/internal";

/** Longest enum value shown in a signature; a longer one makes the enum render as its base type. */
const MAX_ENUM_VALUE_CHARS = 24;
/** At most this many enum values are listed; more become `"a"|"b"|"c"|…`. */
const MAX_ENUM_VALUES = 4;
/** At most this many keys of a nested object are named; more end in `…`. */
const MAX_NESTED_KEYS = 3;
/** Nested objects and arrays deeper than this render as `object` / `T[]` without their shape. */
const MAX_DEPTH = 2;

/** How detailed a type is rendered: `full` shows enums and nested keys, `plain` only base types. */
export type TypeDetail = "full" | "plain";

const SAFE_NAME = /^[A-Za-z_$][A-Za-z0-9_$.-]{0,63}$/;
const UNSAFE_CHARACTER = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Cs}]/gu;
const QUOTED_NAME_CHARS = 40;

/**
 * A parameter or tool name as a signature shows it: as is when it is a plain identifier
 * (`[A-Za-z_$][A-Za-z0-9_$.-]*`, at most 64 characters), otherwise JSON-quoted after control,
 * format and separator characters become spaces and it is cut to 40 characters — so no name
 * can add a parameter, close the list or break the line. See docs/signatures.md.
 */
export function signatureName(name: string): string {
  if (SAFE_NAME.test(name)) return name;
  const clean = name.replace(UNSAFE_CHARACTER, " ");
  const cut =
    clean.length > QUOTED_NAME_CHARS
      ? `${clean.slice(0, QUOTED_NAME_CHARS - 1).replace(/[\uD800-\uDBFF]$/, "")}…`
      : clean;
  return JSON.stringify(cut);
}

/** The `properties` of an object schema as `[name, schema]` pairs, in schema order (non-objects skipped). */
export function propertiesOf(schema: JsonSchemaObject): [string, JsonSchemaObject][] {
  const properties = schema["properties"];
  if (!isRecord(properties)) return [];
  return Object.entries(properties).map(([name, value]): [string, JsonSchemaObject] => [
    name,
    isRecord(value) ? value : {},
  ]);
}

/** The `required` names of an object schema that are strings, deduplicated, in schema order. */
export function requiredOf(schema: JsonSchemaObject): string[] {
  const required = schema["required"];
  if (!Array.isArray(required)) return [];
  return [...new Set(required.filter((name): name is string => typeof name === "string"))];
}

function resolveRef(schema: JsonSchemaObject, root: JsonSchemaObject): JsonSchemaObject | undefined {
  const ref = schema["$ref"];
  if (typeof ref !== "string") return undefined;
  const match = /^#\/(\$defs|definitions)\/([^/]+)$/.exec(ref);
  if (match === null) return undefined;
  const defs = root[match[1] ?? ""];
  const target = isRecord(defs) ? defs[match[2] ?? ""] : undefined;
  return isRecord(target) ? target : undefined;
}

function enumText(values: readonly unknown[]): string | undefined {
  if (values.length === 0) return undefined;
  const shown: string[] = [];
  for (const value of values.slice(0, MAX_ENUM_VALUES)) {
    if (!(typeof value === "string" || typeof value === "number" || typeof value === "boolean" || value === null))
      return undefined;
    const text = JSON.stringify(typeof value === "string" ? value.replace(UNSAFE_CHARACTER, " ") : value);
    if (text.length > MAX_ENUM_VALUE_CHARS) return undefined;
    shown.push(text);
  }
  return values.length > MAX_ENUM_VALUES ? `${shown.join("|")}|…` : shown.join("|");
}

function objectText(schema: JsonSchemaObject, root: JsonSchemaObject, depth: number, detail: TypeDetail): string {
  const properties = propertiesOf(schema);
  if (detail === "plain" || depth >= MAX_DEPTH || properties.length === 0) return "object";
  const required = new Set(requiredOf(schema));
  const keys = properties
    .slice(0, MAX_NESTED_KEYS)
    .map(
      ([name, value]) =>
        `${signatureName(name)}${required.has(name) ? "" : "?"}: ${typeText(value, root, depth + 1, "plain")}`,
    );
  return `{${keys.join(", ")}${properties.length > MAX_NESTED_KEYS ? ", …" : ""}}`;
}

const BASE_TYPES = new Set(["string", "number", "integer", "boolean", "null", "object", "array"]);

function baseText(
  type: string,
  schema: JsonSchemaObject,
  root: JsonSchemaObject,
  depth: number,
  detail: TypeDetail,
): string {
  if (type === "object") return objectText(schema, root, depth, detail);
  if (type === "array") {
    const items = schema["items"];
    const item = isRecord(items) ? typeText(items, root, depth + 1, detail) : "any";
    return /[|{]/.test(item) && !item.startsWith("{") ? `(${item})[]` : `${item}[]`;
  }
  return type;
}

/**
 * A compact type for one JSON Schema: `string`, `integer`, `string[]`, `"a"|"b"` (enums of
 * short scalar values, at most 4 shown), `{key: type, other?: type, …}` (nested objects, at
 * most 3 keys, 2 levels), `A|B` (type lists, `anyOf` / `oneOf`), local `$ref`s followed.
 * Anything unknown is `any`. Deterministic; never throws on any JSON value.
 */
export function typeText(schema: JsonSchemaObject, root: JsonSchemaObject, depth: number, detail: TypeDetail): string {
  if (depth > MAX_DEPTH + 1) return "any";
  const target = resolveRef(schema, root);
  // A `$ref` costs a level only when it points at another `$ref` (so cycles end).
  if (target !== undefined) return typeText(target, root, "$ref" in target ? depth + 1 : depth, detail);
  if ("const" in schema) return enumText([schema["const"]]) ?? "any";
  const values = schema["enum"];
  if (Array.isArray(values) && detail === "full") {
    const text = enumText(values);
    if (text !== undefined) return text;
  }
  const type = schema["type"];
  if (typeof type === "string" && BASE_TYPES.has(type)) return baseText(type, schema, root, depth, detail);
  if (Array.isArray(type)) {
    const types = type.filter((t): t is string => typeof t === "string" && BASE_TYPES.has(t));
    if (types.length > 0) return [...new Set(types)].map((t) => baseText(t, schema, root, depth, "plain")).join("|");
  }
  const variants = schema["anyOf"] ?? schema["oneOf"];
  if (Array.isArray(variants) && variants.length > 0) {
    const texts = [
      ...new Set(variants.slice(0, 3).map((v) => (isRecord(v) ? typeText(v, root, depth + 1, "plain") : "any"))),
    ];
    return variants.length > 3 ? `${texts.join("|")}|…` : texts.join("|");
  }
  if (isRecord(schema["properties"])) return objectText(schema, root, depth, detail);
  if (Array.isArray(values) && values.length > 0) return "enum";
  return "any";
}
