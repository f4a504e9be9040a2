// A misspelt `mcpServers` (or VS Code's `servers`) was only a warning: the run had no servers
// and exited 0. Relative paths in `args` were resolved from wherever the CLI was started.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { parseConfigDocument, readConfigFile } from "./config-file.js";

const made: string[] = [];
afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe("the server map of a config file", () => {
  it("refuses a misspelt top-level key with the key meant", () => {
    expect(parseConfigDocument({ mcp_servers: { a: { command: "x" } } })).toEqual({
      ok: false,
      errors: ['mcp_servers is not a known top-level key (did you mean "mcpServers"?)'],
    });
  });

  it("reads VS Code's `servers` key like mcpServers, naming its paths under servers", () => {
    const read = parseConfigDocument({ servers: { fs: { type: "stdio", command: "npx", args: ["-y", "x"] } } });
    expect(read).toMatchObject({ ok: true, file: { mcpServers: [{ name: "fs", command: "npx", args: ["-y", "x"] }] } });
    expect(parseConfigDocument({ servers: { fs: { args: ["x"] } } })).toMatchObject({
      ok: false,
      errors: [expect.stringMatching(/^servers\.fs/) as string],
    });
  });

  it("ignores VS Code's inputs with a warning, and refuses both server keys at once", () => {
    const read = parseConfigDocument({ servers: {}, inputs: [{ id: "key", type: "promptString" }] });
    expect(read.ok && read.warnings).toEqual([
      "inputs (VS Code's prompted values) is not supported and is ignored: ${input:…} stays as written",
    ]);
    expect(parseConfigDocument({ servers: {}, mcpServers: {} })).toEqual({
      ok: false,
      errors: ["mcpServers and servers (VS Code's name for it) are both set; keep one"],
    });
  });
});

describe("relative paths of a stdio server", () => {
  function configIn(servers: Record<string, unknown>): { folder: string; file: string } {
    const folder = mkdtempSync(join(tmpdir(), "config-paths-"));
    made.push(folder);
    mkdirSync(join(folder, "conf"));
    const file = join(folder, "conf", "servers.json");
    writeFileSync(file, JSON.stringify({ mcpServers: servers }));
    return { folder, file };
  }

  it("resolves ./ and ../ in command and args from the config file's folder, leaving bare words", () => {
    const { folder, file } = configIn({
      local: { command: "./bin/server.sh", args: ["../data", "server.js", "--flag", "./x.json"] },
      npx: { command: "npx", args: ["-y", "@modelcontextprotocol/server-memory"] },
    });
    const read = readConfigFile(file);
    expect(read).toMatchObject({
      ok: true,
      file: {
        mcpServers: [
          {
            command: join(folder, "conf", "bin", "server.sh"),
            args: [join(folder, "data"), "server.js", "--flag", join(folder, "conf", "x.json")],
          },
          { command: "npx", args: ["-y", "@modelcontextprotocol/server-memory"] },
        ],
      },
    });
  });

  it("resolves a relative cwd from the file's folder, and keeps command and args relative to that cwd", () => {
    const { folder, file } = configIn({ local: { command: "./server.sh", args: ["./data"], cwd: "srv" } });
    expect(readConfigFile(file)).toMatchObject({
      ok: true,
      file: { mcpServers: [{ command: "./server.sh", args: ["./data"], cwd: join(folder, "conf", "srv") }] },
    });
  });
});
