import type { JsonSchemaObject } from "@hermes/catalog";
import type { BridgeError } from "../bridge-error.js";
import { hasJsonType, isObjectLike } from "../json-values.js";
import { argumentFailure, type ArgumentIssue } from "./failure.js";
import { argumentPath } from "./path.js";

const TYPES = new Set(["string", "number", "integer", "boolean", "object", "array", "null"]);

/** The JSON types a subschema's `type` allows, or `undefined` when it says nothing checkable. */
function allowedTypes(schema: unknown): readonly string[] | undefined {
  if (!isObjectLike(schema)) return undefined;
  const type = schema["type"];
  const list = typeof type === "string" ? [type] : Array.isArray(type) ? type : undefined;
  if (list === undefined || list.length === 0 || !list.every((t): t is string => typeof t === "string" && TYPES.has(t)))
    return undefined;
  return list;
}

/**
 * The fallback check of a tool whose schema is over the validation budget or cannot be
 * compiled (docs/security.md, "Bounded validation"): the top-level `required` names must be
 * present and each top-level property must have a JSON type its `type` allows (`integer`
 * is a whole number). Linear in the arguments and the top level of the schema, whatever the
 * schema's size; nested values are left to the server. `undefined` when the arguments pass.
 *
 * @example
 * ```ts
 * shallowCheck("x", { type: "object", properties: { n: { type: "integer" } }, required: ["n"] }, {}); // the `required` error
 * ```
 */
export function shallowCheck(
  toolName: string,
  schema: JsonSchemaObject,
  args: Readonly<Record<string, unknown>>,
): BridgeError | undefined {
  const issues: ArgumentIssue[] = [];
  const required = schema["required"];
  if (Array.isArray(required)) {
    for (const name of required) {
      if (typeof name === "string" && (!Object.hasOwn(args, name) || args[name] === undefined)) {
        issues.push({
          path: argumentPath([name], undefined),
          constraint: "required",
          message: `missing required property '${name}'`,
        });
      }
    }
  }
  const properties = schema["properties"];
  if (isObjectLike(properties)) {
    for (const [name, value] of Object.entries(args)) {
      if (!Object.hasOwn(properties, name) || value === undefined) continue;
      const allowed = allowedTypes(properties[name]);
      if (allowed === undefined || allowed.some((type) => hasJsonType(value, type))) continue;
      issues.push({
        path: argumentPath([name], undefined),
        constraint: "type",
        message: `must be ${allowed.join(" or ")}`,
      });
    }
  }
  return issues.length === 0 ? undefined : argumentFailure(toolName, schema, issues);
}
