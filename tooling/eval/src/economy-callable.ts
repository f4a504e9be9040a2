// Whether a tool_search hit is enough to call its tool: the hit's signature names every required
// parameter of the schema, with a type (docs/token-economy.md, "Calls that need no `tool_describe`").
import { readSignature } from "@hermes/bridge";

const requiredOf = (schema: Readonly<Record<string, unknown>>): string[] => {
  const required = schema["required"];
  return Array.isArray(required)
    ? [...new Set(required.filter((name): name is string => typeof name === "string"))]
    : [];
};

/**
 * True when `signature` (as a hit shows it) names every required parameter of `schema` as a
 * required parameter with a known type (not `any`, not `any[]`). Optional parameters may be
 * left out (`…`): a valid call needs only the required ones.
 *
 * @example
 * ```ts
 * callableFromSignature("f(a: string, …)", { required: ["a"] }); // true
 * callableFromSignature("f(a: any)", { required: ["a"] }); // false
 * ```
 */
export function callableFromSignature(signature: string, schema: Readonly<Record<string, unknown>>): boolean {
  const read = readSignature(signature);
  if (read === undefined) return false;
  const shown = new Map(read.parameters.map((p) => [p.name, p]));
  return requiredOf(schema).every((name) => {
    const parameter = shown.get(name);
    return parameter !== undefined && !parameter.optional && !/^any(\[\])?$/.test(parameter.type);
  });
}
