import { describe, expect, it } from "vitest";
import { Bm25Error, isBm25Error } from "./errors.js";

describe("Bm25Error guards", () => {
  it("isBm25Error checks the class and, when given, the code", () => {
    const error = new Bm25Error("DUPLICATE_ID", "id 'a' is already indexed");
    expect([isBm25Error(error), isBm25Error(error, "DUPLICATE_ID"), isBm25Error(error, "UNKNOWN_ID")]).toEqual([
      true,
      true,
      false,
    ]);
    expect([isBm25Error(new Error("x")), isBm25Error({ code: "DUPLICATE_ID" }), isBm25Error(null)]).toEqual([
      false,
      false,
      false,
    ]);
  });

  it("carries the brand of the @hermes error family, read across installed copies", () => {
    const error = new Bm25Error("INVALID_QUERY", "the query must be a string");
    expect((error as unknown as Record<symbol, unknown>)[Symbol.for("@hermes/error")]).toBe("Bm25Error");
  });
});
