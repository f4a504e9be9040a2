import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { cosine, cosineFloat64, norm } from "./dense.js";

describe("cosineFloat64", () => {
  it("is cosine bit for bit, a Float32 vector widened to Float64 included", () => {
    const vector = fc.array(fc.float({ noNaN: true, noDefaultInfinity: true, min: -100, max: 100 }), {
      minLength: 0,
      maxLength: 12,
    });
    fc.assert(
      fc.property(vector, vector, (x, y) => {
        const a = Float32Array.from(x);
        const b = Float64Array.from(y, (value) => value / 3);
        const wide = Float64Array.from(a);
        expect(Object.is(cosineFloat64(wide, norm(wide), b, norm(b)), cosine(a, b))).toBe(true);
      }),
    );
  });

  it("is 0 when either vector is zero", () => {
    const zero = new Float64Array(3);
    const one = Float64Array.of(1, 2, 3);
    expect(cosineFloat64(zero, 0, one, norm(one))).toBe(0);
    expect(cosineFloat64(one, norm(one), one, norm(one))).toBeCloseTo(1, 12);
  });
});
