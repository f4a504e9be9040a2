import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parseMcpServers } from "./server-config.js";
import { SERVER_ENTRY_KEY_LIST } from "./server-entry-keys.js";

describe("an mcpServers entry", () => {
  it("reports every problem of a bad entry at once, in the order of the keys", () => {
    const result = parseMcpServers({
      mcpServers: {
        bad: {
          command: "x",
          args: [1],
          env: { "": "v", OK: 2 },
          cwd: 3,
          headers: {},
          alwaysLoad: "yes",
          disabled: 0,
          supports_parallel_tool_calls: null,
          startup_timeout: 0,
          call_timeout: 86_401,
          max_restarts: 1.5,
        },
      },
    });
    expect(result.ok).toBe(false);
    expect(result.ok ? [] : result.errors.map((issue) => issue.message)).toEqual([
      "mcpServers.bad.startup_timeout must be a number greater than 0 and at most 86400",
      "mcpServers.bad.call_timeout must be a number greater than 0 and at most 86400",
      "mcpServers.bad.max_restarts must be a whole number from 0 to 100",
      "mcpServers.bad.alwaysLoad must be true or false",
      "mcpServers.bad.disabled must be true or false",
      "mcpServers.bad.supports_parallel_tool_calls must be true or false",
      "mcpServers.bad.args[0] must be a string",
      'mcpServers.bad.env has an invalid name ""',
      "mcpServers.bad.env.OK must be a string",
      "mcpServers.bad.cwd must be a string",
      "mcpServers.bad.headers only applies to url servers",
    ]);
    expect(result.servers).toEqual([]);
  });

  it("knows exactly the declared keys: anything else is one warning", () => {
    const names = SERVER_ENTRY_KEY_LIST.flatMap((key) => [key.name, ...(key.aliases ?? [])]);
    expect(new Set(names).size).toBe(names.length);
    for (const name of names) {
      const result = parseMcpServers({ s: { command: "x", [name]: undefined } });
      expect(result.warnings, name).toEqual([]);
    }
    expect(parseMcpServers({ s: { command: "x", comand: 1 } }).warnings.map((issue) => issue.message)).toEqual([
      'mcpServers.s.comand is not a known setting and is ignored (did you mean "command"?)',
    ]);
  });
});

const text = fc.string().filter((value) => !value.includes("\0"));
const envName = fc.string({ minLength: 1 }).filter((value) => !/[=\0]/.test(value) && value !== "__proto__");
const headerName = fc
  .stringMatching(/^[A-Za-z0-9!#$%&'*+.^_`|~-]{1,12}$/)
  .filter((value) => value.toLowerCase() !== "authorization");
const headerValue = fc.string().filter((value) => !/[\0\r\n]/.test(value));
const seconds = fc.double({ min: Number.MIN_VALUE, max: 86_400, noNaN: true });
const common = {
  alwaysLoad: fc.boolean(),
  disabled: fc.boolean(),
  supports_parallel_tool_calls: fc.boolean(),
  startup_timeout: seconds,
  call_timeout: seconds,
  max_restarts: fc.integer({ min: 0, max: 100 }),
};
const stdioEntry = fc.record(
  {
    ...common,
    command: text.filter((value) => value.trim() !== ""),
    args: fc.array(text),
    env: fc.dictionary(envName, text),
    cwd: text,
    type: fc.constant("stdio"),
  },
  { requiredKeys: ["command"] },
);
const httpEntry = fc.record(
  {
    ...common,
    url: fc
      .webUrl({ withQueryParameters: true })
      .filter((value) => !new URL(value).username && !new URL(value).password),
    headers: fc.dictionary(headerName, headerValue),
    type: fc.constantFrom("http", "streamable-http", "streamableHttp", "streamable_http"),
  },
  { requiredKeys: ["url"] },
);

describe("header and environment names", () => {
  it("keeps a name like __proto__ as its own key (found by the round-trip property, seed -915771232)", () => {
    const headers = JSON.parse('{"__proto__":"h"}') as Record<string, string>;
    const env = JSON.parse('{"__proto__":"e","constructor":"c"}') as Record<string, string>;
    const http = parseMcpServers({ mcpServers: { s: { url: "http://a.aa", headers } } });
    const stdio = parseMcpServers({ mcpServers: { s: { command: "x", env } } });
    const [server] = http.servers;
    const [child] = stdio.servers;
    expect(server?.transport === "http" && Object.entries(server.headers)).toEqual([["__proto__", "h"]]);
    expect(child?.transport === "stdio" && Object.entries(child.env)).toEqual([
      ["__proto__", "e"],
      ["constructor", "c"],
    ]);
  });
});

describe("every valid entry", () => {
  it("round-trips: each key given is read back as written (seconds as milliseconds), each absent key is its default", () => {
    fc.assert(
      fc.property(fc.oneof(stdioEntry, httpEntry), (entry: Readonly<Record<string, unknown>>) => {
        const result = parseMcpServers({ mcpServers: { s: entry } });
        expect(result).toMatchObject({ ok: true, warnings: [] });
        const [server] = result.servers;
        const seconds = (key: string): object =>
          entry[key] === undefined
            ? {}
            : {
                [key === "startup_timeout" ? "startTimeoutMs" : "callTimeoutMs"]: Math.round(Number(entry[key]) * 1000),
              };
        const expected = {
          name: "s",
          alwaysLoad: entry["alwaysLoad"] ?? false,
          disabled: entry["disabled"] ?? false,
          supportsParallelToolCalls: entry["supports_parallel_tool_calls"] ?? false,
          ...seconds("startup_timeout"),
          ...seconds("call_timeout"),
          ...(entry["max_restarts"] === undefined ? {} : { maxRestarts: entry["max_restarts"] }),
          ...("command" in entry
            ? {
                transport: "stdio",
                command: entry["command"],
                args: entry["args"] ?? [],
                env: entry["env"] ?? {},
                ...(entry["cwd"] === undefined ? {} : { cwd: entry["cwd"] }),
              }
            : { transport: "http", url: entry["url"], headers: entry["headers"] ?? {} }),
        };
        expect(server).toEqual(expected);
      }),
    );
  });
});
