import { describe, expect, it } from "vitest";
import { isToolCallError, thrownFailure, ToolCallError } from "./call-failure.js";

/** A ToolCallError as another installed copy of @hermes/dispatch builds it (an `invoke` bundled with its own copy). */
function fromAnotherCopy(): Error {
  const error = Object.assign(new Error("Connect Gmail first."), {
    code: "CONNECTION_REQUIRED",
    details: { connectUrl: "https://example.test/connect" },
  });
  Object.defineProperty(error, Symbol.for("@hermes/error"), { value: "ToolCallError" });
  return error;
}

describe("ToolCallError across installed copies", () => {
  it("isToolCallError checks the class and, when given, the code", () => {
    const error = new ToolCallError("CONNECTION_REQUIRED", "Connect Gmail first.");
    expect([
      isToolCallError(error),
      isToolCallError(error, "CONNECTION_REQUIRED"),
      isToolCallError(error, "DENIED"),
    ]).toEqual([true, true, false]);
    expect([isToolCallError(new Error("x")), isToolCallError({ code: "DENIED" })]).toEqual([false, false]);
  });

  it("a ToolCallError from another copy keeps its code and details instead of becoming TOOL_ERROR", () => {
    const error = fromAnotherCopy();
    expect(error instanceof ToolCallError).toBe(false);
    expect(thrownFailure("send_email", error, false)).toEqual({
      code: "CONNECTION_REQUIRED",
      message: "Connect Gmail first.",
      connectUrl: "https://example.test/connect",
    });
  });
});
