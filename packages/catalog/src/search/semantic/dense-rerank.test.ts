import { describe, expect, it } from "vitest";
import { rerankDense, type DenseCandidate } from "./dense-rerank.js";

const candidate = (
  item: string,
  score: number,
  vector: readonly number[] | undefined,
  pinned = false,
): DenseCandidate<string> => ({ item, ownName: item, score, pinned, vector });

const query = Float32Array.of(1, 0);

describe("rerankDense", () => {
  it("moves a close second whose vector matches the query ahead", () => {
    const out = rerankDense(
      "send mail",
      query,
      [candidate("post_message", 10, [0, 1]), candidate("deliver", 9, [1, 0])],
      0.5,
    );
    expect(out.map(({ item }) => item)).toEqual(["deliver", "post_message"]);
    expect(out[0]?.semantic).toBe(1);
  });

  it("keeps the input order and scores at share 0", () => {
    const out = rerankDense("x", query, [candidate("a", 10, [0, 1]), candidate("b", 9, [1, 0])], 0);
    expect(out).toEqual([
      { item: "a", score: 10, semantic: 0 },
      { item: "b", score: 9, semantic: 1 },
    ]);
  });

  it("keeps pinned (exact, named) candidates first and unchanged", () => {
    const out = rerankDense(
      "deliver",
      query,
      [candidate("pinned_tool", 1, [0, 1], true), candidate("a", 10, [0, 1]), candidate("b", 9, [1, 0])],
      1,
    );
    expect(out.map(({ item }) => item)).toEqual(["pinned_tool", "b", "a"]);
    expect(out[0]).toEqual({ item: "pinned_tool", score: 1, semantic: 0 });
  });

  it("never moves a tool above one whose name the query spells out and the search ranked higher", () => {
    const out = rerankDense(
      "create coupon for stripe",
      query,
      [candidate("mcp__stripe__create_coupon", 10, [0, 1]), candidate("make_discount", 9, [1, 0])],
      1,
    );
    expect(out.map(({ item }) => item)).toEqual(["mcp__stripe__create_coupon", "make_discount"]);
  });

  it("gives a candidate without a vector no semantic part", () => {
    const out = rerankDense("q", query, [candidate("a", 10, undefined), candidate("b", 10, [1, 0])], 0.5);
    expect(out.map(({ item, semantic }) => [item, semantic])).toEqual([
      ["b", 1],
      ["a", 0],
    ]);
  });
});
