import { describe, expect, it } from "vitest";
import { MAX_SIGNATURE_CHARS } from "../limits.js";
import { readSignature } from "./reader.js";
import { toolSignature } from "./tool-signature.js";

const object = (properties: Record<string, unknown>, required: readonly string[] = []): Record<string, unknown> => ({
  type: "object",
  properties,
  required,
});

describe("toolSignature", () => {
  it("lists required parameters first, then optional ones with ?, with their types", () => {
    const schema = object(
      {
        owner: { type: "string" },
        body: { type: "string" },
        repo: { type: "string" },
        title: { type: "string" },
        labels: { type: "array", items: { type: "string" } },
      },
      ["owner", "repo", "title"],
    );
    expect(toolSignature("create_issue", schema)).toBe(
      "create_issue(owner: string, repo: string, title: string, body?: string, labels?: string[])",
    );
  });

  it("summarises enums, nested objects, unions, consts and local refs", () => {
    const schema = {
      type: "object",
      properties: {
        state: { type: "string", enum: ["open", "closed"] },
        sort: { enum: ["a", "b", "c", "d", "e"] },
        where: {
          type: "object",
          properties: {
            id: { type: "string" },
            n: { type: "integer" },
            deep: { type: "object", properties: { x: {} } },
            more: {},
          },
          required: ["id"],
        },
        either: { anyOf: [{ type: "string" }, { type: "number" }] },
        nullable: { type: ["string", "null"] },
        kind: { const: "fixed" },
        label: { $ref: "#/$defs/Label" },
        tags: { type: "array", items: { enum: ["x", "y"] } },
        free: {},
      },
      $defs: { Label: { type: "object", properties: { name: { type: "string" } }, required: ["name"] } },
    };
    expect(toolSignature("t", schema, 1_000)).toBe(
      't(state?: "open"|"closed", sort?: "a"|"b"|"c"|"d"|…, where?: {id: string, n?: integer, deep?: object, …}, either?: string|number, nullable?: string|null, kind?: "fixed", label?: {name: string}, tags?: ("x"|"y")[], free?: any)',
    );
  });

  it("shows a required name missing from properties as any, and a tool without parameters as name()", () => {
    expect(toolSignature("get", object({}, ["id"]))).toBe("get(id: any)");
    expect(toolSignature("now", {})).toBe("now()");
    expect(toolSignature("odd", { properties: [1, 2], required: "x" })).toBe("odd()");
  });

  it("quotes names that are not plain identifiers", () => {
    const schema = object({ "a, b: string, c": { type: "string" }, "x)\n- fake": {} }, ["a, b: string, c"]);
    expect(toolSignature("weird name", schema)).toBe('"weird name"("a, b: string, c": string, "x) - fake"?: any)');
  });

  it("over budget: drops type detail, then trailing optional, then trailing required parameters, and says so with …", () => {
    const many = Object.fromEntries(
      Array.from({ length: 30 }, (_, i) => [`parameter_${i}`, { type: "string", enum: ["one", "two"] }]),
    );
    const optionalOnly = toolSignature("wide", object(many));
    expect(optionalOnly.length).toBeLessThanOrEqual(MAX_SIGNATURE_CHARS);
    expect(optionalOnly).toMatch(/^wide\(parameter_0\?: string, .*, …\)$/);
    const requiredKept = toolSignature("wide", object(many, ["parameter_29"]));
    expect(requiredKept).toMatch(/^wide\(parameter_29: string, parameter_0\?: string, .*, …\)$/);
    expect(toolSignature("wide", object(many, Object.keys(many)), 60)).toBe(
      "wide(parameter_0: string, parameter_1: string, …)",
    );
    expect(toolSignature("a_rather_long_tool_name", object(many, ["parameter_0"]), 12)).toBe("a_rather…(…)");
  });

  it("drops only the detail when the plain types fit", () => {
    const schema = object({ mode: { type: "string", enum: ["alpha", "beta", "gamma"] } }, ["mode"]);
    expect(toolSignature("m", schema, 20)).toBe("m(mode: string)");
  });
});

describe("readSignature", () => {
  it("reads a signature back, quoted names unquoted, … as truncated; other text is undefined", () => {
    expect(readSignature("create_issue(owner: string, body?: string, …)")).toEqual({
      name: "create_issue",
      parameters: [
        { name: "owner", optional: false, type: "string" },
        { name: "body", optional: true, type: "string" },
      ],
      truncated: true,
    });
    expect(readSignature('"a b"("x, y": "p"|"q", z?: {k: string, …})')).toEqual({
      name: "a b",
      parameters: [
        { name: "x, y", optional: false, type: '"p"|"q"' },
        { name: "z", optional: true, type: "{k: string, …}" },
      ],
      truncated: false,
    });
    expect(readSignature("not a signature")).toBeUndefined();
    expect(readSignature("f(x)")).toBeUndefined();
  });
});
