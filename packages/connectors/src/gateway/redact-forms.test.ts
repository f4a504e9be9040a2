// Regression: a gateway that echoed the token URL-encoded (tokens with `/`, `+`, `=`) got it
// into results, events and logs; only the raw form was redacted.
import { describe, expect, it } from "vitest";
import { redactText, redactValue } from "./redact.js";

const TOKEN = "gw/tok+9Yh3=Kq2LmN8pR4sT6vW";

describe("the gateway token in every form", () => {
  it("redacts the raw, URL-encoded, JSON-escaped and base64 forms, and long fragments", () => {
    const forms = [TOKEN, encodeURIComponent(TOKEN), Buffer.from(TOKEN).toString("base64"), TOKEN.slice(4)];
    for (const form of forms) expect(redactText(`echo ${form} end`, TOKEN)).toBe("echo [redacted] end");
    expect(redactValue({ url: `https://x.example/?t=${encodeURIComponent(TOKEN)}` }, TOKEN)).toEqual({
      url: "https://x.example/?t=[redacted]",
    });
  });

  it("leaves a value without any form of the token as the same object", () => {
    const value = { a: ["b"] };
    expect(redactValue(value, TOKEN)).toBe(value);
  });
});
