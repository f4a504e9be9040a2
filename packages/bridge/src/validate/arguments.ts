import type { JsonSchemaObject } from "@hermes/catalog";
import type { BridgeError } from "../bridge-error.js";
import { argumentBounds } from "./argument-bounds.js";
import { coerceArguments } from "./coerce.js";
import { shallowCheck } from "./shallow-check.js";
import { argumentFailure, argumentIssues, type ArgumentIssue } from "./failure.js";
import { argumentPath } from "./path.js";
import { compiledValidator, type SchemaCheck } from "../schema/validator-cache.js";

/** What validation needs of a tool: its name (for messages) and input schema. A `ToolEntry` fits. */
export interface ValidationTarget {
  readonly name: string;
  readonly inputSchema: JsonSchemaObject;
}

/** Arguments that may be passed to the tool. */
export interface ValidatedArguments {
  readonly ok: true;
  /** The input object itself, or (when `coerced`) a repaired copy. */
  readonly arguments: Record<string, unknown>;
  /** Whether coercion changed anything (see `coerceArguments`). */
  readonly coerced: boolean;
  /**
   * How the arguments were checked: `schema` by the input schema compiled with ajv;
   * `interpreted` by the whole input schema, interpreted because this realm forbids code
   * generation (strict CSP, edge workers; see `interpretedValidator`); `shallow` by the fallback
   * for a schema over the validation budget or one that cannot be checked in full (top-level
   * `required` and property types only; see `shallowCheck`).
   */
  readonly checked: "schema" | "interpreted" | "shallow";
}

/** Runs a validator; a validator that throws (hostile data) is a failure: fail closed. */
function passes(validate: SchemaCheck, data: unknown): boolean {
  try {
    return validate(data);
  } catch {
    return false;
  }
}

/** The fallback for a schema that is over budget or cannot be compiled: {@link shallowCheck}, with coercion. */
function validateShallow(
  target: ValidationTarget,
  args: Readonly<Record<string, unknown>>,
): ValidatedArguments | BridgeError {
  const failure = shallowCheck(target.name, target.inputSchema, args);
  if (failure === undefined) return { ok: true, arguments: args, coerced: false, checked: "shallow" };
  const repaired = coerceArguments(args, target.inputSchema);
  if (repaired.coerced && shallowCheck(target.name, target.inputSchema, repaired.arguments) === undefined) {
    return { ok: true, arguments: repaired.arguments, coerced: true, checked: "shallow" };
  }
  return failure;
}

/** Top-level required names the arguments lack (missing or `undefined`), in schema order. */
function missingRequired(schema: JsonSchemaObject, args: Readonly<Record<string, unknown>>): string[] {
  const required = schema["required"];
  if (!Array.isArray(required) || Object.hasOwn(schema, "$ref")) return [];
  const missing: string[] = [];
  for (const name of required) {
    if (typeof name === "string" && (!Object.hasOwn(args, name) || args[name] === undefined) && !missing.includes(name))
      missing.push(name);
  }
  return missing;
}

const requiredIssue = (name: string): ArgumentIssue => ({
  path: argumentPath([name], undefined),
  constraint: "required",
  message: `missing required property '${name}'`,
});

/**
 * Checks a tool's arguments against its input schema before anything runs. In order:
 * 0. arguments too deep or too large to validate → a structured error (`code`
 *    `ARGUMENTS_TOO_DEEP` / `ARGUMENTS_TOO_LARGE`, see `argumentBounds`);
 * 1. the compiled validator (cached, see `compiledValidator`; where code generation is
 *    forbidden, the interpreter, `checked: "interpreted"`); no usable schema (over the
 *    validation budget, malformed, unsupported `$schema`, external `$ref`) → the shallow
 *    fallback (`shallowCheck`: top-level `required` and property types), `checked: "shallow"`;
 *    a validator that throws counts as a failure (fail closed);
 * 2. valid as given → `{ok: true, arguments: args, coerced: false, checked: "schema"}`;
 * 3. the required-argument probe: a missing top-level required argument → error (`constraint: "required"`),
 *    its hint listing every other problem of the arguments as given;
 * 4. coercion of common mistakes (see `coerceArguments`) on a copy; valid after repair →
 *    `{ok: true, arguments: <copy>, coerced: true}`;
 * 5. otherwise the error `{error: "tool_call to 'x' failed argument validation at arguments.a.b
 *    (constraint): <message>. The tool was NOT invoked.", path, constraint, parameters, hint}`,
 *    with `parameters` the tool's input schema as given.
 * Never throws and never modifies `args`.
 *
 * @example
 * ```ts
 * validateArguments({ name: "mcp__x__list", inputSchema: { type: "object", properties: { limit: { type: "integer" } } } }, { limit: "5" });
 * // { ok: true, arguments: { limit: 5 }, coerced: true, checked: "schema" }
 * ```
 */
export function validateArguments(
  target: ValidationTarget,
  args: Readonly<Record<string, unknown>>,
): ValidatedArguments | BridgeError {
  const bounds = argumentBounds(target.name, args);
  if (bounds !== undefined) return bounds;
  const compiled = compiledValidator(target.inputSchema);
  if (compiled === undefined) return validateShallow(target, args);
  if (passes(compiled.validate, args)) return { ok: true, arguments: args, coerced: false, checked: compiled.checked };
  const errors = compiled.validate.errors ?? [];
  const missing = missingRequired(compiled.schema, args);
  // Missing arguments head the report; the other problems of the same arguments follow, so one
  // retry can fix them all.
  if (missing.length > 0)
    return argumentFailure(target.name, target.inputSchema, [
      ...missing.map(requiredIssue),
      ...argumentIssues(errors, args).filter(
        (issue) =>
          !(issue.constraint === "required" && missing.some((name) => issue.path === requiredIssue(name).path)),
      ),
    ]);
  const repaired = coerceArguments(args, compiled.schema);
  if (!repaired.coerced) return argumentFailure(target.name, target.inputSchema, argumentIssues(errors, args));
  if (passes(compiled.validate, repaired.arguments))
    return { ok: true, arguments: repaired.arguments, coerced: true, checked: compiled.checked };
  return argumentFailure(
    target.name,
    target.inputSchema,
    argumentIssues(compiled.validate.errors ?? [], repaired.arguments),
  );
}
