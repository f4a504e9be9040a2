import { isObjectLike, type JsonObjectLike } from "./call-values.js";
import { mapSchemas, MAX_SCHEMA_DEPTH, subschemasOf } from "./validate-schema-walk.js";

/**
 * Largest input schema validated, counted in subschemas with every local `$ref` expanded (a
 * recursive reference counts once). Validation work per argument value grows with this
 * size, and references can make it exponential in the schema's bytes (`anyOf` of two
 * references to the next level, 30 levels deep, is 2^30 branches), so a larger schema fails
 * open: the call goes through unvalidated and the server, the authority, checks it.
 */
export const MAX_EXPANDED_SCHEMA_NODES = 10_000;

/** The local JSON-pointer target of `reference` (`#`, `#/$defs/x`), or `undefined` for anchors, `$id`-relative and unresolved ones. */
function resolveLocal(root: JsonObjectLike, reference: string): JsonObjectLike | undefined {
  if (reference !== "#" && !reference.startsWith("#/")) return undefined;
  let target: unknown = root;
  for (const raw of reference === "#" ? [] : reference.slice(2).split("/")) {
    let key = raw;
    try {
      key = decodeURIComponent(raw);
    } catch {
      // A stray `%` stays as written.
    }
    key = key.replaceAll("~1", "/").replaceAll("~0", "~");
    target = isObjectLike(target) && Object.hasOwn(target, key) ? target[key] : Array.isArray(target) ? target[Number(key)] : undefined;
  }
  return isObjectLike(target) ? target : undefined;
}

const REFERENCES = ["$ref", "$dynamicRef", "$recursiveRef"] as const;

/**
 * The size of `schema` in subschemas with local references expanded, counted up to
 * `limit + 1` (counting stops there). A reference that cannot be resolved as a local JSON
 * pointer (an anchor, a `$id`-relative one) cannot be bounded and counts as over the limit.
 */
export function expandedSchemaSize(schema: JsonObjectLike, limit: number = MAX_EXPANDED_SCHEMA_NODES): number {
  const sizes = new Map<JsonObjectLike, number>();
  const open = new Set<JsonObjectLike>();
  const size = (node: JsonObjectLike, depth: number): number => {
    const known = sizes.get(node);
    if (known !== undefined) return known;
    // Recursion follows the arguments' own nesting, so a cycle counts once.
    if (open.has(node)) return 1;
    if (depth > MAX_SCHEMA_DEPTH * 4) return limit + 1;
    open.add(node);
    let total = 1;
    for (const keyword of REFERENCES) {
      const reference = node[keyword];
      if (!Object.hasOwn(node, keyword) || typeof reference !== "string") continue;
      const target = resolveLocal(schema, reference);
      total += target === undefined ? limit + 1 : size(target, depth + 1);
    }
    for (const child of subschemasOf(node)) {
      if (total > limit) break;
      total += size(child, depth + 1);
    }
    open.delete(node);
    const counted = Math.min(total, limit + 1);
    sizes.set(node, counted);
    return counted;
  };
  return size(schema, 0);
}

/**
 * Keywords whose checking costs more than linear time in the arguments, dropped before
 * compiling (not enforced here, like `format`; the server still checks them): `pattern`
 * (a regular expression from the server run on the model's text can backtrack
 * catastrophically) and `uniqueItems` (quadratic in the array's length).
 */
const COSTLY_KEYWORDS = ["pattern", "uniqueItems"] as const;

/** `schema` without {@link COSTLY_KEYWORDS} in any subschema (copy-on-write); `undefined` when too deep. */
export function withoutCostlyKeywords(schema: JsonObjectLike): JsonObjectLike | undefined {
  return mapSchemas(schema, (node) => {
    if (!COSTLY_KEYWORDS.some((keyword) => Object.hasOwn(node, keyword))) return node;
    const copy = { ...node };
    for (const keyword of COSTLY_KEYWORDS) delete copy[keyword];
    return copy;
  });
}

/**
 * Whether a subschema matches property names with regular expressions (`patternProperties`):
 * such a schema fails open, since those expressions would run on the model's keys and
 * dropping them would change which properties are "additional".
 */
export function matchesPropertyNamesByPattern(node: JsonObjectLike): boolean {
  return Object.hasOwn(node, "patternProperties");
}
