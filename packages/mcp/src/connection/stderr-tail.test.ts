// Regression: a failing server's long stderr line that started with an env secret leaked 35
// of its 37 characters — the kept tail started inside the secret, so the whole-value mask
// missed it. Secrets are now masked before the tail is cut.
import { PassThrough } from "node:stream";
import { describe, expect, it } from "vitest";
import { secretForms } from "@hermes/catalog/internal";
import { StderrTail } from "./stderr-tail.js";

const SECRET = "sk-live-0123456789abcdefghijklmnopqrstu"; // 37 characters

describe("StderrTail", () => {
  it("never shows a piece of a secret at the head of a cut line", () => {
    for (const extra of [0, 1, 2, 5, 20, 36]) {
      const stream = new PassThrough();
      const tail = new StderrTail(stream, secretForms([SECRET]));
      stream.write(`${"x".repeat(extra * 7)}${SECRET}${"y".repeat(4094)}`);
      const line = tail.lastLine() ?? "";
      const random = SECRET.slice("sk-live-".length);
      for (let i = 0; i + 4 <= random.length; i += 1) expect(line).not.toContain(random.slice(i, i + 4));
      expect(line).toMatch(/^(…|x*\*\*\*)y/);
      tail.dispose();
    }
  });

  it("masks a secret split across chunks, and mark() forgets the startup banner", () => {
    const stream = new PassThrough();
    const tail = new StderrTail(stream, secretForms([SECRET]));
    stream.write("Server running on stdio\n");
    tail.mark();
    expect(tail.lastLine()).toBeUndefined();
    stream.write(`auth failed for ${SECRET.slice(0, 10)}`);
    stream.write(`${SECRET.slice(10)} (bad key)\n`);
    expect(tail.lastLine()).toBe("auth failed for *** (bad key)");
    tail.dispose();
  });
});
