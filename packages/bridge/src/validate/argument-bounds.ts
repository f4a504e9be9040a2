import { bridgeError, type BridgeError } from "../bridge-error.js";

/** Deepest nesting of arrays and objects accepted in a call's arguments (the arguments object is level 1). */
export const MAX_ARGUMENT_DEPTH = 64;

/** Most values (objects, arrays, scalars) accepted in a call's arguments. */
export const MAX_ARGUMENT_VALUES = 1_000_000;

/**
 * Arguments the validator cannot check safely, rejected before validation with a structured
 * error (code `ARGUMENTS_TOO_DEEP` or `ARGUMENTS_TOO_LARGE`, and the limit): nesting deeper
 * than {@link MAX_ARGUMENT_DEPTH} would overflow a recursive validator's stack, and more
 * than {@link MAX_ARGUMENT_VALUES} values would make checking them a stall. An iterative
 * walk, so hostile nesting cannot overflow it; `undefined` when the arguments are within
 * bounds (docs/security.md, "Bounded validation").
 *
 * @example
 * ```ts
 * argumentBounds("x", { a: 1 }); // undefined
 * ```
 */
export function argumentBounds(toolName: string, args: unknown): BridgeError | undefined {
  const stack: [unknown, number][] = [[args, 1]];
  let values = 0;
  while (stack.length > 0) {
    const [value, depth] = stack.pop() as [unknown, number];
    values += 1;
    if (values > MAX_ARGUMENT_VALUES) {
      return bridgeError(
        `tool_call to '${toolName}' was refused: its arguments hold more than ${MAX_ARGUMENT_VALUES} values, too many to validate. The tool was NOT invoked.`,
        {
          code: "ARGUMENTS_TOO_LARGE",
          limit: MAX_ARGUMENT_VALUES,
          hint: "Send fewer values per call, e.g. split the work into several calls.",
        },
      );
    }
    if (typeof value !== "object" || value === null) continue;
    if (depth > MAX_ARGUMENT_DEPTH) {
      return bridgeError(
        `tool_call to '${toolName}' was refused: its arguments nest deeper than ${MAX_ARGUMENT_DEPTH} levels, too deep to validate. The tool was NOT invoked.`,
        {
          code: "ARGUMENTS_TOO_DEEP",
          limit: MAX_ARGUMENT_DEPTH,
          hint: "Flatten the arguments to the shape the tool's parameters describe.",
        },
      );
    }
    for (const child of Array.isArray(value) ? value : Object.values(value)) stack.push([child, depth + 1]);
  }
  return undefined;
}
