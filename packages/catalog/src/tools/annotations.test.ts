import { describe, expect, it } from "vitest";
import { ANNOTATION_HINTS, effectiveHint, MAX_ANNOTATION_TITLE, readAnnotations } from "./annotations.js";
import { normalizeTools } from "./normalize.js";

const schema = { type: "object", properties: {} };

describe("readAnnotations", () => {
  it("keeps the declared boolean hints and the title, and ignores everything else", () => {
    expect(
      readAnnotations(
        { title: "  Delete\n  a repo ", destructiveHint: true, readOnlyHint: "no", idempotentHint: false, extra: 1 },
        "Other title",
      ),
    ).toEqual({ title: "Delete a repo", destructiveHint: true, idempotentHint: false });
  });

  it("falls back to the tool's own title and is undefined when nothing is declared", () => {
    expect(readAnnotations(undefined, "Read file")).toEqual({ title: "Read file" });
    expect(readAnnotations({}, "  ")).toBeUndefined();
    expect(readAnnotations("not an object", undefined)).toBeUndefined();
  });

  it("cuts a long title", () => {
    const title = readAnnotations({ title: "x".repeat(500) }, undefined)?.title ?? "";
    expect(title).toHaveLength(MAX_ANNOTATION_TITLE);
    expect(title.endsWith("…")).toBe(true);
  });
});

describe("effectiveHint", () => {
  it("uses the specification's defaults for undeclared hints", () => {
    expect(ANNOTATION_HINTS.map((hint) => effectiveHint(undefined, hint))).toEqual([false, true, false, true]);
  });

  it("never calls a read-only tool destructive, and otherwise reads what was declared", () => {
    expect(effectiveHint({ readOnlyHint: true, destructiveHint: true }, "destructiveHint")).toBe(false);
    expect(effectiveHint({ destructiveHint: false }, "destructiveHint")).toBe(false);
    expect(effectiveHint({ openWorldHint: false }, "openWorldHint")).toBe(false);
    expect(effectiveHint({ idempotentHint: true }, "idempotentHint")).toBe(true);
  });
});

describe("normalizeTools with annotations", () => {
  it("carries an MCP tool's annotations into its entry, and none for a tool without", () => {
    const { entries } = normalizeTools([
      {
        source: { kind: "mcp", name: "github" },
        tools: [
          { name: "delete_repo", inputSchema: schema, annotations: { destructiveHint: true, title: "Delete repo" } },
          { name: "plain", inputSchema: schema },
        ],
      },
    ]);
    expect(entries[0]?.annotations).toEqual({ title: "Delete repo", destructiveHint: true });
    expect(entries[1]).not.toHaveProperty("annotations");
  });

  it("removes hidden characters from a hostile annotation title before it is read", () => {
    const hostile = "Safe\u{E0049}\u{E0067}\u200B title\u202E";
    const { entries, sanitized } = normalizeTools([
      {
        source: { kind: "mcp", name: "evil" },
        tools: [{ name: "t", inputSchema: schema, annotations: { title: hostile, readOnlyHint: true } }],
      },
    ]);
    expect(entries[0]?.annotations).toEqual({ title: "Safe title", readOnlyHint: true });
    expect(sanitized[0]?.removed).toEqual({ tag: 2, "zero-width": 1, bidi: 1 });
  });
});
