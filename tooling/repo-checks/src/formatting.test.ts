import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { unformattedFiles } from "./formatting.js";
import { REPO_ROOT } from "./workspace.js";

describe("formatting", () => {
  it("every file prettier formats is formatted (fix with `pnpm format`)", async () => {
    expect(await unformattedFiles(REPO_ROOT)).toEqual([]);
  });

  describe("unformattedFiles", () => {
    const root = mkdtempSync(join(tmpdir(), "hermes-format-"));
    afterAll(() => rmSync(root, { recursive: true, force: true }));
    writeFileSync(join(root, ".prettierrc.json"), `${JSON.stringify({ printWidth: 120 }, null, 2)}\n`);
    writeFileSync(join(root, ".prettierignore"), "ignored.ts\n");
    writeFileSync(join(root, "good.ts"), "export const a = { b: 1 };\n");
    writeFileSync(join(root, "bad.ts"), "export const a = {b:1}\n");
    writeFileSync(join(root, "ignored.ts"), "export const a = {b:1}\n");
    writeFileSync(join(root, "notes.unknown-extension"), "{b:1}\n");
    mkdirSync(join(root, "node_modules", "x"), { recursive: true });
    writeFileSync(join(root, "node_modules", "x", "index.js"), "export const a = {b:1}\n");
    mkdirSync(join(root, "src"));
    writeFileSync(join(root, "src", "data.json"), '{"a":1,\n"b":2}\n');

    it("lists the unformatted files prettier parses, skipping ignored files, unknown kinds and node_modules", async () => {
      expect(await unformattedFiles(root)).toEqual(["bad.ts", "src/data.json"]);
    });
  });
});
