import type { JsonObjectLike } from "../json-values.js";

/** The JSON Schema dialects validated: draft-07 (ajv's default, and the MCP SDK's), 2019-09 and 2020-12. */
export type SchemaDraft = "draft-07" | "2019-09" | "2020-12";

const DIALECT = /^https?:\/\/json-schema\.org\/(draft-07\/schema|draft\/2019-09\/schema|draft\/2020-12\/schema)#?$/;

/**
 * The dialect a schema declares in `$schema`: none → `draft-07`; draft-07, 2019-09 or 2020-12
 * URIs (http or https, with or without a trailing `#`) → that draft; anything else (draft-04,
 * draft-06, custom meta-schemas, non-strings) → `undefined`, which callers treat as a draft
 * mismatch: the schema is not compiled and calls get the shallow check.
 *
 * @example
 * ```ts
 * schemaDraft({ $schema: "https://json-schema.org/draft/2020-12/schema" }); // "2020-12"
 * schemaDraft({ $schema: "http://json-schema.org/draft-04/schema#" }); // undefined
 * ```
 */
export function schemaDraft(schema: JsonObjectLike): SchemaDraft | undefined {
  if (!Object.hasOwn(schema, "$schema")) return "draft-07";
  const uri = schema["$schema"];
  if (typeof uri !== "string") return undefined;
  const match = DIALECT.exec(uri.trim())?.[1];
  if (match === "draft-07/schema") return "draft-07";
  if (match === "draft/2019-09/schema") return "2019-09";
  if (match === "draft/2020-12/schema") return "2020-12";
  return undefined;
}
