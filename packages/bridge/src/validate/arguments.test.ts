import { describe, expect, it } from "vitest";
import { createIssueSchema, getIssueSchema } from "../../test/call-scope.js";
import { validateArguments } from "./arguments.js";

const createIssue = { name: "mcp__github__create_issue", inputSchema: createIssueSchema };
const getIssue = { name: "mcp__github__get_issue", inputSchema: getIssueSchema };
const tool = (inputSchema: Record<string, unknown>): { name: string; inputSchema: Record<string, unknown> } => ({
  name: "t",
  inputSchema,
});
const passed = (args: Record<string, unknown>, coerced = false): object => ({
  ok: true,
  arguments: args,
  coerced,
  checked: "schema",
});

describe("validateArguments: valid and repaired arguments", () => {
  it("passes valid arguments through as the same object", () => {
    const args = { owner: "o", repo: "r", title: "t", options: { count: 2, mode: "fast" } };
    const result = validateArguments(createIssue, args);
    expect(result).toEqual(passed(args));
    expect("arguments" in result && result.arguments).toBe(args);
  });

  it("repairs a numeric string for an integer, then passes", () => {
    expect(validateArguments(getIssue, { number: "42" })).toEqual(passed({ number: 42 }, true));
  });

  it("repairs a JSON-string array and a nested numeric string, then passes", () => {
    expect(
      validateArguments(createIssue, {
        owner: "o",
        repo: "r",
        title: "t",
        labels: '["bug","p1"]',
        options: { count: " 3 " },
      }),
    ).toEqual(passed({ owner: "o", repo: "r", title: "t", labels: ["bug", "p1"], options: { count: 3 } }, true));
  });

  it("repairs a JSON-string object and a boolean string", () => {
    expect(validateArguments(createIssue, { owner: "o", repo: "r", title: "t", options: '{"count":"1"}' })).toEqual(
      passed({ owner: "o", repo: "r", title: "t", options: { count: 1 } }, true),
    );
    expect(validateArguments(getIssue, { number: 1, draft: "false" })).toEqual(
      passed({ number: 1, draft: false }, true),
    );
  });

  it("turns a blank string into {} for an object without required fields", () => {
    const schema = tool({
      type: "object",
      properties: { filter: { type: "object", properties: { q: { type: "string" } } } },
    });
    expect(validateArguments(schema, { filter: "" })).toEqual(passed({ filter: {} }, true));
  });

  it("accepts null for an OpenAPI nullable field", () => {
    const schema = tool({
      type: "object",
      properties: {
        due: { type: "string", nullable: true },
        size: { enum: ["s", "m"], nullable: true },
        any: { nullable: true },
      },
      required: ["due"],
    });
    expect(validateArguments(schema, { due: null, size: null, any: null })).toEqual(
      passed({ due: null, size: null, any: null }),
    );
    expect(validateArguments(schema, { due: 3 })).toMatchObject({ path: "arguments.due", constraint: "type" });
  });

  it("validates 2020-12 schemas", () => {
    const schema = tool({
      $schema: "https://json-schema.org/draft/2020-12/schema",
      type: "object",
      prefixItems: [{ type: "string" }],
      properties: { n: { type: "integer" } },
    });
    expect(validateArguments(schema, { n: 1 })).toEqual(passed({ n: 1 }));
    expect(validateArguments(schema, { n: "x" })).toMatchObject({ path: "arguments.n", constraint: "type" });
  });

  it("follows local $ref for validation and coercion", () => {
    const schema = tool({
      type: "object",
      properties: { page: { $ref: "#/$defs/page" } },
      $defs: { page: { type: "object", properties: { size: { type: "integer" } } } },
    });
    expect(validateArguments(schema, { page: { size: "10" } })).toEqual(passed({ page: { size: 10 } }, true));
  });
});

describe("validateArguments: errors", () => {
  it("reports missing required arguments (the probe), first as the headline", () => {
    expect(validateArguments(createIssue, { owner: "o" })).toEqual({
      error:
        "tool_call to 'mcp__github__create_issue' failed argument validation at arguments.repo (required): missing required property 'repo'. The tool was NOT invoked.",
      path: "arguments.repo",
      constraint: "required",
      parameters: createIssueSchema,
      hint: `Add arguments.repo and call tool_call again; "parameters" lists every field and which are required. Also fix: arguments.title (required): missing required property 'title'.`,
    });
  });

  // A model had to retry once per problem: a missing argument hid a wrong type elsewhere, and
  // further problems were named without what was wrong with them.
  it("reports every problem of the arguments in one error, missing ones first, each with its message", () => {
    const failed = validateArguments(createIssue, { owner: 1, options: { count: "many", mode: "turbo" } });
    expect(failed).toMatchObject({ path: "arguments.repo", constraint: "required" });
    expect("hint" in failed ? failed.hint : "").toMatch(
      /Also fix: arguments\.title \(required\): missing required property 'title'; arguments\.owner \(type\): must be string, got a number; arguments\.options\.count \(type\): must be integer, got a string; arguments\.options\.mode \(enum\): must be one of .*\.$/,
    );
  });

  it("bounds the list: at most 9 further problems, then how many more", () => {
    const properties = Object.fromEntries(Array.from({ length: 15 }, (_, i) => [`p${i}`, { type: "integer" }]));
    const wide = tool({ type: "object", properties });
    const failed = validateArguments(wide, Object.fromEntries(Array.from({ length: 15 }, (_, i) => [`p${i}`, "x"])));
    const hint = "hint" in failed ? String(failed.hint) : "";
    expect(hint.match(/\(type\): must be integer/g)).toHaveLength(9);
    expect(hint.endsWith("; and 5 more.")).toBe(true);
  });

  it("reports a bad enum value with the allowed values", () => {
    expect(validateArguments(getIssue, { number: 1, state: "merged" })).toEqual({
      error:
        'tool_call to \'mcp__github__get_issue\' failed argument validation at arguments.state (enum): must be one of "open", "closed". The tool was NOT invoked.',
      path: "arguments.state",
      constraint: "enum",
      parameters: getIssueSchema,
      hint: "Use one of the allowed values for arguments.state and call tool_call again.",
    });
  });

  it("reports a nested type error at its path", () => {
    expect(validateArguments(createIssue, { owner: "o", repo: "r", title: "t", options: { count: "many" } })).toEqual({
      error:
        "tool_call to 'mcp__github__create_issue' failed argument validation at arguments.options.count (type): must be integer, got a string. The tool was NOT invoked.",
      path: "arguments.options.count",
      constraint: "type",
      parameters: createIssueSchema,
      hint: 'Pass arguments.options.count with the type "parameters" asks for and call tool_call again.',
    });
  });

  it("reports a nested missing required field at its path", () => {
    expect(validateArguments(createIssue, { owner: "o", repo: "r", title: "t", options: { mode: "fast" } })).toEqual({
      error:
        "tool_call to 'mcp__github__create_issue' failed argument validation at arguments.options.count (required): missing required property 'count'. The tool was NOT invoked.",
      path: "arguments.options.count",
      constraint: "required",
      parameters: createIssueSchema,
      hint: 'Add arguments.options.count and call tool_call again; "parameters" lists every field and which are required.',
    });
  });

  it("reports a nested additional property at its own path, listing the allowed names", () => {
    expect(
      validateArguments(createIssue, { owner: "o", repo: "r", title: "t", options: { count: 1, colour: "red" } }),
    ).toEqual({
      error:
        "tool_call to 'mcp__github__create_issue' failed argument validation at arguments.options.colour (additionalProperties): " +
        "'colour' is not an allowed property (allowed: 'count', 'mode'). The tool was NOT invoked.",
      path: "arguments.options.colour",
      constraint: "additionalProperties",
      parameters: createIssueSchema,
      hint: "Remove arguments.options.colour (or use an allowed property name) and call tool_call again.",
    });
  });

  it("reports what coercion could not repair, listing the other problems in the hint", () => {
    expect(
      validateArguments(createIssue, {
        owner: "o",
        repo: "r",
        title: "t",
        labels: "[1,2]",
        options: { count: "4x", mode: "turbo" },
      }),
    ).toEqual({
      error:
        "tool_call to 'mcp__github__create_issue' failed argument validation at arguments.labels[0] (type): must be string, got a number. The tool was NOT invoked.",
      path: "arguments.labels[0]",
      constraint: "type",
      parameters: createIssueSchema,
      hint: 'Pass arguments.labels[0] with the type "parameters" asks for and call tool_call again. Also fix: arguments.labels[1] (type): must be string, got a number; arguments.options.count (type): must be integer, got a string; arguments.options.mode (enum): must be one of "fast", "slow".',
    });
  });

  it("never fabricates an object whose fields are required from a blank string", () => {
    expect(validateArguments(createIssue, { owner: "o", repo: "r", title: "t", options: "" })).toEqual({
      error:
        "tool_call to 'mcp__github__create_issue' failed argument validation at arguments.options (type): must be object, got a string. The tool was NOT invoked.",
      path: "arguments.options",
      constraint: "type",
      parameters: createIssueSchema,
      hint: 'Pass arguments.options with the type "parameters" asks for and call tool_call again.',
    });
  });

  it("merges the types of anyOf branches and quotes odd property names", () => {
    const schema = tool({
      type: "object",
      properties: { "max-results": { anyOf: [{ type: "integer" }, { type: "null" }] } },
    });
    expect(validateArguments(schema, { "max-results": "lots" })).toMatchObject({
      error:
        "tool_call to 't' failed argument validation at arguments[\"max-results\"] (type): must be integer or null, got a string. The tool was NOT invoked.",
      path: 'arguments["max-results"]',
      constraint: "type",
    });
    expect(validateArguments(schema, { "max-results": "7" })).toEqual(passed({ "max-results": 7 }, true));
  });

  it("uses ajv's message for other constraints", () => {
    const schema = tool({ type: "object", properties: { q: { type: "string", minLength: 3 } } });
    expect(validateArguments(schema, { q: "ab" })).toEqual({
      error:
        "tool_call to 't' failed argument validation at arguments.q (minLength): must NOT have fewer than 3 characters. The tool was NOT invoked.",
      path: "arguments.q",
      constraint: "minLength",
      parameters: schema.inputSchema,
      hint: "Fix arguments.q to satisfy 'minLength' in \"parameters\" and call tool_call again.",
    });
  });

  it("does not validate formats (the server is the authority)", () => {
    const schema = tool({ type: "object", properties: { at: { type: "string", format: "date-time" } } });
    expect(validateArguments(schema, { at: "2024-01-01T10:00:00" })).toEqual(passed({ at: "2024-01-01T10:00:00" }));
  });
});

describe("validateArguments falls back to the shallow check", () => {
  it("falls back to the shallow check for a malformed schema", () => {
    const shallow = (args: Record<string, unknown>) => ({
      ok: true,
      arguments: args,
      coerced: false,
      checked: "shallow",
    });
    expect(validateArguments(tool({ type: "strng" }), { a: 1 })).toEqual(shallow({ a: 1 }));
    expect(
      validateArguments(tool({ type: "object", properties: { a: { $ref: "#/definitions/missing" } } }), { a: 1 }),
    ).toEqual(shallow({ a: 1 }));
    expect(validateArguments(tool({ type: "object", required: "a" }), {})).toEqual(shallow({}));
  });

  it("falls back to the shallow check for an external $ref: top-level required and types still hold", () => {
    const schema = tool({
      type: "object",
      properties: { a: { $ref: "https://example.com/a.json" }, n: { type: "integer" } },
      required: ["b"],
    });
    expect(validateArguments(schema, { a: 1 })).toMatchObject({ constraint: "required", path: "arguments.b" });
    expect(validateArguments(schema, { a: 1, b: 2, n: 1.5 })).toMatchObject({
      constraint: "type",
      path: "arguments.n",
    });
    expect(validateArguments(schema, { a: 1, b: 2, n: "3" })).toEqual({
      ok: true,
      arguments: { a: 1, b: 2, n: 3 },
      coerced: true,
      checked: "shallow",
    });
  });

  it("falls back to the shallow check for an unsupported draft", () => {
    expect(
      validateArguments(
        tool({ $schema: "http://json-schema.org/draft-04/schema#", type: "object", required: ["a"] }),
        {},
      ),
    ).toMatchObject({ constraint: "required" });
  });

  it("reads literal values under enum, const, default and examples as values, not schemas", () => {
    const schema = tool({
      type: "object",
      properties: {
        mode: {
          enum: [{ $ref: "http://x" }, { nullable: true }],
          default: { $ref: "http://y" },
          examples: [{ $ref: "z" }],
        },
      },
      required: ["mode"],
    });
    expect(validateArguments(schema, {})).toMatchObject({ constraint: "required", path: "arguments.mode" });
    expect(validateArguments(schema, { mode: { nullable: true } })).toEqual(passed({ mode: { nullable: true } }));
  });
});

describe("validateArguments keeps errors small whatever the input", () => {
  it("cuts a huge unexpected property name in the path and the message", () => {
    const schema = tool({ type: "object", properties: { a: { type: "string" } }, additionalProperties: false });
    const result = validateArguments(schema, { ["k".repeat(1_000_000)]: 1 });
    expect(result).toMatchObject({ constraint: "additionalProperties", path: `arguments["${"k".repeat(64)}…"]` });
    expect(JSON.stringify(result).length).toBeLessThan(2_000);
  });
});
