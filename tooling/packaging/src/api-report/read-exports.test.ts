import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { readExports } from "./read-exports.js";

const dir = mkdtempSync(join(tmpdir(), "api-report-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("readExports", () => {
  it("lists values and types with their kinds and signatures, sorted, through re-exports", () => {
    writeFileSync(
      join(dir, "inner.d.ts"),
      "export interface Hit { /** doc */ readonly id: string; score: number }\nexport declare function search(q: string): Hit[];\n",
    );
    writeFileSync(
      join(dir, "index.d.ts"),
      'export { search, type Hit } from "./inner.js";\nexport declare const LIMIT = 5;\nexport declare class Index { add(id: string): void }\nexport type Mode = "a" | "b";\n',
    );
    expect(readExports(join(dir, "index.d.ts"))).toEqual([
      { name: "Hit", kind: "interface", value: false, signature: "{ readonly id: string; score: number }" },
      { name: "Index", kind: "class", value: true, signature: "class { new (): Index; add: (id: string) => void }" },
      { name: "LIMIT", kind: "const", value: true, signature: "5" },
      { name: "Mode", kind: "type", value: false, signature: '"a" | "b"' },
      { name: "search", kind: "function", value: true, signature: "(q: string) => Hit[]" },
    ]);
  });
});
