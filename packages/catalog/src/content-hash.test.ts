import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ContentHash, hashStrings } from "./content-hash.js";

describe("ContentHash", () => {
  it("is deterministic and 16 hex digits", () => {
    expect(hashStrings(["a", "b"])).toBe(hashStrings(["a", "b"]));
    expect(hashStrings(["a", "b"])).toMatch(/^[0-9a-f]{16}$/);
  });

  it("separates parts, so shifting text between parts changes the hash", () => {
    expect(hashStrings(["ab", "c"])).not.toBe(hashStrings(["a", "bc"]));
    expect(hashStrings(["", "x"])).not.toBe(hashStrings(["x", ""]));
    expect(new ContentHash().number(1).digest()).not.toBe(new ContentHash().string("").number(1).digest());
  });

  it("does not collide on many distinct inputs", () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.array(fc.string(), { maxLength: 4 }), {
          minLength: 50,
          maxLength: 200,
          selector: (parts) => JSON.stringify(parts),
        }),
        (inputs) => {
          expect(new Set(inputs.map(hashStrings)).size).toBe(inputs.length);
        },
      ),
      { numRuns: 30 },
    );
  });
});
