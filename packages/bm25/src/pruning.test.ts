import { describe, expect, it } from "vitest";
import type { Admission } from "./admission.js";
import { Bm25Index } from "./bm25-index.js";

// A deterministic corpus with a Zipf-like vocabulary: a few words in most documents (the
// case where pruning skips work), many rare ones.
function corpus(size: number, seed: number): { id: string; fields: { name: string; description: string } }[] {
  let state = seed;
  const next = (): number => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
  const word = (): string => `w${Math.floor(Math.pow(next(), 3) * 400)}`;
  return Array.from({ length: size }, (_, i) => ({
    id: `d${i}`,
    fields: {
      name: Array.from({ length: 1 + Math.floor(next() * 3) }, word).join("_"),
      description: Array.from({ length: 3 + Math.floor(next() * 25) }, word).join(" "),
    },
  }));
}

describe("top-k pruning", () => {
  const docs = corpus(2500, 7);
  const index = new Bm25Index({ fields: { name: 2, description: 1 } });
  index.addAll(docs);
  const queries = corpus(60, 99).map((doc) =>
    doc.fields.description
      .split(" ")
      .slice(0, 2 + (doc.id.length % 5))
      .join(" "),
  );

  it.each<Admission>(["none", "gated", { floor: true }])(
    "returns exactly the top of the full ranking (admission %j)",
    (admission) => {
      for (const query of queries) {
        const full = index.search(query, { admission });
        for (const limit of [1, 3, 10, 40]) {
          expect(index.search(query, { admission, limit }), `${query} @${limit}`).toEqual(full.slice(0, limit));
        }
      }
    },
  );

  it("keeps exact scores when documents were removed but not yet compacted", () => {
    const changed = new Bm25Index({ fields: { name: 2, description: 1 } });
    changed.addAll(docs);
    for (let i = 0; i < docs.length; i += 5) changed.remove(`d${i}`);
    const fresh = new Bm25Index({ fields: { name: 2, description: 1 } });
    fresh.addAll(docs.filter((_, i) => i % 5 !== 0));
    for (const query of queries.slice(0, 20))
      expect(changed.search(query, { limit: 10 })).toEqual(fresh.search(query, { limit: 10 }));
  });
});
