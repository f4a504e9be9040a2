import { isHermesError } from "@hermes/catalog";
import { describe, expect, it } from "vitest";
import { GatewayError, isGatewayError } from "./error.js";

/** What another installed copy of @hermes/connectors throws: the family brand, another class. */
function fromAnotherCopy(code: string): Error {
  const error = Object.assign(new Error("search: the gateway answered 401"), { code });
  Object.defineProperty(error, Symbol.for("@hermes/error"), { value: "GatewayError" });
  return error;
}

describe("isGatewayError", () => {
  it("checks the class and, when given, the code", () => {
    const error = new GatewayError("search: timed out", { code: "TIMEOUT", route: "search" });
    expect([isGatewayError(error), isGatewayError(error, "TIMEOUT"), isGatewayError(error, "RATE_LIMITED")]).toEqual([
      true,
      true,
      false,
    ]);
    expect([error.name, error.code, error.retryable, isHermesError(error, "TIMEOUT")]).toEqual([
      "GatewayError",
      "TIMEOUT",
      true,
      true,
    ]);
  });

  it("knows an error of another installed copy, where instanceof fails", () => {
    const error = fromAnotherCopy("SIGN_IN_EXPIRED");
    expect(error instanceof GatewayError).toBe(false);
    expect([isGatewayError(error), isGatewayError(error, "SIGN_IN_EXPIRED"), isGatewayError(error, "TIMEOUT")]).toEqual(
      [true, true, false],
    );
  });

  it("says no to look-alikes without the brand", () => {
    const lookalike = Object.assign(new Error("x"), { name: "GatewayError", code: "TIMEOUT" });
    expect([isGatewayError(lookalike), isGatewayError({ code: "TIMEOUT" }), isGatewayError(undefined)]).toEqual([
      false,
      false,
      false,
    ]);
  });
});
