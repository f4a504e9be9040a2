import type { ErrorObject } from "ajv";
import { hasJsonType, isObjectLike, type JsonObjectLike } from "../json-values.js";
import { interpretableSchema, type InterpretableSchema } from "./interpretable.js";
import type { SchemaCheck } from "./validator-cache.js";
import { resolvePointer } from "./budget.js";
import type { SchemaDraft } from "./draft.js";

/**
 * Most schema-node visits one interpreted check may take. Arguments hold at most 1,000,000
 * values and a schema at most 128 cost units, so real calls stay far below; a check that would
 * exceed it fails closed (constraint `budget`) instead of stalling the event loop.
 */
export const MAX_INTERPRETER_STEPS = 10_000_000;

class OverBudget extends Error {}

interface Run {
  readonly schema: InterpretableSchema;
  readonly errors: ErrorObject[];
  steps: number;
}

const pointer = (key: string | number): string => `/${String(key).replaceAll("~", "~0").replaceAll("/", "~1")}`;

/** Deep equality as JSON sees it: arrays in order, objects by own keys (like ajv's `fast-deep-equal`). */
function equal(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) || Array.isArray(b)) {
    return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((item, i) => equal(item, b[i]));
  }
  if (!isObjectLike(a) || !isObjectLike(b)) return false;
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => Object.hasOwn(b, key) && equal(a[key], b[key]));
}

/** Length in Unicode code points, as ajv counts `minLength` / `maxLength`. */
const codePoints = (text: string): number => Array.from(text).length;

type Fail = (keyword: string, params: Record<string, unknown>, message: string) => false;

function numberKeywords(node: JsonObjectLike, data: number, fail: Fail): boolean {
  let ok = true;
  const limit = (keyword: string, comparison: string, holds: (limit: number) => boolean): void => {
    const value = node[keyword];
    if (typeof value === "number" && !holds(value))
      ok = fail(keyword, { comparison, limit: value }, `must be ${comparison} ${value}`);
  };
  limit("minimum", ">=", (value) => data >= value);
  limit("maximum", "<=", (value) => data <= value);
  limit("exclusiveMinimum", ">", (value) => data > value);
  limit("exclusiveMaximum", "<", (value) => data < value);
  const divisor = node["multipleOf"];
  if (typeof divisor === "number") {
    const ratio = data / divisor;
    if (ratio !== Number.parseInt(String(ratio), 10))
      ok = fail("multipleOf", { multipleOf: divisor }, `must be multiple of ${divisor}`);
  }
  return ok;
}

function stringKeywords(run: Run, node: JsonObjectLike, data: string, fail: Fail): boolean {
  let ok = true;
  const length = codePoints(data);
  const min = node["minLength"];
  const max = node["maxLength"];
  if (typeof min === "number" && length < min)
    ok = fail("minLength", { limit: min }, `must NOT have fewer than ${min} characters`);
  if (typeof max === "number" && length > max)
    ok = fail("maxLength", { limit: max }, `must NOT have more than ${max} characters`);
  const pattern = run.schema.patterns.get(node);
  if (pattern !== undefined && !pattern.test(data))
    ok = fail("pattern", { pattern: node["pattern"] }, `must match pattern "${String(node["pattern"])}"`);
  return ok;
}

function arrayKeywords(
  run: Run,
  node: JsonObjectLike,
  data: readonly unknown[],
  at: string,
  schemaAt: string,
  fail: Fail,
): boolean {
  let ok = true;
  const min = node["minItems"];
  const max = node["maxItems"];
  if (typeof min === "number" && data.length < min)
    ok = fail("minItems", { limit: min }, `must NOT have fewer than ${min} items`);
  if (typeof max === "number" && data.length > max)
    ok = fail("maxItems", { limit: max }, `must NOT have more than ${max} items`);
  const items = node["items"];
  const tuple = run.schema.draft === "2020-12" ? node["prefixItems"] : Array.isArray(items) ? items : undefined;
  const tupleKeyword = run.schema.draft === "2020-12" ? "prefixItems" : "items";
  const prefix = Array.isArray(tuple) ? tuple : [];
  prefix.forEach((itemSchema, i) => {
    if (i < data.length && !check(run, itemSchema, data[i], at + pointer(i), `${schemaAt}/${tupleKeyword}/${i}`))
      ok = false;
  });
  const rest = Array.isArray(items) ? node["additionalItems"] : items;
  const restKeyword = Array.isArray(items) ? "additionalItems" : "items";
  if (rest !== undefined) {
    for (let i = prefix.length; i < data.length; i += 1) {
      if (!check(run, rest, data[i], at + pointer(i), `${schemaAt}/${restKeyword}`)) ok = false;
    }
  }
  return ok;
}

function objectKeywords(
  run: Run,
  node: JsonObjectLike,
  data: JsonObjectLike,
  at: string,
  schemaAt: string,
  fail: Fail,
): boolean {
  let ok = true;
  const present = (name: string): boolean => Object.hasOwn(data, name) && data[name] !== undefined;
  const required = node["required"];
  if (Array.isArray(required)) {
    for (const name of required) {
      if (typeof name === "string" && !present(name))
        ok = fail("required", { missingProperty: name }, `must have required property '${name}'`);
    }
  }
  const count = Object.keys(data).length;
  const min = node["minProperties"];
  const max = node["maxProperties"];
  if (typeof min === "number" && count < min)
    ok = fail("minProperties", { limit: min }, `must NOT have fewer than ${min} properties`);
  if (typeof max === "number" && count > max)
    ok = fail("maxProperties", { limit: max }, `must NOT have more than ${max} properties`);
  const properties = isObjectLike(node["properties"]) ? node["properties"] : {};
  // ajv's order: additional properties first, then the declared ones.
  const additional = node["additionalProperties"];
  for (const name of additional === undefined ? [] : Object.keys(data)) {
    if (Object.hasOwn(properties, name)) continue;
    if (additional === false)
      ok = fail("additionalProperties", { additionalProperty: name }, "must NOT have additional properties");
    else if (!check(run, additional, data[name], at + pointer(name), `${schemaAt}/additionalProperties`)) ok = false;
  }
  for (const name of Object.keys(properties)) {
    if (
      present(name) &&
      !check(run, properties[name], data[name], at + pointer(name), `${schemaAt}/properties${pointer(name)}`)
    )
      ok = false;
  }
  return ok;
}

/** `anyOf`, `oneOf`, `allOf` and `not`; a passing branch's sibling errors are dropped, as ajv does. */
function combinators(run: Run, node: JsonObjectLike, data: unknown, at: string, schemaAt: string, fail: Fail): boolean {
  let ok = true;
  const all = node["allOf"];
  if (Array.isArray(all))
    all.forEach((branch, i) => void (check(run, branch, data, at, `${schemaAt}/allOf/${i}`) || (ok = false)));
  const any = node["anyOf"];
  if (Array.isArray(any)) {
    const mark = run.errors.length;
    if (any.some((branch, i) => check(run, branch, data, at, `${schemaAt}/anyOf/${i}`))) run.errors.length = mark;
    else ok = fail("anyOf", {}, "must match a schema in anyOf");
  }
  const one = node["oneOf"];
  if (Array.isArray(one)) {
    const mark = run.errors.length;
    const passing = one.flatMap((branch, i) => (check(run, branch, data, at, `${schemaAt}/oneOf/${i}`) ? [i] : []));
    if (passing.length === 1) run.errors.length = mark;
    else
      ok = fail(
        "oneOf",
        { passingSchemas: passing.length === 0 ? null : passing },
        "must match exactly one schema in oneOf",
      );
  }
  if (Object.hasOwn(node, "not")) {
    const mark = run.errors.length;
    const passed = check(run, node["not"], data, at, `${schemaAt}/not`);
    run.errors.length = mark;
    if (passed) ok = fail("not", {}, "must NOT be valid");
  }
  return ok;
}

function check(run: Run, schema: unknown, data: unknown, at: string, schemaAt: string): boolean {
  run.steps += 1;
  if (run.steps > MAX_INTERPRETER_STEPS) throw new OverBudget();
  if (schema === true) return true;
  if (!isObjectLike(schema)) {
    run.errors.push({
      keyword: "false schema",
      instancePath: at,
      schemaPath: schemaAt,
      params: {},
      message: "boolean schema is false",
      schema: false,
      data,
    });
    return false;
  }
  const fail: Fail = (keyword, params, message) => {
    run.errors.push({
      keyword,
      instancePath: at,
      schemaPath: `${schemaAt}/${keyword}`,
      params,
      message,
      schema: schema[keyword],
      parentSchema: schema,
      data,
    });
    return false;
  };
  let ok = true;
  const reference = schema["$ref"];
  if (typeof reference === "string" && !check(run, resolvePointer(run.schema.root, reference), data, at, reference))
    ok = false;
  const type = schema["type"];
  if (type !== undefined) {
    const types = Array.isArray(type) ? (type as string[]) : [type as string];
    if (!types.some((name) => hasJsonType(data, name)))
      return fail("type", { type: types.join(",") }, `must be ${types.join(",")}`);
  }
  const values = schema["enum"];
  if (Array.isArray(values) && !values.some((value) => equal(value, data)))
    ok = fail("enum", { allowedValues: values }, "must be equal to one of the allowed values");
  if (Object.hasOwn(schema, "const") && !equal(schema["const"], data))
    ok = fail("const", { allowedValue: schema["const"] }, "must be equal to constant");
  if (typeof data === "number" && !numberKeywords(schema, data, fail)) ok = false;
  if (typeof data === "string" && !stringKeywords(run, schema, data, fail)) ok = false;
  if (Array.isArray(data) && !arrayKeywords(run, schema, data, at, schemaAt, fail)) ok = false;
  if (isObjectLike(data) && !objectKeywords(run, schema, data, at, schemaAt, fail)) ok = false;
  return combinators(run, schema, data, at, schemaAt, fail) && ok;
}

/**
 * A validator for `schema` that interprets it instead of generating code, for realms where
 * code generation is forbidden (see `codeGenerationAllowed`): the keywords tool schemas use
 * (`type`, `properties`, `required`, `additionalProperties`, `enum`, `const`, `items`,
 * `prefixItems`, `additionalItems`, the length, size and numeric limits, `pattern`, `anyOf`,
 * `oneOf`, `allOf`, `not`, local `$ref`; `nullable` is rewritten beforehand). Errors are shaped
 * like ajv's, so messages read the same. `undefined` when the schema uses anything else that
 * constrains values (`if`, `dependencies`, `unevaluatedProperties`, a nested `$id`, …) or is
 * malformed: the caller then falls back to the shallow check, never to no check. A check over
 * {@link MAX_INTERPRETER_STEPS} fails closed (constraint `budget`). Never throws.
 *
 * @example
 * ```ts
 * const validate = interpretedValidator({ type: "object", required: ["a"] }, "draft-07");
 * validate?.({}); // false, validate.errors[0].keyword === "required"
 * ```
 */
export function interpretedValidator(schema: JsonObjectLike, draft: SchemaDraft): SchemaCheck | undefined {
  const prepared = interpretableSchema(schema, draft);
  if (prepared === undefined) return undefined;
  const validate: SchemaCheck = (data: unknown): boolean => {
    const run: Run = { schema: prepared, errors: [], steps: 0 };
    let ok: boolean;
    try {
      ok = check(run, schema, data, "", "#");
    } catch (error) {
      if (!(error instanceof OverBudget)) throw error;
      run.errors.length = 0;
      run.errors.push({
        keyword: "budget",
        instancePath: "",
        schemaPath: "#",
        params: {},
        message: "too costly to check against this schema; the call was refused",
      });
      ok = false;
    }
    validate.errors = ok ? null : run.errors;
    return ok;
  };
  validate.errors = null;
  return validate;
}
