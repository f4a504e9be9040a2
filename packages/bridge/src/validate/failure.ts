import type { ErrorObject } from "ajv";
import { bridgeError, type BridgeError } from "../bridge-error.js";
import { describeValue, isObjectLike, safeJson } from "../json-values.js";
import { clipText } from "../clip.js";
import { MAX_QUOTED_KEY_CHARS } from "../limits.js";
import { argumentPath, pointerSegments } from "./path.js";

/** One argument problem, as the model is told about it. */
export interface ArgumentIssue {
  /** `arguments.options.count` */
  readonly path: string;
  /** The failing JSON Schema keyword: `type`, `required`, `enum`, `additionalProperties`, … */
  readonly constraint: string;
  /** Without a final period: `must be integer, got a string`. */
  readonly message: string;
}

/** Other problems named in the hint, besides the headline one. */
const MAX_OTHER_ISSUES = 9;

/** Longest message of one further issue in the hint (a schema can make ajv's messages long). */
const MAX_ISSUE_MESSAGE_CHARS = 120;

const shortMessage = (message: string): string =>
  message.length > MAX_ISSUE_MESSAGE_CHARS ? `${message.slice(0, MAX_ISSUE_MESSAGE_CHARS - 1)}…` : message;
/** Values and names listed in one message. */
const MAX_LISTED = 20;

const COMBINATORS = new Set(["anyOf", "oneOf", "if", "allOf"]);
const NAME_PARAMS: Readonly<Record<string, string>> = {
  required: "missingProperty",
  dependencies: "missingProperty",
  dependentRequired: "missingProperty",
  additionalProperties: "additionalProperty",
  unevaluatedProperties: "unevaluatedProperty",
  propertyNames: "propertyName",
};

/** A property name quoted in a message, cut to `MAX_QUOTED_KEY_CHARS` (an unexpected one is the model's). */
const quote = (name: string): string => `'${clipText(name, MAX_QUOTED_KEY_CHARS)}'`;

function list(values: readonly unknown[], show: (value: unknown) => string): string {
  const shown = values.slice(0, MAX_LISTED).map(show).join(", ");
  return values.length > MAX_LISTED ? `${shown}, …` : shown;
}

function typeNames(errors: readonly ErrorObject[], at: string): string {
  const names: string[] = [];
  for (const error of errors) {
    if (error.keyword !== "type" || error.instancePath !== at) continue;
    const params: Record<string, unknown> = error.params;
    const type = params["type"];
    for (const name of Array.isArray(type) ? type : [type])
      if (typeof name === "string" && !names.includes(name)) names.push(name);
  }
  return names.join(" or ");
}

function allowedProperties(error: ErrorObject): string {
  const properties: unknown = isObjectLike(error.parentSchema) ? error.parentSchema["properties"] : undefined;
  const names = isObjectLike(properties) ? Object.keys(properties) : [];
  return names.length === 0 ? "" : ` (allowed: ${list(names, (name) => quote(String(name)))})`;
}

function issueOf(error: ErrorObject, errors: readonly ErrorObject[], data: unknown): ArgumentIssue {
  const params: Record<string, unknown> = error.params;
  const segments = pointerSegments(error.instancePath);
  const paramName = NAME_PARAMS[error.keyword];
  const name = paramName === undefined ? undefined : params[paramName];
  if (typeof name === "string") segments.push(name);
  const path = argumentPath(segments, data);
  const constraint = error.keyword;
  switch (constraint) {
    case "required":
    case "dependencies":
    case "dependentRequired":
      return { path, constraint, message: `missing required property ${quote(String(name))}` };
    case "additionalProperties":
    case "unevaluatedProperties":
      return {
        path,
        constraint,
        message: `${quote(String(name))} is not an allowed property${allowedProperties(error)}`,
      };
    case "type": {
      const value: unknown = error.data;
      return {
        path,
        constraint,
        message: `must be ${typeNames(errors, error.instancePath)}, got ${describeValue(value)}`,
      };
    }
    case "enum": {
      const allowed = params["allowedValues"];
      const values = Array.isArray(allowed) ? (allowed as unknown[]) : [];
      return { path, constraint, message: `must be one of ${list(values, (value) => safeJson(value, "…"))}` };
    }
    case "const":
      return { path, constraint, message: `must be ${safeJson(params["allowedValue"], "the constant in parameters")}` };
    default:
      return { path, constraint, message: (error.message ?? `fails '${constraint}'`).replace(/\.$/, "") };
  }
}

/**
 * The problems in ajv's errors, most useful first: combinator summaries (`anyOf`, `oneOf`, …)
 * are dropped when anything else is reported, errors outside `anyOf`/`oneOf` branches (which are
 * definite) come before branch errors, `type` errors at one path merge (`must be integer or
 * null`), and duplicates (same path and constraint) are removed.
 *
 * @example
 * ```ts
 * argumentIssues(validate.errors ?? [], args)[0]; // { path: "arguments.count", constraint: "type", message: "must be integer, got a string" }
 * ```
 */
export function argumentIssues(errors: readonly ErrorObject[], data: unknown): ArgumentIssue[] {
  const specific = errors.filter((error) => !COMBINATORS.has(error.keyword));
  const pool = specific.length > 0 ? specific : [...errors];
  const inBranch = (error: ErrorObject): boolean => /\/(?:anyOf|oneOf)\/\d+\//.test(error.schemaPath);
  const ordered = [...pool.filter((error) => !inBranch(error)), ...pool.filter(inBranch)];
  const issues: ArgumentIssue[] = [];
  const seen = new Set<string>();
  for (const error of ordered) {
    const issue = issueOf(error, errors, data);
    const key = `${issue.path}\u0000${issue.constraint}`;
    if (seen.has(key)) continue;
    seen.add(key);
    issues.push(issue);
  }
  return issues;
}

function hintFor(issue: ArgumentIssue): string {
  switch (issue.constraint) {
    case "required":
      return `Add ${issue.path} and call tool_call again; "parameters" lists every field and which are required.`;
    case "additionalProperties":
    case "unevaluatedProperties":
      return `Remove ${issue.path} (or use an allowed property name) and call tool_call again.`;
    case "enum":
    case "const":
      return `Use one of the allowed values for ${issue.path} and call tool_call again.`;
    case "type":
      return `Pass ${issue.path} with the type "parameters" asks for and call tool_call again.`;
    default:
      return `Fix ${issue.path} to satisfy '${issue.constraint}' in "parameters" and call tool_call again.`;
  }
}

/**
 * The error for arguments that failed validation, headed by the first issue:
 * `{error: "tool_call to 'x' failed argument validation at arguments.a.b (constraint): <message>.
 * The tool was NOT invoked.", path, constraint, parameters, hint}`. The hint says how to fix the
 * first issue and lists up to 9 others with their messages (each cut at 120 characters), so one
 * retry can fix every problem: `Also fix: arguments.c (required): missing required property 'c';
 * arguments.d (type): must be integer, got a string; and 2 more.`
 *
 * @example
 * ```ts
 * argumentFailure("mcp__github__create_issue", schema, [{ path: "arguments.title", constraint: "required", message: "missing required property 'title'" }]);
 * ```
 */
export function argumentFailure(toolName: string, parameters: unknown, issues: readonly ArgumentIssue[]): BridgeError {
  const [
    first = { path: "arguments", constraint: "schema", message: "the arguments do not match the tool's parameters" },
    ...others
  ] = issues;
  const also =
    others.length === 0
      ? ""
      : ` Also fix: ${others
          .slice(0, MAX_OTHER_ISSUES)
          .map((issue) => `${issue.path} (${issue.constraint}): ${shortMessage(issue.message)}`)
          .join("; ")}${others.length > MAX_OTHER_ISSUES ? `; and ${others.length - MAX_OTHER_ISSUES} more` : ""}.`;
  return bridgeError(
    `tool_call to '${toolName}' failed argument validation at ${first.path} (${first.constraint}): ${first.message}. The tool was NOT invoked.`,
    { path: first.path, constraint: first.constraint, parameters, hint: hintFor(first) + also },
  );
}
