// parseConfig where code generation is forbidden (strict CSP, edge workers): a realm in which
// `eval` and `new Function` throw. It must give the same answers there, not fail open.
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { parseConfig } from "./parse.js";

const packageDir = fileURLToPath(new URL("../..", import.meta.url));
const built = new URL("../../dist/index.js", import.meta.url);

const BAD = { threshold_pct: 150, defer: ["a", " b", "a"], colour: 1 };
const GOOD = { enabled: "on", search_default_limit: 8, defer: [] };

/** Runs `source` as an ES module in a fresh Node process that disallows code generation from strings. */
function inNoEvalRealm(source: string): unknown {
  const out = execFileSync(
    process.execPath,
    ["--disallow-code-generation-from-strings", "--input-type=module", "-e", source],
    { cwd: packageDir, encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] },
  );
  return JSON.parse(out);
}

describe("parseConfig without code generation", () => {
  it("gives the same results as here, in a realm where new Function and ajv's compile throw", () => {
    expect(existsSync(built), "build the package first (turbo runs build before test)").toBe(true);
    const result = inNoEvalRealm(`
      import { parseConfig, TOOL_SEARCH_CONFIG_SCHEMA } from ${JSON.stringify(built.href)};
      import { Ajv } from "ajv";
      const attempt = (run) => { try { run(); return "ran"; } catch (error) { return error.name; } };
      console.log(JSON.stringify({
        newFunction: attempt(() => new Function("return 1")),
        evalCall: attempt(() => (0, eval)("1")),
        ajvCompile: attempt(() => new Ajv().compile(TOOL_SEARCH_CONFIG_SCHEMA)),
        bad: parseConfig(${JSON.stringify(BAD)}),
        good: parseConfig(${JSON.stringify(GOOD)}),
      }));
    `);
    // The realm really forbids code generation: the control cases fail there.
    expect(result).toMatchObject({ newFunction: "EvalError", evalCall: "EvalError", ajvCompile: "EvalError" });
    expect(result).toMatchObject({ bad: parseConfig(BAD), good: parseConfig(GOOD) });
    expect(parseConfig(BAD).ok).toBe(false);
    expect(parseConfig(GOOD).ok).toBe(true);
  });
});
