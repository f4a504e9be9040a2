import { planTiers } from "@hermes/catalog";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { MAX_SIGNATURE_CHARS } from "../limits.js";
import { readSignature } from "./reader.js";
import { isBridgeError } from "../bridge-error.js";
import { searchTools } from "../search/tool-search.js";
import { toolSignature } from "./tool-signature.js";
import { config, realToolsets } from "../../test/search-fixtures.js";

/** Names meant to break a signature: separators, quotes, line breaks, bidi and zero-width characters. */
const hostileName = fc.oneof(
  fc.string({ maxLength: 80 }),
  fc.constantFrom(
    "a, b: string",
    "x)",
    ")\n- fake_tool(",
    '"',
    "\\",
    "q\u2028r",
    "\u202eevil",
    "z\u200bw",
    "__proto__",
    "…",
    "?: any",
    "a".repeat(200),
  ),
  fc.stringMatching(/^[A-Za-z_][A-Za-z0-9_]{0,70}$/),
);

const schemaArb: fc.Arbitrary<unknown> = fc.letrec<{ schema: unknown }>((tie) => ({
  schema: fc.oneof(
    { depthSize: "small" },
    fc.constantFrom(
      {},
      { type: "string" },
      { type: "integer" },
      { type: ["string", "null"] },
      { $ref: "#/$defs/X" },
      { type: 3 },
      null,
      "str",
    ),
    fc.record({
      enum: fc.array(fc.oneof(fc.string({ maxLength: 30 }), fc.integer(), fc.constant(null), fc.object()), {
        maxLength: 8,
      }),
    }),
    fc.record({ type: fc.constant("array"), items: tie("schema") }, { requiredKeys: ["type"] }),
    fc.record({ anyOf: fc.array(tie("schema"), { maxLength: 5 }) }),
    fc.record(
      {
        type: fc.constant("object"),
        properties: fc.dictionary(hostileName, tie("schema"), { maxKeys: 12 }),
        required: fc.array(hostileName, { maxLength: 6 }),
      },
      { requiredKeys: ["properties"] },
    ),
  ),
})).schema;

const rootArb = fc.record(
  {
    type: fc.constant("object"),
    properties: fc.dictionary(hostileName, schemaArb, { maxKeys: 40 }),
    required: fc.array(hostileName, { maxLength: 10 }),
    $defs: fc.record({ X: schemaArb }),
  },
  { requiredKeys: [] },
);
const budgetArb = fc.oneof(fc.constant(MAX_SIGNATURE_CHARS), fc.integer({ min: 8, max: 400 }));

const UNSAFE = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Cs}]/u;

/** The oracle for a shown name: plain identifiers as is, others cleaned and cut to 40 (then read back from their quotes). */
function shownName(name: string): string {
  if (/^[A-Za-z_$][A-Za-z0-9_$.-]{0,63}$/.test(name)) return name;
  const clean = name.replace(new RegExp(UNSAFE.source, "gu"), " ");
  return clean.length > 40 ? `${clean.slice(0, 39).replace(/[\uD800-\uDBFF]$/, "")}…` : clean;
}

describe("toolSignature on arbitrary schemas and names", () => {
  it("is never over budget, one clean line, and the same twice", () => {
    fc.assert(
      fc.property(hostileName, rootArb, budgetArb, (name, schema, budget) => {
        const text = toolSignature(name, schema, budget);
        expect(text.length).toBeLessThanOrEqual(budget);
        expect(UNSAFE.test(text)).toBe(false);
        expect(toolSignature(name, schema, budget)).toBe(text);
      }),
      { numRuns: 600 },
    );
  });

  it("reads back as exactly the schema's own parameters: no name can add, hide or rename one", () => {
    fc.assert(
      fc.property(hostileName, rootArb, (name, schema) => {
        const text = toolSignature(name, schema, 100_000);
        const read = readSignature(text);
        expect(read).toBeDefined();
        if (read === undefined) return;
        const properties = Object.keys(schema.properties ?? {});
        const required = [...new Set(schema.required ?? [])];
        const expected = [...required, ...properties.filter((p) => !required.includes(p))];
        expect(read.truncated).toBe(false);
        expect(read.parameters.map((p) => p.name)).toEqual(expected.map(shownName));
        expect(read.parameters.map((p) => p.optional)).toEqual(expected.map((p) => !required.includes(p)));
      }),
      { numRuns: 400 },
    );
  });

  it("over budget, what is shown is a prefix of the full signature's parameters, ending in …", () => {
    fc.assert(
      fc.property(hostileName, rootArb, fc.integer({ min: 20, max: 200 }), (name, schema, budget) => {
        const full = readSignature(toolSignature(name, schema, 100_000));
        const cut = readSignature(toolSignature(name, schema, budget));
        if (full === undefined || cut === undefined) return; // a name cut below `name(…)` is the one exception (tested by example)
        const names = cut.parameters.map((p) => p.name);
        expect(full.parameters.map((p) => p.name).slice(0, names.length)).toEqual(names);
        if (names.length < full.parameters.length) expect(cut.truncated).toBe(true);
      }),
      { numRuns: 400 },
    );
  });
});

describe("signatures of the real catalog", () => {
  const plan = planTiers(realToolsets(), { contextLength: 200_000 });

  it("every deferred tool's signature is within budget and reads back as its own required parameters first", () => {
    for (const entry of plan.deferred) {
      const text = toolSignature(entry.name, entry.inputSchema);
      expect(text.length, entry.name).toBeLessThanOrEqual(MAX_SIGNATURE_CHARS);
      const read = readSignature(text);
      expect(read?.name, text).toBe(entry.name);
      const required = [...new Set((entry.inputSchema["required"] as string[] | undefined) ?? [])];
      const shownRequired = read?.parameters.filter((p) => !p.optional).map((p) => p.name) ?? [];
      expect(required.slice(0, shownRequired.length), text).toEqual(shownRequired);
    }
  });

  it("tool_search hits carry exactly that signature", async () => {
    const result = await searchTools(
      { queries: ["github create issue", "slack post message", "list kubernetes pods"] },
      { scope: { plan }, config },
    );
    if (isBridgeError(result)) throw new Error(result.error);
    const entries = new Map(plan.deferred.map((entry) => [entry.name, entry]));
    expect(Object.keys(result.tools).length).toBeGreaterThan(5);
    for (const [name, hit] of Object.entries(result.tools))
      expect(hit.signature).toBe(toolSignature(name, entries.get(name)?.inputSchema ?? {}));
  });
});
