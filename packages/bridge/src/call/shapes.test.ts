import { describe, expect, it } from "vitest";
import { readCalls } from "./shapes.js";

const ok = (...entries: object[]): object => ({ ok: true, entries });
const fail = (error: string): object => ({ ok: false, error: { error } });

describe("readCalls input shapes", () => {
  it("reads an array of calls", () => {
    expect(
      readCalls({
        calls: [
          { name: "a", arguments: { x: 1 } },
          { name: "b", arguments: {} },
        ],
      }),
    ).toEqual(
      ok(
        { index: 0, name: "a", arguments: { x: 1 }, path: "calls[0]" },
        { index: 1, name: "b", arguments: {}, path: "calls[1]" },
      ),
    );
  });

  it("reads calls given as a JSON string of an array or of one call", () => {
    expect(readCalls({ calls: '[{"name":"a","arguments":{"x":1}}]' })).toEqual(
      ok({ index: 0, name: "a", arguments: { x: 1 }, path: "calls[0]" }),
    );
    expect(readCalls({ calls: '{"name":"a","arguments":{"x":1}}' })).toEqual(
      ok({ index: 0, name: "a", arguments: { x: 1 }, path: "calls" }),
    );
  });

  it("reads a single object under calls", () => {
    expect(readCalls({ calls: { name: "a", arguments: { x: 1 } } })).toEqual(
      ok({ index: 0, name: "a", arguments: { x: 1 }, path: "calls" }),
    );
  });

  it("reads the legacy {name, arguments} shape", () => {
    expect(readCalls({ name: "a", arguments: { x: 1 } })).toEqual(
      ok({ index: 0, name: "a", arguments: { x: 1 }, path: "" }),
    );
  });

  it("reads a whole request given as a JSON object string", () => {
    expect(readCalls('{"calls":[{"name":"a"}]}')).toEqual(ok({ index: 0, name: "a", arguments: {}, path: "calls[0]" }));
  });

  it("turns missing, null and blank-string arguments into {}", () => {
    expect(
      readCalls({ calls: [{ name: "a" }, { name: "b", arguments: null }, { name: "c", arguments: "  " }] }),
    ).toEqual(
      ok(
        { index: 0, name: "a", arguments: {}, path: "calls[0]" },
        { index: 1, name: "b", arguments: {}, path: "calls[1]" },
        { index: 2, name: "c", arguments: {}, path: "calls[2]" },
      ),
    );
  });

  it("parses JSON-string arguments and trims names", () => {
    expect(readCalls({ calls: [{ name: "  a\n", arguments: '{"q":"x"}' }] })).toEqual(
      ok({ index: 0, name: "a", arguments: { q: "x" }, path: "calls[0]" }),
    );
  });

  it("ignores extra keys next to name and arguments", () => {
    expect(readCalls({ calls: [{ name: "a", arguments: {}, id: "call_1" }] })).toEqual(
      ok({ index: 0, name: "a", arguments: {}, path: "calls[0]" }),
    );
  });

  it("keeps the model's arguments object (no copy)", () => {
    const args = { x: 1 };
    const read = readCalls({ calls: [{ name: "a", arguments: args }] });
    expect(read.ok && read.entries[0]?.arguments).toBe(args);
  });
});

describe("readCalls errors", () => {
  it("rejects a request that is not an object", () => {
    expect(readCalls(42)).toEqual(
      fail(
        'tool_call arguments must be an object such as {"calls":[{"name":"<tool name>","arguments":{…}}]}, got a number.',
      ),
    );
    expect(readCalls([{ name: "a" }])).toEqual(
      fail(
        'tool_call arguments must be an object such as {"calls":[{"name":"<tool name>","arguments":{…}}]}, got an array.',
      ),
    );
    expect(readCalls("nope")).toEqual(
      fail(
        'tool_call arguments must be an object such as {"calls":[{"name":"<tool name>","arguments":{…}}]}, got a string.',
      ),
    );
    expect(readCalls(undefined)).toEqual(
      fail(
        'tool_call arguments must be an object such as {"calls":[{"name":"<tool name>","arguments":{…}}]}, got nothing.',
      ),
    );
  });

  it("rejects a request with neither calls nor name", () => {
    expect(readCalls({})).toEqual(
      fail('tool_call needs "calls", as in {"calls":[{"name":"<tool name>","arguments":{…}}]}; got an empty object.'),
    );
    expect(readCalls({ tool: "a", args: {} })).toEqual(
      fail(
        'tool_call needs "calls", as in {"calls":[{"name":"<tool name>","arguments":{…}}]}; got key(s) "tool", "args".',
      ),
    );
  });

  it("rejects empty calls", () => {
    expect(readCalls({ calls: [] })).toEqual(
      fail('calls is empty: pass at least one call, as in {"calls":[{"name":"<tool name>","arguments":{…}}]}.'),
    );
    expect(readCalls({ calls: "[]" })).toEqual(
      fail('calls is empty: pass at least one call, as in {"calls":[{"name":"<tool name>","arguments":{…}}]}.'),
    );
  });

  it("rejects calls of the wrong type", () => {
    expect(readCalls({ calls: 3 })).toEqual(
      fail('calls must be an array of calls, as in {"calls":[{"name":"<tool name>","arguments":{…}}]}, got a number.'),
    );
    expect(readCalls({ calls: null })).toEqual(
      fail('calls must be an array of calls, as in {"calls":[{"name":"<tool name>","arguments":{…}}]}, got null.'),
    );
  });

  it("rejects a calls string that is blank, not JSON, or JSON of the wrong type", () => {
    expect(readCalls({ calls: " " })).toEqual(
      fail(
        'calls is a blank string: pass an array of calls, as in {"calls":[{"name":"<tool name>","arguments":{…}}]}.',
      ),
    );
    const bad = readCalls({ calls: "[{" });
    expect(bad.ok ? "" : bad.error.error).toMatch(
      /^calls is a string but not valid JSON \(.+\); pass an array of calls, as in \{"calls":\[\{"name":"<tool name>","arguments":\{…\}\}\]\}\.$/,
    );
    expect(readCalls({ calls: "7" })).toEqual(
      fail("calls must be an array of calls or a JSON string of one, got a JSON string holding a number."),
    );
  });

  it("rejects an entry that is not an object", () => {
    expect(readCalls({ calls: [{ name: "a" }, "b"] })).toEqual(
      fail('calls[1] must be an object {"name":"<tool name>","arguments":{…}}, got a string.'),
    );
  });

  it("rejects a missing, non-string or blank name", () => {
    expect(readCalls({ calls: [{ arguments: {} }] })).toEqual(
      fail(
        'calls[0].name is missing: each call needs "name" (the tool to run) and "arguments", as in {"name":"<tool name>","arguments":{…}}.',
      ),
    );
    expect(readCalls({ calls: [{ name: 7 }] })).toEqual(
      fail("calls[0].name must be a tool name string, got a number."),
    );
    expect(readCalls({ calls: { name: " " } })).toEqual(
      fail("calls.name is blank: pass the exact tool name from tool_search results."),
    );
  });

  it("rejects arguments of the wrong type", () => {
    expect(readCalls({ calls: [{ name: "a" }, { name: "b" }, { name: "c", arguments: 5 }] })).toEqual(
      fail("calls[2].arguments must be an object or a JSON object string, got a number."),
    );
    expect(readCalls({ name: "a", arguments: [1] })).toEqual(
      fail("arguments must be an object or a JSON object string, got an array."),
    );
  });

  it("rejects JSON-string arguments that do not parse or hold no object", () => {
    const bad = readCalls({ calls: [{ name: "a", arguments: "{x" }] });
    expect(bad.ok ? "" : bad.error.error).toMatch(
      /^calls\[0\]\.arguments is a string but not valid JSON \(.+\); pass the tool's arguments as an object\.$/,
    );
    expect(readCalls({ calls: [{ name: "a", arguments: "[1]" }] })).toEqual(
      fail("calls[0].arguments must be an object or a JSON object string, got a JSON string holding an array."),
    );
  });

  it("rejects arguments spread next to name instead of inside arguments", () => {
    expect(readCalls({ calls: [{ name: "a", owner: "x", repo: "y" }] })).toEqual(
      fail(
        'calls[0] has no "arguments" but has unexpected key(s) "owner", "repo": put the tool\'s arguments inside "arguments", as in {"name":"a","arguments":{…}}.',
      ),
    );
    expect(readCalls({ name: "a", input: {} })).toEqual(
      fail(
        'tool_call has no "arguments" but has unexpected key(s) "input": put the tool\'s arguments inside "arguments", as in {"name":"a","arguments":{…}}.',
      ),
    );
  });

  it("reports the first malformed entry", () => {
    expect(readCalls({ calls: [{ name: 1 }, { name: 2 }] })).toEqual(
      fail("calls[0].name must be a tool name string, got a number."),
    );
  });
});

describe("readCalls keeps errors small whatever the input", () => {
  it("rejects a name longer than MAX_CALL_NAME_CHARS, saying so, without quoting it", () => {
    const result = readCalls({ calls: [{ name: "x".repeat(1_000_000), arguments: {} }] });
    expect(result).toEqual(
      fail(
        "calls[0].name is 1000000 characters long; tool names are at most 256. Pass the exact tool name from tool_search results.",
      ),
    );
    expect(readCalls({ name: "x".repeat(256), arguments: {} }).ok).toBe(true);
  });

  it("quotes at most five keys, each cut to 64 characters", () => {
    const keys = ["k".repeat(1_000_000), "b", "c", "d", "e", "f"];
    const quoted = `"${"k".repeat(64)}…", "b", "c", "d", "e", …`;
    expect(readCalls(Object.fromEntries(keys.map((key) => [key, 1])))).toEqual(
      fail(`tool_call needs "calls", as in {"calls":[{"name":"<tool name>","arguments":{…}}]}; got key(s) ${quoted}.`),
    );
    expect(readCalls({ calls: [{ name: "a", ...Object.fromEntries(keys.map((key) => [key, 1])) }] })).toEqual(
      fail(
        `calls[0] has no "arguments" but has unexpected key(s) ${quoted}: put the tool's arguments inside "arguments", as in {"name":"a","arguments":{…}}.`,
      ),
    );
  });
});
