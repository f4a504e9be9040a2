import { describe, expect, it } from "vitest";
import { fuseScores } from "./hybrid-fusion.js";

const candidates = [
  { item: "a", lexical: 10, cosine: 0.1 },
  { item: "b", lexical: 9, cosine: 0.9 },
  { item: "c", lexical: 2, cosine: 0.5 },
];

describe("fuseScores", () => {
  it("with α = 0 keeps the lexical order and scores", () => {
    expect(fuseScores(candidates, 0)).toEqual([
      { item: "a", score: 10, semantic: 0 },
      { item: "b", score: 9, semantic: 1 },
      { item: "c", score: 2, semantic: 0 }, // at the candidates' mean cosine (0.5)
    ]);
  });

  it("moves a close second with a much better cosine ahead", () => {
    expect(fuseScores(candidates, 0.3).map(({ item }) => item)).toEqual(["b", "a", "c"]);
  });

  it("with α = 1 orders by the rescaled cosine, ties in lexical order", () => {
    const tied = [
      { item: "x", lexical: 3, cosine: 0.2 },
      { item: "y", lexical: 2, cosine: 0.2 },
      { item: "z", lexical: 1, cosine: 0.8 },
    ];
    expect(fuseScores(tied, 1).map(({ item }) => item)).toEqual(["z", "x", "y"]);
  });

  it("gives no semantic part when all cosines are equal, and clamps α", () => {
    const flat = candidates.map((c) => ({ ...c, cosine: 0.4 }));
    expect(fuseScores(flat, 5).map(({ semantic }) => semantic)).toEqual([0, 0, 0]);
    expect(fuseScores(candidates, -1)).toEqual(fuseScores(candidates, 0));
    expect(fuseScores([], 0.3)).toEqual([]);
  });
});
