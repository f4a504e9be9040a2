import { describe, expect, it } from "vitest";
import { bridgeError, isBridgeError } from "./bridge-error.js";

describe("bridgeError", () => {
  it("builds {error} with extra fields after it; extra cannot replace the message", () => {
    expect(bridgeError("no")).toEqual({ error: "no" });
    const error = bridgeError("no", { error: "other", hint: "h" });
    expect(error).toEqual({ error: "no", hint: "h" });
    expect(Object.keys(error)).toEqual(["error", "hint"]);
  });

  it("recognises errors", () => {
    expect([{ error: "x" }, { error: "" }].map(isBridgeError)).toEqual([true, true]);
    expect([null, "x", [], { error: 1 }, { kind: "local" }].map(isBridgeError)).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
  });
});
