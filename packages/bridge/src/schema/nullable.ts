import type { JsonObjectLike } from "../json-values.js";
import { mapSchemas } from "./walk.js";

function withoutNullable(node: JsonObjectLike): JsonObjectLike {
  const { nullable, ...rest } = node;
  if (nullable !== true) return rest;
  const type = rest["type"];
  if (typeof type === "string") rest["type"] = type === "null" ? type : [type, "null"];
  else if (Array.isArray(type) && !type.includes("null")) rest["type"] = [...(type as unknown[]), "null"];
  const values = rest["enum"];
  if (Array.isArray(values) && !values.includes(null)) rest["enum"] = [...(values as unknown[]), null];
  if (Object.hasOwn(rest, "const") && rest["const"] !== null) {
    rest["enum"] = [rest["const"], null];
    delete rest["const"];
  }
  return rest;
}

/**
 * Rewrites OpenAPI-style `nullable` into plain JSON Schema, copy-on-write (a schema without
 * `nullable` comes back as the same object): `nullable: true` adds `"null"` to `type` and
 * `null` to `enum` (a `const` becomes `enum: [const, null]`); any `nullable` keyword is then
 * dropped, so ajv never sees one it cannot compile (`nullable` without `type`).
 * `undefined` when the schema nests too deeply (see `mapSchemas`).
 *
 * @example
 * ```ts
 * normalizeNullable({ type: "string", nullable: true }); // { type: ["string", "null"] }
 * ```
 */
export function normalizeNullable(schema: JsonObjectLike): JsonObjectLike | undefined {
  return mapSchemas(schema, (node) => (Object.hasOwn(node, "nullable") ? withoutNullable(node) : node));
}
