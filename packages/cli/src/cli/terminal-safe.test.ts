import { describe, expect, it } from "vitest";
import { terminalSafe } from "./terminal-safe.js";

// eslint-disable-next-line no-control-regex -- matching controls is the point
const ACTS = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F\p{Cf}\p{Zl}\p{Zp}\p{Cs}\p{Default_Ignorable_Code_Point}]/u;

describe("terminalSafe", () => {
  it("escapes ESC, BEL, OSC and CSI sequences, C1 controls and bidi overrides visibly", () => {
    expect(terminalSafe("ready\u001b]0;pwned\u0007 \u001b[2J\u009b31m \u202Eabc")).toBe(
      "ready\\u001b]0;pwned\\u0007 \\u001b[2J\\u009b31m \\u202eabc",
    );
    expect(terminalSafe("line one\n\tline two ファイル")).toBe("line one\n\tline two ファイル");
  });

  it("never leaves a character a terminal acts on, over every BMP code point and the tag plane, and printed JSON parses to the same value", () => {
    const chars: string[] = [];
    for (let code = 0; code <= 0xffff; code += 1) chars.push(String.fromCharCode(code));
    for (let code = 0xe0000; code <= 0xe01ef; code += 1) chars.push(String.fromCodePoint(code));
    for (let at = 0; at < chars.length; at += 512) {
      const text = chars.slice(at, at + 512).join("");
      expect(terminalSafe(text)).not.toMatch(ACTS);
      const json = JSON.stringify({ text });
      expect(JSON.parse(terminalSafe(json))).toEqual(JSON.parse(json));
    }
  });
});
