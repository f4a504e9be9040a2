import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { coversWords, keepLiteralsAhead, literalWords, namesLiterally } from "./literal-names.js";

describe("namesLiterally", () => {
  it("is true when every word of the name (camelCase split, stemmed) is in the query", () => {
    const query = new Set(literalWords("stripe create coupon"));
    expect(namesLiterally("create_coupon", query)).toBe(true);
    expect(namesLiterally("createCoupons", query)).toBe(true);
    expect(namesLiterally("list_coupons", query)).toBe(false);
    expect(namesLiterally("", query)).toBe(false);
  });

  it("agrees with coversWords over the name's words (what the hybrid search keeps per tool)", () => {
    const query = new Set(literalWords("stripe create coupon"));
    for (const name of ["create_coupon", "createCoupons", "list_coupons", "", "stripe"])
      expect(coversWords(literalWords(name), query)).toBe(namesLiterally(name, query));
    expect(coversWords([], query)).toBe(false);
  });
});

describe("keepLiteralsAhead", () => {
  const rank = (item: string): number => Number(item.slice(1));
  const literal = (item: string): boolean => item.startsWith("L");

  it("keeps the fused order but never puts an item before a literal item lexically ahead of it", () => {
    // lexical order: L0, x1, x2, L3; fused order: x2, L3, x1, L0
    expect(keepLiteralsAhead(["x2", "L3", "x1", "L0"], rank, literal)).toEqual(["L0", "x2", "L3", "x1"]);
    expect(keepLiteralsAhead(["x2", "x1"], rank, literal)).toEqual(["x2", "x1"]);
  });

  it("returns a permutation in which each literal item precedes every item it led lexically", () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.nat({ max: 30 }), { minLength: 1, maxLength: 12 }),
        fc.func(fc.boolean()),
        (ranks, isLiteral) => {
          const items = ranks.map((r) => `${isLiteral(r) ? "L" : "x"}${r}`);
          const out = keepLiteralsAhead(items, rank, literal);
          expect([...out].sort()).toEqual([...items].sort());
          out.forEach((item, i) => {
            for (const later of out.slice(i + 1)) if (literal(later)) expect(rank(later)).toBeGreaterThan(rank(item));
          });
        },
      ),
    );
  });
});
