// Validation where code generation is forbidden, for real: the built package runs in a Node
// process started with --disallow-code-generation-from-strings (what strict CSP and edge
// workers impose), so ajv cannot compile and the interpreter must check every call.
import { execFileSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const DIST = fileURLToPath(new URL("../../dist/index.js", import.meta.url));

const SCRIPT = `
const { validateArguments } = await import(process.argv[1]);
let generated;
try { generated = new Function("return 1")() === 1; } catch { generated = false; }
const schema = {
  type: "object",
  properties: { q: { type: "string", minLength: 2 }, limit: { type: "integer", maximum: 50 }, mode: { enum: ["fast", "slow"], nullable: true },
    filter: { type: "object", properties: { tag: { type: "string" } }, required: ["tag"], additionalProperties: false } },
  required: ["q"],
};
const target = { name: "mcp__demo__search", inputSchema: schema };
const cases = [
  { q: "weather", limit: 5, mode: null },
  { q: "weather", limit: "7" },
  { limit: 5 },
  { q: "weather", limit: 500 },
  { q: "weather", filter: { tag: "x", other: 1 } },
  { q: "w" },
];
const results = cases.map((args) => validateArguments(target, args));
process.stdout.write(JSON.stringify({ generated, results }));
`;

interface Outcome {
  readonly generated: boolean;
  readonly results: readonly Record<string, unknown>[];
}

function run(flags: readonly string[]): Outcome {
  const out = execFileSync(process.execPath, [...flags, "--input-type=module", "-e", SCRIPT, DIST], {
    encoding: "utf8",
    timeout: 60_000,
  });
  return JSON.parse(out) as Outcome;
}

describe("validation without code generation", () => {
  it("checks every call with the interpreter, reported as checked: interpreted, never open", () => {
    const { generated, results } = run(["--disallow-code-generation-from-strings"]);
    expect(generated).toBe(false);
    expect(results.slice(0, 2)).toEqual([
      { ok: true, arguments: { q: "weather", limit: 5, mode: null }, coerced: false, checked: "interpreted" },
      { ok: true, arguments: { q: "weather", limit: 7 }, coerced: true, checked: "interpreted" },
    ]);
    expect(results.slice(2).map((result) => [result["path"], result["constraint"]])).toEqual([
      ["arguments.q", "required"],
      ["arguments.limit", "maximum"],
      ["arguments.filter.other", "additionalProperties"],
      ["arguments.q", "minLength"],
    ]);
    for (const result of results.slice(2)) expect(String(result["error"])).toContain("The tool was NOT invoked.");
  });

  it("gives the same answers as ajv's compiled code where code generation is allowed", () => {
    const allowed = run([]);
    const forbidden = run(["--disallow-code-generation-from-strings"]);
    expect(allowed.generated).toBe(true);
    const without = (results: Outcome["results"]): unknown[] => results.map(({ checked: _, ...rest }) => rest);
    expect(without(forbidden.results)).toEqual(without(allowed.results));
    expect(allowed.results.filter((result) => result["ok"] === true).map((result) => result["checked"])).toEqual([
      "schema",
      "schema",
    ]);
  });
});
