import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { codeUnitFilter } from "./code-unit-filter.js";

const CLASS = /[\p{Default_Ignorable_Code_Point}\p{Cf}\p{Cs}\p{Zl}\p{Zp}\p{Cc}]/u;

describe("codeUnitFilter", () => {
  const mayMatch = codeUnitFilter(CLASS);

  it("agrees with the pattern on every BMP character and lets every surrogate through", () => {
    for (let unit = 0; unit < 0x10000; unit += 1) {
      const char = String.fromCharCode(unit);
      const surrogate = unit >= 0xd800 && unit <= 0xdfff;
      expect(mayMatch(char), `U+${unit.toString(16)}`).toBe(surrogate || CLASS.test(char));
    }
  });

  it("never says no to text the pattern matches (astral code points and mixed text included)", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary", maxLength: 30 }), (text) => {
        if (CLASS.test(text)) expect(mayMatch(text)).toBe(true);
      }),
      { numRuns: 2_000 },
    );
    expect(mayMatch("tag \u{E0049}")).toBe(true);
    expect(mayMatch("Liest eine Datei – schnell, ファイル")).toBe(false);
  });
});
