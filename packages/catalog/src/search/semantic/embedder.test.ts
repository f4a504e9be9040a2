import { describe, expect, it } from "vitest";
import { isHermesError } from "../../hermes-error.js";
import { checkVectors, EmbedderError, isEmbedderError, type Embedder } from "./embedder.js";

const two: Embedder = { dimension: 2, version: "two/1", embed: (texts) => texts.map(() => new Float32Array(2)) };

describe("EmbedderError", () => {
  it("is a HermesError with a code and its own guard", () => {
    const error = new EmbedderError("EMBEDDER_FAILED", "down");
    expect(error.name).toBe("EmbedderError");
    expect(isHermesError(error, "EMBEDDER_FAILED")).toBe(true);
    expect(isEmbedderError(error)).toBe(true);
    expect(isEmbedderError(error, "EMBEDDER_DIMENSION")).toBe(false);
    expect(isEmbedderError(new Error("down"))).toBe(false);
  });
});

describe("checkVectors", () => {
  it("accepts one vector of the right length per text", () => {
    expect(() => checkVectors(two, two.embed(["a", "b"]), 2)).not.toThrow();
  });

  it("rejects a wrong count or a wrong length with EMBEDDER_DIMENSION", () => {
    const count = (): void => checkVectors(two, two.embed(["a"]), 2);
    const length = (): void => checkVectors(two, [new Float32Array(3)], 1);
    for (const run of [count, length]) {
      let caught: unknown;
      try {
        run();
      } catch (error) {
        caught = error;
      }
      expect(isEmbedderError(caught, "EMBEDDER_DIMENSION")).toBe(true);
    }
  });
});
