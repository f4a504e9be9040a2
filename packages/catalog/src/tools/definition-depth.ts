/**
 * Deepest nesting of objects and arrays accepted in one tool definition. Definitions are
 * serialised whole (the model's tools array, token counts, the prompt fingerprint), and
 * `JSON.stringify` overflows the stack a few thousand levels down, so a definition from a
 * hostile or broken server nested deeper is dropped instead of breaking every turn. Real
 * schemas nest a few dozen levels at most.
 */
export const MAX_DEFINITION_DEPTH = 256;

/**
 * Most objects and arrays visited in one definition, counting a shared object once per path
 * to it — what serialising it would write. Real definitions have a few hundred.
 */
export const MAX_DEFINITION_NODES = 100_000;

/**
 * Whether `value` nests objects and arrays more than `limit` levels deep (a scalar is level 0),
 * holds a cycle (which looks infinitely deep), or would serialise to more than `budget`
 * objects and arrays (shared references counted per path, as `JSON.stringify` writes them).
 * `skip` is an object not descended into (checked on its own by the caller).
 * Any of these cannot be sent to a model. Recursion is bounded by `limit`, and the walk
 * allocates nothing per node: it runs on every definition of every cold turn.
 *
 * @example
 * ```ts
 * nestsDeeperThan({ a: [{}] }, 2); // true
 * ```
 */
export function nestsDeeperThan(
  value: unknown,
  limit: number,
  budget: number = MAX_DEFINITION_NODES,
  skip?: object,
): boolean {
  if (typeof value !== "object" || value === null) return limit < 0;
  let visits = 0;
  const walk = (node: object, depth: number): boolean => {
    if (node === skip) return false;
    if (depth > limit || ++visits > budget) return true;
    if (Array.isArray(node)) {
      for (const item of node as unknown[])
        if (typeof item === "object" && item !== null && walk(item, depth + 1)) return true;
      return false;
    }
    for (const key in node) {
      if (!Object.prototype.hasOwnProperty.call(node, key)) continue;
      const child = (node as Record<string, unknown>)[key];
      if (typeof child === "object" && child !== null && walk(child, depth + 1)) return true;
    }
    return false;
  };
  return walk(value, 1);
}

/** Levels above a definition's input schema in any supported shape (`function.parameters`). */
const SCHEMA_OFFSET = 3;
const schemaVerdicts = new WeakMap<object, boolean>();

/**
 * Whether a definition cannot be serialised (see {@link nestsDeeperThan}). Its input schema,
 * the bulk of it, is checked once per schema object and remembered (schemas are treated as
 * values, as `planTiers` treats definitions: a changed schema is a new object), so a runtime
 * that rebuilds its tool list around the same schemas pays for the walk once.
 */
export function definitionTooDeep(raw: unknown, schema: unknown): boolean {
  if (typeof schema === "object" && schema !== null) {
    let verdict = schemaVerdicts.get(schema);
    if (verdict === undefined)
      schemaVerdicts.set(schema, (verdict = nestsDeeperThan(schema, MAX_DEFINITION_DEPTH - SCHEMA_OFFSET)));
    if (verdict) return true;
    return nestsDeeperThan(raw, MAX_DEFINITION_DEPTH, MAX_DEFINITION_NODES, schema);
  }
  return nestsDeeperThan(raw, MAX_DEFINITION_DEPTH);
}

/**
 * Which limit a definition that {@link definitionTooDeep} refused went over: `cycle` (it
 * refers to itself), `depth` (more than {@link MAX_DEFINITION_DEPTH} levels) or `size` (it
 * would serialise to more than {@link MAX_DEFINITION_NODES} objects and arrays, shared
 * references counted per path). Visits each object once, so it is cheap even for those.
 *
 * @example
 * ```ts
 * const wide = Array.from({ length: 200_000 }, () => ({}));
 * tooDeepReason({ parameters: { enum: wide } }); // "size"
 * ```
 */
export function tooDeepReason(value: unknown): "cycle" | "depth" | "size" {
  const seen = new Set<object>();
  const onPath = new Set<object>();
  let verdict: "cycle" | "depth" | undefined;
  const walk = (node: object, depth: number): void => {
    if (verdict !== undefined) return;
    if (onPath.has(node)) {
      verdict = "cycle";
      return;
    }
    if (depth > MAX_DEFINITION_DEPTH) {
      verdict = "depth";
      return;
    }
    if (seen.has(node)) return;
    seen.add(node);
    onPath.add(node);
    const children: unknown[] = Array.isArray(node)
      ? (node as unknown[])
      : Object.values(node as Record<string, unknown>);
    for (const child of children) if (typeof child === "object" && child !== null) walk(child, depth + 1);
    onPath.delete(node);
  };
  if (typeof value === "object" && value !== null) walk(value, 1);
  return verdict ?? "size";
}
