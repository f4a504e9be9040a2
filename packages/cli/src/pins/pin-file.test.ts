import { describe, expect, it } from "vitest";
import { checkPins } from "./check-pins.js";
import { PIN_FILE_VERSION, pinFileText, pinsOf, readPinFile } from "./pin-file.js";

const hash = (digit: string): string => `sha256:${digit.repeat(64)}`;
const HASHES = [
  { source: "notes", name: "mcp__notes__fetch_page", hash: hash("a") },
  { source: "github", name: "mcp__github__create_issue", hash: hash("b") },
  { source: "github", name: "mcp__github__add_comment", hash: hash("c") },
  { source: "__proto__", name: "constructor", hash: hash("d") },
];

/** Every order of `items` (small arrays only). */
function permutations<T>(items: readonly T[]): T[][] {
  if (items.length <= 1) return [[...items]];
  return items.flatMap((item, i) =>
    permutations([...items.slice(0, i), ...items.slice(i + 1)]).map((rest) => [item, ...rest]),
  );
}

describe("pin file", () => {
  it("has deterministic bytes: sorted servers and tools, a version, whatever the input order", () => {
    const text = pinFileText(pinsOf(HASHES));
    for (const order of permutations(HASHES)) expect(pinFileText(pinsOf(order))).toBe(text);
    expect(text).toBe(
      [
        "{",
        `  "version": ${PIN_FILE_VERSION},`,
        '  "servers": {',
        '    "__proto__": {',
        `      "constructor": "${hash("d")}"`,
        "    },",
        '    "github": {',
        `      "mcp__github__add_comment": "${hash("c")}",`,
        `      "mcp__github__create_issue": "${hash("b")}"`,
        "    },",
        '    "notes": {',
        `      "mcp__notes__fetch_page": "${hash("a")}"`,
        "    }",
        "  }",
        "}",
        "",
      ].join("\n"),
    );
    expect(pinFileText(pinsOf([]))).toBe('{\n  "version": 1,\n  "servers": {}\n}\n');
  });

  it("reads back what it writes (same bytes again), __proto__ included as a plain key", () => {
    const text = pinFileText(pinsOf(HASHES));
    const read = readPinFile(text);
    expect(read.ok).toBe(true);
    if (!read.ok) return;
    expect(pinFileText(read.pins)).toBe(text);
    expect(read.pins.servers.get("__proto__")?.get("constructor")).toBe(hash("d"));
    expect(checkPins(read.pins, HASHES)).toEqual({ ok: true, changed: [], added: [], removed: [] });
  });

  it.each([
    ["{ nope", "PINS_INVALID_JSON"],
    ["[]", "PINS_VERSION"],
    ['{"servers":{}}', "PINS_VERSION"],
    ['{"version":2,"servers":{}}', "PINS_VERSION"],
    ['{"version":1}', "PINS_SHAPE"],
    ['{"version":1,"servers":{"a":[]}}', "PINS_SHAPE"],
    ['{"version":1,"servers":{"a":{"t":"sha256:XYZ"}}}', "PINS_SHAPE"],
    ['{"version":1,"servers":{"a":{"t":1}}}', "PINS_SHAPE"],
  ])("refuses %s with %s", (text, code) => {
    const read = readPinFile(text);
    expect(read).toMatchObject({ ok: false, code });
  });
});

describe("checkPins", () => {
  it("lists changed, added and removed tools, each sorted by source then name", () => {
    const pins = pinsOf(HASHES);
    const now = [
      { source: "notes", name: "mcp__notes__fetch_page", hash: hash("e") }, // changed
      { source: "github", name: "mcp__github__create_issue", hash: hash("b") }, // same
      { source: "evil", name: "mcp__evil__create_issue", hash: hash("f") }, // new server
      { source: "github", name: "mcp__github__merge", hash: hash("0") }, // new tool
    ];
    expect(checkPins(pins, now)).toEqual({
      ok: false,
      changed: [{ source: "notes", name: "mcp__notes__fetch_page", pinned: hash("a"), current: hash("e") }],
      added: [
        { source: "evil", name: "mcp__evil__create_issue", current: hash("f") },
        { source: "github", name: "mcp__github__merge", current: hash("0") },
      ],
      removed: [
        { source: "__proto__", name: "constructor", pinned: hash("d") },
        { source: "github", name: "mcp__github__add_comment", pinned: hash("c") },
      ],
    });
  });

  it("keeps tools of the same name apart by source", () => {
    const pins = pinsOf([{ source: "a", name: "t", hash: hash("1") }]);
    expect(checkPins(pins, [{ source: "b", name: "t", hash: hash("1") }])).toMatchObject({
      ok: false,
      added: [{ source: "b", name: "t" }],
      removed: [{ source: "a", name: "t" }],
    });
  });
});
