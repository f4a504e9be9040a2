import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { collectCodeUnions, renderCodeTable, TABLE_END, TABLE_START, unionsIn, withCodeTable } from "./error-codes.js";
import { REPO_ROOT } from "./workspace.js";

const unions = collectCodeUnions(REPO_ROOT);
const declared = new Set(unions.flatMap((union) => union.codes.map(({ code }) => code)));

describe("the error code table", () => {
  it("reads a union's codes with their TSDoc bullet or inline comment", () => {
    const source = [
      "/**",
      " * Why:",
      " * - `A_ONE`: the first, on",
      " *   two lines;",
      " * - `B_TWO`: the {@link Other} one.",
      " */",
      'export type SampleErrorCode = "A_ONE" | "B_TWO" | "C_THREE";',
      "export type LooseErrorCode =",
      '  | "D_FOUR" // inline',
      '  | "E_FIVE"; // after the semicolon',
    ].join("\n");
    expect(unionsIn(source, "@x/y", "src/x.ts")).toEqual([
      {
        pkg: "@x/y",
        type: "SampleErrorCode",
        file: "src/x.ts",
        codes: [
          { code: "A_ONE", description: "the first, on two lines" },
          { code: "B_TWO", description: "the `Other` one" },
          { code: "C_THREE", description: "" },
        ],
      },
      {
        pkg: "@x/y",
        type: "LooseErrorCode",
        file: "src/x.ts",
        codes: [
          { code: "D_FOUR", description: "inline" },
          { code: "E_FIVE", description: "after the semicolon" },
        ],
      },
    ]);
  });

  it("finds the code unions of every package that reports errors", () => {
    const types = unions.map((union) => `${union.pkg} ${union.type}`);
    for (const expected of [
      "@hermes/bm25 Bm25ErrorCode",
      "@hermes/bridge BridgeErrorCode",
      "@hermes/connectors GatewayErrorCode",
      "@hermes/dispatch FailureCode",
      "@hermes/mcp McpCallErrorCode",
      "@hermes/cli CliErrorCode",
    ]) {
      expect(types).toContain(expected);
    }
  });

  it("has only UPPER_SNAKE codes", () => {
    expect([...declared].filter((code) => !/^[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)*$/.test(code))).toEqual([]);
  });

  it("is current in docs/errors.md (run `pnpm errors-doc` after changing a code union)", () => {
    const doc = readFileSync(join(REPO_ROOT, "docs", "errors.md"), "utf8");
    expect(doc).toBe(withCodeTable(doc, renderCodeTable(unions)));
    expect(doc.slice(doc.indexOf(TABLE_START), doc.indexOf(TABLE_END))).toContain(
      "| `@hermes/connectors` | `GatewayErrorCode` | `SIGN_IN_EXPIRED` |",
    );
  });

  it('declares every code a package\'s source sets as `code: "…"`', () => {
    const undeclared: string[] = [];
    for (const dir of readdirSync(join(REPO_ROOT, "packages"))) {
      const src = join(REPO_ROOT, "packages", dir, "src");
      const files = readdirSync(src, { recursive: true, encoding: "utf8" }).filter(
        (f) =>
          f.endsWith(".ts") && !f.endsWith(".test.ts") && !f.split(/[\\/]/).includes("testing") && !f.includes("test-"),
      );
      for (const file of files) {
        for (const [, code = ""] of readFileSync(join(src, file), "utf8").matchAll(/\bcode: "([A-Z][A-Z0-9_]*)"/g)) {
          if (!declared.has(code)) undeclared.push(`packages/${dir}/src/${file}: ${code}`);
        }
      }
    }
    expect(undeclared).toEqual([]);
  });
});
