// Config files as people write them: a byte-order mark, a repeated key, a typo, a huge
// number, a JSON mistake on line 7 — each gets a sentence that says what and where.
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parseConfigDocument, readConfigFile } from "./config-file.js";

const file = (text: string): string => {
  const path = join(mkdtempSync(join(tmpdir(), "hermes-config-")), "config.json");
  writeFileSync(path, text);
  return path;
};

describe("readConfigFile on real-world files", () => {
  it("reads a file that starts with a UTF-8 byte-order mark", () => {
    const result = readConfigFile(file(`\uFEFF${JSON.stringify({ context_length: 32000 })}`));
    expect(result).toMatchObject({ ok: true, file: { contextLength: 32000 } });
  });

  it("refuses keys repeated in one object, naming their path (JSON would keep the last silently)", () => {
    const text = '{"mcpServers": {"a": {"command": "x", "env": {"T": "1", "T": "2"}}, "a": {"command": "y"}}}';
    const result = readConfigFile(file(text));
    expect(result.ok).toBe(false);
    expect(!result.ok && result.errors).toEqual([
      "mcpServers.a.env.T appears more than once in the same object; keep one (JSON would silently use the last)",
      "mcpServers.a appears more than once in the same object; keep one (JSON would silently use the last)",
    ]);
  });

  it("says the line and column of a JSON mistake, never the text around it", () => {
    const text =
      '{\n  "mcpServers": {\n    "a": { "command": "x", "env": { "TOKEN": "sk-SENTINEL" } }\n  },\n  "core_tools": [,]\n}';
    const result = readConfigFile(file(text));
    expect(!result.ok && result.errors[0]).toMatch(/is not valid JSON at line 5, column 18$/);
    expect(JSON.stringify(result)).not.toContain("SENTINEL");
  });

  it("says plainly that a file does not exist or is a directory", () => {
    expect(readConfigFile("/no/such/dir/config.json")).toEqual({
      ok: false,
      errors: ['there is no config file "/no/such/dir/config.json"'],
    });
    expect(readConfigFile(tmpdir())).toEqual({
      ok: false,
      errors: [`the config file ${JSON.stringify(tmpdir())} is a directory, not a file`],
    });
  });
});

describe("parseConfigDocument messages", () => {
  it("a number too large for JSON's double (1e309) is not called null", () => {
    const result = readConfigFile(file('{"context_length": 1e309}'));
    expect(!result.ok && result.errors).toEqual([
      "context_length must be a whole number of tokens, got a number too large to hold",
    ]);
  });

  it("suggests the key meant for a misspelt top-level, server or tool_search key", () => {
    const result = parseConfigDocument({
      mcpServer: {},
      mcpServers: { a: { comand: "x", command: "y" } },
      tools: { tool_search: { treshold_pct: 5 } },
    });
    expect(result.ok).toBe(false);
    expect(JSON.stringify(result)).toContain("tools.tool_search.treshold_pct");
    expect(JSON.stringify(result)).toContain('(did you mean \\"threshold_pct\\"?)');
    expect(parseConfigDocument({ mcpServer: {} })).toEqual({
      ok: false,
      errors: ['mcpServer is not a known top-level key (did you mean "mcpServers"?)'],
    });
    const warnings = parseConfigDocument({ mcpServers: { a: { comand: "x", command: "y" } } });
    expect(warnings.ok && warnings.warnings).toEqual([
      'mcpServers.a.comand is not a known setting and is ignored (did you mean "command"?)',
    ]);
  });
});
