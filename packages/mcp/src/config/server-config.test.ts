import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parseMcpServers, parseMcpServersJson } from "./server-config.js";

const SECRET = "SENTINEL-secret-7f3a";

const messages = (input: unknown): string[] => {
  const result = parseMcpServers(input);
  return result.ok ? [] : result.errors.map((issue) => issue.message);
};

describe("parseMcpServers", () => {
  it("parses stdio and http entries with defaults", () => {
    const result = parseMcpServers({
      mcpServers: {
        github: { command: "npx", args: ["-y", "server-github"], env: { TOKEN: SECRET }, alwaysLoad: true },
        remote: {
          url: "https://example.com/mcp",
          headers: { Authorization: `Bearer ${SECRET}` },
          supports_parallel_tool_calls: true,
        },
        off: { command: "x", disabled: true, cwd: "/tmp" },
      },
    });
    expect(result).toEqual({
      ok: true,
      warnings: [],
      servers: [
        {
          name: "github",
          transport: "stdio",
          command: "npx",
          args: ["-y", "server-github"],
          env: { TOKEN: SECRET },
          alwaysLoad: true,
          disabled: false,
          supportsParallelToolCalls: false,
        },
        {
          name: "remote",
          transport: "http",
          url: "https://example.com/mcp",
          headers: { Authorization: `Bearer ${SECRET}` },
          alwaysLoad: false,
          disabled: false,
          supportsParallelToolCalls: true,
        },
        {
          name: "off",
          transport: "stdio",
          command: "x",
          args: [],
          env: {},
          cwd: "/tmp",
          alwaysLoad: false,
          disabled: true,
          supportsParallelToolCalls: false,
        },
      ],
    });
  });

  it("accepts the inner map and a type that agrees", () => {
    const result = parseMcpServers({
      a: { type: "stdio", command: "a" },
      b: { type: "streamable-http", url: "http://127.0.0.1:1/mcp" },
    });
    expect(result.ok && result.servers.map((server) => server.transport)).toEqual(["stdio", "http"]);
  });

  it("names the key path and what was expected", () => {
    expect(messages({ mcpServers: { github: { command: 42 } } })).toEqual([
      "mcpServers.github.command must be a string",
    ]);
    expect(messages({ mcpServers: { github: { command: "x", args: ["a", 3] } } })).toEqual([
      "mcpServers.github.args[1] must be a string",
    ]);
    expect(messages({ mcpServers: { "my server": { command: "x", env: { TOKEN: 1 } } } })).toEqual([
      'mcpServers["my server"].env.TOKEN must be a string',
    ]);
    expect(messages({ mcpServers: { s: { command: "x", alwaysLoad: "yes" } } })).toEqual([
      "mcpServers.s.alwaysLoad must be true or false",
    ]);
    expect(messages({ mcpServers: { s: {} } })).toEqual([
      "mcpServers.s needs a command (stdio) or a url (Streamable HTTP)",
    ]);
    expect(messages({ mcpServers: { s: { command: "x", url: "http://a" } } })).toEqual([
      "mcpServers.s must have either command or url, not both",
    ]);
    expect(messages({ mcpServers: { s: { url: "ftp://a" } } })).toEqual([
      "mcpServers.s.url must be an http:// or https:// URL",
    ]);
    expect(messages({ mcpServers: { s: { type: "sse", url: "http://a" } } })[0]).toMatch(/not supported/);
    expect(messages({ mcpServers: [] })).toEqual(["mcpServers must be an object of servers"]);
    expect(messages({ mcpServers: { s: "npx" } })).toEqual(["mcpServers.s must be an object"]);
  });

  it("keeps valid servers next to errors and warns about unknown keys", () => {
    const result = parseMcpServers({ good: { command: "a", evn: {} }, bad: { command: 1 } });
    expect(result.ok).toBe(false);
    expect(result.servers.map((server) => server.name)).toEqual(["good"]);
    expect(result.warnings.map((issue) => issue.message)).toEqual([
      "mcpServers.good.evn is not a known setting and is ignored",
    ]);
  });

  it("never shows env, header or URL values in issues", () => {
    const inputs: unknown[] = [
      { s: { command: "x", env: { TOKEN: [SECRET] } } },
      { s: { command: "x", env: { TOKEN: `${SECRET}\0` } } },
      { s: { url: "http://a", headers: { Authorization: `Bearer ${SECRET}\r\nX: y` } } },
      { s: { url: "http://a", headers: { Authorization: { value: SECRET } } } },
      { s: { url: `ftp://user:${SECRET}@host/?token=${SECRET}` } },
      { s: { url: `not a url ${SECRET}` } },
      { s: { command: "x", url: `https://h/?key=${SECRET}` } },
    ];
    for (const input of inputs) {
      const result = parseMcpServers(input);
      expect(result.ok).toBe(false);
      expect(JSON.stringify(result)).not.toContain(SECRET);
    }
  });

  it("reports invalid JSON by position, not by content", () => {
    const result = parseMcpServersJson(`{"mcpServers": {"s": {"command": "x", "env": {"T": "${SECRET}"}}`);
    expect(result.ok).toBe(false);
    expect(JSON.stringify(result)).not.toContain(SECRET);
    expect(result.ok ? "" : result.errors[0]?.message).toMatch(/^the config is not valid JSON/);
  });

  it("never throws on any JSON value", () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const result = parseMcpServers({ mcpServers: value });
        expect(typeof result.ok).toBe("boolean");
        const nested = parseMcpServers({ mcpServers: { s: value } });
        expect(typeof nested.ok).toBe("boolean");
      }),
      { numRuns: 300 },
    );
  });
});
