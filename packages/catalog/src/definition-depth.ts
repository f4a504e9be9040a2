/**
 * Deepest nesting of objects and arrays accepted in one tool definition. Definitions are
 * serialised whole (the model's tools array, token counts, the prompt fingerprint), and
 * `JSON.stringify` overflows the stack a few thousand levels down, so a definition from a
 * hostile or broken server nested deeper is dropped instead of breaking every turn. Real
 * schemas nest a few dozen levels at most.
 */
export const MAX_DEFINITION_DEPTH = 256;

interface Frame {
  readonly node: object;
  readonly children: readonly object[];
  next: number;
  /** Levels from this node down, so far. */
  height: number;
}

const isNode = (value: unknown): value is object => typeof value === "object" && value !== null;

/**
 * Whether `value` nests objects and arrays more than `limit` levels deep (a scalar is level 0),
 * or holds a cycle (which cannot be serialised either). Iterative (any depth, no recursion),
 * each object walked once (shared references cost nothing more), stopping at the first path
 * past the limit.
 *
 * @example
 * ```ts
 * nestsDeeperThan({ a: [{}] }, 2); // true
 * ```
 */
export function nestsDeeperThan(value: unknown, limit: number): boolean {
  if (!isNode(value)) return limit < 0;
  const heights = new Map<object, number>();
  const path = new Set<object>();
  const stack: Frame[] = [];
  const open = (node: object): void => {
    path.add(node);
    stack.push({ node, children: Object.values(node).filter(isNode), next: 0, height: 1 });
  };
  open(value);
  for (let frame = stack.at(-1); frame !== undefined; frame = stack.at(-1)) {
    if (stack.length > limit) return true;
    const child = frame.children[frame.next];
    if (child !== undefined) {
      frame.next += 1;
      if (path.has(child)) return true;
      const known = heights.get(child);
      if (known === undefined) open(child);
      else if (stack.length + known > limit) return true;
      else frame.height = Math.max(frame.height, known + 1);
      continue;
    }
    stack.pop();
    path.delete(frame.node);
    heights.set(frame.node, frame.height);
    const parent = stack.at(-1);
    if (parent !== undefined) parent.height = Math.max(parent.height, frame.height + 1);
  }
  return false;
}
