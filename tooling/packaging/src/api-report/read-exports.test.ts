import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { readExports } from "./read-exports.js";

const dir = mkdtempSync(join(tmpdir(), "api-report-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const write = (name: string, text: string): string => {
  const file = join(dir, name);
  writeFileSync(file, text);
  return file;
};

describe("readExports", () => {
  it("lists values and types with their kinds and full declarations, sorted, through re-exports", () => {
    write(
      "inner.d.ts",
      "export interface Hit { /** doc */ readonly id: string; score: number }\nexport declare function search(q: string): Hit[];\nexport declare function search(q: string, k: number): Hit[];\n",
    );
    const index = write(
      "index.d.ts",
      'export { search, type Hit } from "./inner.js";\nexport declare const LIMIT = 5;\nexport declare class Index { private readonly state; add(id: string): void }\nexport type Mode = "a" | "b";\n',
    );
    expect(readExports(index)).toEqual([
      {
        name: "Hit",
        kind: "interface",
        value: false,
        signature: "interface Hit {\n    readonly id: string;\n    score: number;\n}",
      },
      {
        name: "Index",
        kind: "class",
        value: true,
        signature: "class Index {\n    private readonly state;\n    add(id: string): void;\n}",
      },
      { name: "LIMIT", kind: "const", value: true, signature: "const LIMIT = 5;" },
      { name: "Mode", kind: "type", value: false, signature: 'type Mode = "a" | "b";' },
      {
        name: "search",
        kind: "function",
        value: true,
        signature: "function search(q: string): Hit[];\nfunction search(q: string, k: number): Hit[];",
      },
    ]);
  });

  it("sees a new last member of a long interface (nothing is cut)", () => {
    const members = Array.from({ length: 60 }, (_, i) => `  /** option ${i} */ readonly option${i}?: string;`);
    const before = readExports(write("long-before.d.ts", `export interface Options {\n${members.join("\n")}\n}\n`));
    const after = readExports(
      write("long-after.d.ts", `export interface Options {\n${members.join("\n")}\n  readonly added?: number;\n}\n`),
    );
    expect(before[0]?.signature.length).toBeGreaterThan(1000);
    expect(before[0]?.signature).not.toContain("added");
    expect(after[0]?.signature).toContain("readonly added?: number;");
    expect(after[0]?.signature).not.toBe(before[0]?.signature);
  });

  it("prints a declaration the same way on every run (comments and layout do not leak in)", () => {
    const file = write(
      "layout.d.ts",
      "export declare const WEIGHTS: {\n  /** a */ readonly a: 1;   readonly b: 2 };\n",
    );
    expect(readExports(file)).toEqual(readExports(file));
    expect(readExports(file)[0]?.signature).toBe("const WEIGHTS: {\n    readonly a: 1;\n    readonly b: 2;\n};");
  });
});
