import { Bm25Error } from "@hermes/bm25";
import { describe, expect, it } from "vitest";
import { errorGuard, HermesError, isHermesError } from "./hermes-error.js";

class QuotaError extends HermesError<"OVER_QUOTA" | "EXPIRED"> {
  constructor(code: "OVER_QUOTA" | "EXPIRED") {
    super(code, `quota: ${code}`, "QuotaError");
  }
}
const isQuotaError = errorGuard<QuotaError>("QuotaError");

/** What another installed copy of the package would throw: same brand, a different class. */
function foreignCopy(name: string, code: string): Error {
  const error = new Error("from another copy") as Error & { code: string };
  error.code = code;
  Object.defineProperty(error, Symbol.for("@hermes/error"), { value: name });
  return error;
}

describe("the @hermes error family", () => {
  it("carries code, name and message", () => {
    const error = new QuotaError("EXPIRED");
    expect([error.code, error.name, error.message, error instanceof Error]).toEqual([
      "EXPIRED",
      "QuotaError",
      "quota: EXPIRED",
      true,
    ]);
  });

  it("guards by brand, optionally by code", () => {
    const error = new QuotaError("OVER_QUOTA");
    expect([isHermesError(error), isHermesError(error, "OVER_QUOTA"), isHermesError(error, "EXPIRED")]).toEqual([
      true,
      true,
      false,
    ]);
    expect([isQuotaError(error), isQuotaError(error, "OVER_QUOTA"), isQuotaError(error, "EXPIRED")]).toEqual([
      true,
      true,
      false,
    ]);
    expect(isQuotaError(new HermesError("OVER_QUOTA", "x"))).toBe(false);
  });

  it("recognises an error of another installed copy, which instanceof does not", () => {
    const error = foreignCopy("QuotaError", "EXPIRED");
    expect(error instanceof QuotaError).toBe(false);
    expect([
      isHermesError(error, "EXPIRED"),
      isQuotaError(error, "EXPIRED"),
      isQuotaError(error, "OVER_QUOTA"),
    ]).toEqual([true, true, false]);
  });

  it("says no to anything else", () => {
    const lookalike = Object.assign(new Error("x"), { code: "OVER_QUOTA", name: "QuotaError" });
    for (const value of [lookalike, null, undefined, "QuotaError", 42, { code: "OVER_QUOTA" }]) {
      expect([isHermesError(value), isQuotaError(value)]).toEqual([false, false]);
    }
  });
});

describe("the family across packages", () => {
  it("includes @hermes/bm25's Bm25Error, which carries the brand without depending on this package", () => {
    const error = new Bm25Error("DUPLICATE_ID", "again");
    expect([isHermesError(error), isHermesError(error, "DUPLICATE_ID"), errorGuard("Bm25Error")(error)]).toEqual([
      true,
      true,
      true,
    ]);
  });
});
