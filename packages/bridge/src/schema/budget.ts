import { decodeFragmentSegment } from "@hermes/catalog/internal";
import { isObjectLike, type JsonObjectLike } from "../json-values.js";
import { mapSchemas, MAX_SCHEMA_DEPTH, subschemasOf } from "./walk.js";

/**
 * Largest input schema compiled, in cost units: one per subschema with every local `$ref`
 * expanded (a recursive reference counts once; properties and combinator branches are
 * subschemas), plus one per {@link LIST_VALUES_PER_UNIT} values of an `enum` or `required`
 * list. Compiling costs time on the event loop in proportion (about 0.1–0.5 ms a subschema),
 * and references can make the size exponential in the schema's bytes (`anyOf` of two
 * references to the next level, 30 levels deep, is 2^30 branches), so a larger schema is not
 * compiled: its calls get the shallow check (`shallowCheck`), never a stall. The largest
 * real schema we know (Notion's) costs 106; `pnpm bench` measures the compile time at this
 * limit (docs/security.md, "Bounded validation").
 */
export const MAX_EXPANDED_SCHEMA_NODES = 128;

/** `enum` and `required` values per cost unit: ajv checks them in a loop, so they cost little to compile. */
export const LIST_VALUES_PER_UNIT = 100;

const listCost = (node: JsonObjectLike): number =>
  (["enum", "required"] as const).reduce((sum, keyword) => {
    const list = node[keyword];
    return sum + (Array.isArray(list) ? Math.ceil(list.length / LIST_VALUES_PER_UNIT) : 0);
  }, 0);

/** The value a local JSON-pointer `reference` (`#`, `#/$defs/x`) points at in `root`, or `undefined` for anchors, `$id`-relative and unresolved ones. */
export function resolvePointer(root: JsonObjectLike, reference: string): unknown {
  if (reference !== "#" && !reference.startsWith("#/")) return undefined;
  let target: unknown = root;
  for (const raw of reference === "#" ? [] : reference.slice(2).split("/")) {
    const key = decodeFragmentSegment(raw);
    target =
      isObjectLike(target) && Object.hasOwn(target, key)
        ? target[key]
        : Array.isArray(target)
          ? target[Number(key)]
          : undefined;
  }
  return target;
}

/** The local JSON-pointer target of `reference` when it is a schema object (see {@link resolvePointer}). */
function resolveLocal(root: JsonObjectLike, reference: string): JsonObjectLike | undefined {
  const target = resolvePointer(root, reference);
  return isObjectLike(target) ? target : undefined;
}

const REFERENCES = ["$ref", "$dynamicRef", "$recursiveRef"] as const;

/**
 * The cost of `schema` (see {@link MAX_EXPANDED_SCHEMA_NODES}): subschemas with local
 * references expanded plus `enum` / `required` values, counted up to `limit + 1` (counting
 * stops there). A reference that cannot be resolved as a local JSON
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
    let total = 1 + listCost(node);
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
 * such a schema is not compiled (calls get the shallow check), since those expressions would
 * run on the model's keys and dropping them would change which properties are "additional".
 */
export function matchesPropertyNamesByPattern(node: JsonObjectLike): boolean {
  return Object.hasOwn(node, "patternProperties");
}
