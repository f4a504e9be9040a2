// Regression (hardening): gateway error text was cut to 300 characters BEFORE the token was
// redacted, so a token straddling the cut leaked its first characters into the error.
import { describe, expect, it } from "vitest";
import { statusError } from "./error-body.js";
import { TOKEN } from "../../test/gateway.js";

describe("statusError", () => {
  it("redacts the token before cutting long gateway text, so no piece of it survives the cut", () => {
    for (const pad of [280, 290, 299]) {
      const text = `${"y".repeat(pad)}${TOKEN}`;
      const body = JSON.stringify({ error: { code: text, message: text }, requestId: text });
      const error = statusError("search", 500, new Headers(), body, TOKEN);
      for (const value of [error.message, error.gatewayCode, error.requestId]) {
        expect(value).toBeDefined();
        expect(value).not.toContain(TOKEN.slice(0, 6));
      }
      expect(error.gatewayCode?.length).toBeLessThanOrEqual(300);
    }
  });

  it("still keeps short gateway text whole, with the token masked", () => {
    const error = statusError(
      "execute",
      502,
      new Headers(),
      JSON.stringify({ error: { code: "BAD", message: `bad token ${TOKEN}` } }),
      TOKEN,
    );
    expect(error.message).toBe("gateway execute: HTTP 502, server error (bad token [redacted])");
    expect(error.gatewayCode).toBe("BAD");
  });
});
