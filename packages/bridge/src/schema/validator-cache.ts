import { Ajv, type ErrorObject, type Options } from "ajv";
import { Ajv2019 } from "ajv/dist/2019.js";
import { Ajv2020 } from "ajv/dist/2020.js";
import { isObjectLike, type JsonObjectLike } from "../json-values.js";
import { codeGenerationAllowed } from "./code-generation.js";
import { interpretedValidator } from "./interpreter.js";
import {
  expandedSchemaSize,
  matchesPropertyNamesByPattern,
  MAX_EXPANDED_SCHEMA_NODES,
  withoutCostlyKeywords,
} from "./budget.js";
import { schemaDraft, type SchemaDraft } from "./draft.js";
import { normalizeNullable } from "./nullable.js";
import { mapSchemas, someSchema } from "./walk.js";

/**
 * A validator of arguments: `true` when `data` satisfies the schema; after `false`, `errors`
 * holds ajv-shaped errors (ajv's compiled functions and the interpreter's both fit).
 */
export interface SchemaCheck {
  (data: unknown): boolean;
  errors?: ErrorObject[] | null;
}

/** A usable input schema: the normalised schema, its validator, and how that validator works. */
export interface CompiledSchema {
  /** The schema as compiled: `nullable` rewritten, `pattern` and `uniqueItems` dropped, root `$schema` removed. Never the caller's object. */
  readonly schema: JsonObjectLike;
  readonly validate: SchemaCheck;
  /**
   * `schema`: compiled to code by ajv; `interpreted`: checked by the interpreter because this
   * realm forbids code generation (see `codeGenerationAllowed`, docs/security.md).
   */
  readonly checked: "schema" | "interpreted";
}

/** Most schemas remembered by content (beyond the identity cache); least recently used go first. */
export const CONTENT_CACHE_SIZE = 256;

/** Compiles per ajv instance before it is replaced, bounding what ajv keeps internally (inner `$id`s). */
const COMPILES_PER_INSTANCE = 500;

/**
 * ajv options. `strict: false`: server schemas carry vendor keywords. `allErrors`: report every
 * problem. `verbose`: errors carry their schema, for messages that list allowed names.
 * `validateFormats: false`: `format` is advice to the server, which is the authority; rejecting
 * e.g. a `date-time` without an offset would block calls the server accepts (and it keeps
 * ajv-formats, a CommonJS plugin, out of this synchronous path). `logger: false`: no console noise.
 */
const OPTIONS: Options = {
  strict: false,
  allErrors: true,
  verbose: true,
  validateFormats: false,
  logger: false,
  // Checked by `metaValid` on a copy with long lists cut: ajv's own meta-schema check is
  // quadratic in an `enum`'s length (a 20,000-value enum took seconds).
  validateSchema: false,
  // Long `enum` and `required` lists are checked in a loop instead of unrolled into code.
  loopEnum: 16,
  loopRequired: 16,
  // ajv's code optimisation passes cost more compile time than they save on small validators.
  code: { optimize: false },
};

/** Values of a list kept for the meta-schema check (the values themselves can be any JSON). */
const META_LIST_SAMPLE = 16;

/** Whether the schema is valid against its draft's meta-schema, checked on a copy with `enum` lists cut to a sample. */
function metaValid(ajv: Ajv | Ajv2019 | Ajv2020, schema: JsonObjectLike): boolean {
  const sampled = mapSchemas(schema, (node) => {
    const values = node["enum"];
    return Array.isArray(values) && values.length > META_LIST_SAMPLE
      ? { ...node, enum: values.slice(0, META_LIST_SAMPLE) }
      : node;
  });
  if (sampled === undefined) return false;
  try {
    return ajv.validateSchema(sampled) === true;
  } catch {
    return false;
  }
}

interface Instance {
  readonly ajv: Ajv | Ajv2019 | Ajv2020;
  compiles: number;
}

const instances = new Map<SchemaDraft, Instance>();

function instanceFor(draft: SchemaDraft): Instance {
  let instance = instances.get(draft);
  if (instance === undefined || instance.compiles >= COMPILES_PER_INSTANCE) {
    const ajv =
      draft === "2020-12" ? new Ajv2020(OPTIONS) : draft === "2019-09" ? new Ajv2019(OPTIONS) : new Ajv(OPTIONS);
    instance = { ajv, compiles: 0 };
    instances.set(draft, instance);
  }
  return instance;
}

const REFERENCE_KEYWORDS = ["$ref", "$dynamicRef", "$recursiveRef"] as const;

/** Whether a node refers outside its document (a reference not starting with `#`). */
function hasExternalReference(node: JsonObjectLike): boolean {
  return REFERENCE_KEYWORDS.some((keyword) => {
    const reference = node[keyword];
    return Object.hasOwn(node, keyword) && (typeof reference !== "string" || !reference.startsWith("#"));
  });
}

function compile(schema: JsonObjectLike): CompiledSchema | null {
  // The budget first: it stops counting at the limit, so a huge schema costs little to refuse.
  if (expandedSchemaSize(schema) > MAX_EXPANDED_SCHEMA_NODES) return null;
  const draft = schemaDraft(schema);
  if (
    draft === undefined ||
    someSchema(schema, hasExternalReference) ||
    someSchema(schema, matchesPropertyNamesByPattern)
  )
    return null;
  const normalized = normalizeNullable(schema);
  const affordable = normalized === undefined ? undefined : withoutCostlyKeywords(normalized);
  if (affordable === undefined) return null;
  const prepared = { ...affordable };
  delete prepared["$schema"];
  if (!codeGenerationAllowed()) {
    const validate = interpretedValidator(prepared, draft);
    return validate === undefined ? null : { schema: prepared, validate, checked: "interpreted" };
  }
  const instance = instanceFor(draft);
  if (!metaValid(instance.ajv, prepared)) return null;
  try {
    instance.compiles += 1;
    const validate = instance.ajv.compile(prepared);
    return { schema: prepared, validate, checked: "schema" };
  } catch {
    return null;
  } finally {
    instance.ajv.removeSchema(prepared);
  }
}

const byIdentity = new WeakMap<object, CompiledSchema | null>();
const byContent = new Map<string, CompiledSchema | null>();

function contentKey(schema: JsonObjectLike): string | undefined {
  try {
    return JSON.stringify(schema);
  } catch {
    return undefined;
  }
}

function compileByContent(schema: JsonObjectLike): CompiledSchema | null {
  const key = contentKey(schema);
  if (key === undefined) return null;
  const cached = byContent.get(key);
  if (cached !== undefined || byContent.has(key)) {
    byContent.delete(key);
    byContent.set(key, cached ?? null);
    return cached ?? null;
  }
  const compiled = compile(schema);
  byContent.set(key, compiled);
  if (byContent.size > CONTENT_CACHE_SIZE) {
    const oldest = byContent.keys().next();
    if (oldest.done !== true) byContent.delete(oldest.value);
  }
  return compiled;
}

/**
 * The compiled validator of an input schema, or `undefined` when the schema cannot be
 * checked and `validateArguments` falls back to its shallow check. Where code generation is
 * forbidden (strict CSP, edge workers; see `codeGenerationAllowed`) the validator is the
 * interpreter (`checked: "interpreted"`, see `interpretedValidator`) instead of ajv's compiled
 * code, with the same budget and the same normalisation; otherwise it gives `undefined` for: not an object, a `$schema`
 * other than draft-07 / 2019-09 / 2020-12, an external reference (`$ref`, `$dynamicRef` or
 * `$recursiveRef` not starting with `#`), nesting deeper than 64, or anything ajv refuses to
 * compile (malformed keywords, unresolvable local `$ref`).
 *
 * Schemas come from servers and arguments from the model, so validation must stay cheap
 * whatever both hold: a schema costing more than `MAX_EXPANDED_SCHEMA_NODES` (128 units:
 * subschemas with local references expanded, plus enum values), or one using
 * `patternProperties`, is not compiled; `pattern`
 * and `uniqueItems` are not enforced (regular-expression backtracking, quadratic cost). The
 * server remains the authority on all of them.
 *
 * Cached twice: by schema object identity (a `WeakMap`, the hot path) and by JSON content (the
 * last {@link CONTENT_CACHE_SIZE} schemas), so a plan rebuilt each turn with fresh but equal
 * schema objects reuses the compiled function. Failures are cached too. Never throws.
 *
 * @example
 * ```ts
 * const compiled = compiledValidator(entry.inputSchema);
 * if (compiled !== undefined && !compiled.validate(args)) console.log(compiled.validate.errors);
 * ```
 */
export function compiledValidator(schema: unknown): CompiledSchema | undefined {
  if (!isObjectLike(schema)) return undefined;
  let compiled = byIdentity.get(schema);
  if (compiled === undefined) {
    compiled = compileByContent(schema);
    byIdentity.set(schema, compiled);
  }
  return compiled ?? undefined;
}
