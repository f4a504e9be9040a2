import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { Admission } from "./admission.js";
import { Bm25Index } from "./bm25-index.js";
import type { Bm25Document } from "./document.js";
import { referenceScores } from "../test/reference.js";
import { topK } from "./top-k.js";

const WORDS = [
  "create",
  "issue",
  "list",
  "issues",
  "file",
  "read",
  "send",
  "message",
  "github",
  "slack",
  "pullRequest",
  "db_query",
  "x",
];
const text = fc.array(fc.constantFrom(...WORDS), { maxLength: 12 }).map((words) => words.join(" "));
const docs = fc.uniqueArray(
  fc.record({ id: fc.string({ minLength: 1, maxLength: 6 }), name: text, description: text }),
  { selector: (doc) => doc.id, minLength: 1, maxLength: 25 },
);
const query = fc
  .array(fc.constantFrom(...WORDS, "zebra"), { minLength: 1, maxLength: 6 })
  .map((words) => words.join(" "));
const admission = fc.constantFrom<Admission>("none", "gated", { rarestToken: true }, { floor: true });

type Raw = { id: string; name: string; description: string };
const toDoc = (doc: Raw): Bm25Document => ({
  id: doc.id,
  key: doc.name,
  fields: { name: doc.name, description: doc.description },
});

function indexOf(list: readonly Raw[]): Bm25Index {
  const index = new Bm25Index({ fields: { name: 2, description: 1 } });
  index.addAll(list.map(toDoc));
  return index;
}

const scoreMap = (index: Bm25Index, q: string, a: Admission): Map<string, number> =>
  new Map(index.search(q, { admission: a, exact: false }).map((hit) => [hit.id, hit.score]));

describe("ranking properties", () => {
  it("scores equal a direct BM25F computation", () => {
    fc.assert(
      fc.property(docs, query, (list, q) => {
        const expected = referenceScores(
          list.map((d) => ({ id: d.id, fields: { name: d.name, description: d.description } })),
          q,
          { name: 2, description: 1 },
        );
        const actual = scoreMap(indexOf(list), q, "none");
        expect([...actual.keys()].sort()).toEqual([...expected.keys()].sort());
        for (const [id, score] of expected) expect(actual.get(id)).toBeCloseTo(score, 9);
      }),
    );
  });

  it("with a BM25+ lower bound, scores equal a direct BM25F+ computation", () => {
    fc.assert(
      fc.property(docs, query, fc.constantFrom(0.25, 0.5, 1), (list, q, delta) => {
        const expected = referenceScores(
          list.map((d) => ({ id: d.id, fields: { name: d.name, description: d.description } })),
          q,
          { name: 2, description: 1 },
          { delta },
        );
        const index = new Bm25Index({ fields: { name: 2, description: 1 }, delta });
        index.addAll(list.map(toDoc));
        const actual = new Map(index.search(q, { exact: false }).map((hit) => [hit.id, hit.score]));
        expect([...actual.keys()].sort()).toEqual([...expected.keys()].sort());
        for (const [id, score] of expected) expect(actual.get(id)).toBeCloseTo(score, 9);
        // The lower bound survives a JSON round trip.
        const restored = Bm25Index.fromJSON(JSON.parse(JSON.stringify(index.toJSON())));
        expect(restored.search(q, { exact: false })).toEqual(index.search(q, { exact: false }));
      }),
      { numRuns: 150 },
    );
  });

  it("does not depend on insertion order except among exact ties", () => {
    // Names come from a few short phrases and the query is often one of them, so several
    // documents share the exact key in most runs (the case insertion order used to decide).
    const names = fc.constantFrom("read file", "send message", "create issue", "list issues");
    const keyed = fc.uniqueArray(
      fc.record({ id: fc.string({ minLength: 1, maxLength: 6 }), name: names, description: text }),
      {
        selector: (doc) => doc.id,
        minLength: 1,
        maxLength: 25,
      },
    );
    const keyQuery = fc.oneof(query, names);
    fc.assert(
      fc.property(fc.oneof(docs, keyed), keyQuery, admission, fc.integer(), (list, q, a, seed) => {
        const shuffled = [...list].sort(
          (x, y) => ((x.id.charCodeAt(0) * seed) % 7) - ((y.id.charCodeAt(0) * seed) % 7),
        );
        const one = indexOf(list).search(q, { admission: a });
        const two = indexOf(shuffled).search(q, { admission: a });
        expect(new Map(two.map((h) => [h.id, h.score]))).toEqual(new Map(one.map((h) => [h.id, h.score])));
        expect(two.map((h) => [h.score, h.exact])).toEqual(one.map((h) => [h.score, h.exact]));
        // Exact hits do not even tie by insertion order: same ids in the same order.
        expect(two.filter((h) => h.exact).map((h) => h.id)).toEqual(one.filter((h) => h.exact).map((h) => h.id));
      }),
      { numRuns: 300 },
    );
  });

  it("adding a document without any query term never changes which documents are admitted", () => {
    fc.assert(
      fc.property(docs, query, admission, text, (list, q, a, extra) => {
        const index = indexOf(list);
        const before = new Set(index.search(q, { admission: a, exact: false }).map((h) => h.id));
        const queryTerms = new Set(index.tokenize(q));
        const unrelated = index.tokenize(extra).filter((t) => !queryTerms.has(t));
        index.add({ id: "__new__", fields: { description: unrelated.join(" ") } });
        const after = new Set(index.search(q, { admission: a, exact: false }).map((h) => h.id));
        expect(after).toEqual(before);
      }),
    );
  });

  it("incremental changes give the same scores as building the final set from scratch", () => {
    const op = fc.oneof(
      fc.record({ kind: fc.constant("remove" as const), at: fc.nat() }),
      fc.record({ kind: fc.constant("replace" as const), at: fc.nat(), name: text, description: text }),
    );
    fc.assert(
      fc.property(docs, fc.array(op, { maxLength: 30 }), query, admission, (list, ops, q, a) => {
        const index = indexOf(list);
        const current = new Map(list.map((d) => [d.id, d]));
        for (const change of ops) {
          const ids = [...current.keys()];
          const id = ids[change.at % Math.max(1, ids.length)];
          if (id === undefined) continue;
          if (change.kind === "remove") {
            index.remove(id);
            current.delete(id);
          } else {
            const next = { id, name: change.name, description: change.description };
            index.replace(toDoc(next));
            current.set(id, next);
          }
        }
        expect(scoreMap(index, q, a)).toEqual(scoreMap(indexOf([...current.values()]), q, a));
      }),
    );
  });

  it("a serialized and reloaded index returns identical results", () => {
    fc.assert(
      fc.property(docs, fc.array(query, { minLength: 1, maxLength: 5 }), admission, (list, queries, a) => {
        const index = indexOf(list);
        const restored = Bm25Index.fromJSON(JSON.parse(JSON.stringify(index)));
        for (const q of queries)
          expect(restored.search(q, { admission: a, limit: 7 })).toEqual(index.search(q, { admission: a, limit: 7 }));
      }),
    );
  });

  it("limit returns a prefix of the unlimited ranking", () => {
    fc.assert(
      fc.property(docs, query, admission, fc.nat({ max: 30 }), (list, q, a, limit) => {
        const index = indexOf(list);
        expect(index.search(q, { admission: a, limit })).toEqual(index.search(q, { admission: a }).slice(0, limit));
      }),
    );
  });
});

describe("topK", () => {
  it("equals a full sort by score descending, order ascending, cut at limit", () => {
    const entries = fc.uniqueArray(fc.tuple(fc.integer({ min: 0, max: 5 }), fc.integer()), {
      selector: (entry) => entry[1],
      maxLength: 60,
    });
    fc.assert(
      fc.property(entries, fc.nat({ max: 70 }), (list, limit) => {
        const score = Float64Array.from(list.map((entry) => entry[0]));
        const order = Float64Array.from(list.map((entry) => entry[1]));
        const candidates = list.map((_, i) => i);
        const expected = [...candidates]
          .sort((a, b) => (score[b] ?? 0) - (score[a] ?? 0) || (order[a] ?? 0) - (order[b] ?? 0))
          .slice(0, limit);
        expect(topK(candidates, candidates.length, score, order, limit)).toEqual(expected);
      }),
    );
  });
});
