import { isObjectLike, type JsonObjectLike } from "../json-values.js";
import { resolvePointer } from "./budget.js";
import type { SchemaDraft } from "./draft.js";
import { mapSchemas } from "./walk.js";

/** A schema the interpreter accepted: its root (for local `$ref`), draft, and each `pattern` compiled once. */
export interface InterpretableSchema {
  readonly root: JsonObjectLike;
  readonly draft: SchemaDraft;
  readonly patterns: ReadonlyMap<JsonObjectLike, RegExp>;
}

/**
 * Keywords that constrain values but that the interpreter does not evaluate: a schema using any
 * of them is not interpreted (its calls get the shallow check) rather than checked partly.
 */
const UNSUPPORTED = [
  "if",
  "then",
  "else",
  "dependencies",
  "dependentRequired",
  "dependentSchemas",
  "contains",
  "minContains",
  "maxContains",
  "propertyNames",
  "patternProperties",
  "unevaluatedProperties",
  "unevaluatedItems",
  "uniqueItems",
  "$dynamicRef",
  "$recursiveRef",
  "$dynamicAnchor",
  "$recursiveAnchor",
] as const;

const TYPES = new Set(["string", "number", "integer", "boolean", "object", "array", "null"]);
const COUNTS = ["minLength", "maxLength", "minItems", "maxItems", "minProperties", "maxProperties"] as const;
const LIMITS = ["minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum"] as const;

const isSchema = (value: unknown): boolean => typeof value === "boolean" || isObjectLike(value);
const isCount = (value: unknown): boolean => Number.isSafeInteger(value) && (value as number) >= 0;
const schemaList = (value: unknown): boolean => Array.isArray(value) && value.length > 0 && value.every(isSchema);
const schemaMap = (value: unknown): boolean => isObjectLike(value) && Object.values(value).every(isSchema);
const has = (node: JsonObjectLike, keyword: string): boolean => Object.hasOwn(node, keyword);

function validType(type: unknown): boolean {
  const list = Array.isArray(type) ? type : [type];
  return (
    list.length > 0 &&
    list.every((name) => typeof name === "string" && TYPES.has(name)) &&
    new Set(list).size === list.length
  );
}

function validItems(node: JsonObjectLike, draft: SchemaDraft): boolean {
  if (draft === "2020-12")
    return (
      (!has(node, "items") || isSchema(node["items"])) &&
      (!has(node, "prefixItems") || schemaList(node["prefixItems"])) &&
      !has(node, "additionalItems")
    );
  if (has(node, "prefixItems")) return false;
  return (
    (!has(node, "items") || isSchema(node["items"]) || schemaList(node["items"])) &&
    (!has(node, "additionalItems") || isSchema(node["additionalItems"]))
  );
}

/** Whether a node's keywords are all well-formed and supported (what ajv's meta-schema check does on the compiling path). */
function validNode(node: JsonObjectLike, root: JsonObjectLike, draft: SchemaDraft): boolean {
  if (UNSUPPORTED.some((keyword) => has(node, keyword))) return false;
  if (node !== root && has(node, "$id")) return false;
  if (has(node, "type") && !validType(node["type"])) return false;
  if (has(node, "enum") && !Array.isArray(node["enum"])) return false;
  if (
    has(node, "required") &&
    !(Array.isArray(node["required"]) && node["required"].every((name) => typeof name === "string"))
  )
    return false;
  if (COUNTS.some((keyword) => has(node, keyword) && !isCount(node[keyword]))) return false;
  if (LIMITS.some((keyword) => has(node, keyword) && !Number.isFinite(node[keyword]))) return false;
  if (has(node, "multipleOf") && !(Number.isFinite(node["multipleOf"]) && (node["multipleOf"] as number) > 0))
    return false;
  if (["properties", "$defs", "definitions"].some((keyword) => has(node, keyword) && !schemaMap(node[keyword])))
    return false;
  if (["additionalProperties", "not"].some((keyword) => has(node, keyword) && !isSchema(node[keyword]))) return false;
  if (["allOf", "anyOf", "oneOf"].some((keyword) => has(node, keyword) && !schemaList(node[keyword]))) return false;
  if (has(node, "$ref")) {
    const reference = node["$ref"];
    if (typeof reference !== "string" || !isSchema(resolvePointer(root, reference))) return false;
  }
  return validItems(node, draft) && (!has(node, "pattern") || typeof node["pattern"] === "string");
}

/**
 * Checks that the interpreter can evaluate `schema` in full (see `interpretedValidator`) and
 * compiles its `pattern`s as Unicode regular expressions (as ajv does; a regular expression is
 * not code generation). `undefined` when a keyword is unsupported or malformed, a `$ref` does
 * not resolve locally, a `pattern` does not compile, or the nesting is deeper than 64.
 */
export function interpretableSchema(schema: JsonObjectLike, draft: SchemaDraft): InterpretableSchema | undefined {
  const patterns = new Map<JsonObjectLike, RegExp>();
  const seen = new Set<JsonObjectLike>();
  // Reference targets are checked too: one may sit under a keyword the walk does not enter.
  const pending: JsonObjectLike[] = [schema];
  let usable = true;
  const visit = (node: JsonObjectLike): JsonObjectLike => {
    if (!usable || seen.has(node)) return node;
    seen.add(node);
    if (!validNode(node, schema, draft)) usable = false;
    const reference = node["$ref"];
    const target = typeof reference === "string" ? resolvePointer(schema, reference) : undefined;
    if (isObjectLike(target) && !seen.has(target)) pending.push(target);
    if (typeof node["pattern"] === "string") {
      try {
        patterns.set(node, new RegExp(node["pattern"], "u"));
      } catch {
        usable = false;
      }
    }
    return node;
  };
  for (let next = pending.pop(); next !== undefined && usable; next = pending.pop()) {
    if (mapSchemas(next, visit) === undefined) usable = false;
  }
  return usable ? { root: schema, draft, patterns } : undefined;
}
