import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { Admission } from "./admission.js";
import { Bm25Index } from "./bm25-index.js";
import type { Bm25Document } from "./document.js";
import { Bm25Error } from "./errors.js";
import { referenceBlend } from "../test/reference.js";

const WORDS = ["create", "issue", "list", "file", "read", "send", "message", "github", "slack", "weather", "x"];
const text = fc.array(fc.constantFrom(...WORDS), { maxLength: 10 }).map((words) => words.join(" "));
const docs = fc.uniqueArray(
  fc.record({ id: fc.string({ minLength: 1, maxLength: 5 }), name: text, description: text }),
  {
    selector: (doc) => doc.id,
    minLength: 1,
    maxLength: 20,
  },
);
const query = fc
  .array(fc.constantFrom(...WORDS, "zebra"), { minLength: 1, maxLength: 6 })
  .map((words) => words.join(" "));
const share = fc.constantFrom(0.15, 0.3, 0.5, 1);
const FIELDS = { name: 3, description: 1 };

type Raw = { id: string; name: string; description: string };
const toDoc = (doc: Raw): Bm25Document => ({ id: doc.id, fields: { name: doc.name, description: doc.description } });

function indexOf(list: readonly Raw[], fieldwise: number, delta = 0): Bm25Index {
  const index = new Bm25Index({ fields: FIELDS, fieldwise, delta });
  index.addAll(list.map(toDoc));
  return index;
}

describe("field-wise blend", () => {
  it("scores equal a direct computation of the blend", () => {
    fc.assert(
      fc.property(docs, query, share, fc.constantFrom(0, 0.5), (list, q, w, delta) => {
        const expected = referenceBlend(
          list.map((d) => ({ id: d.id, fields: { name: d.name, description: d.description } })),
          q,
          FIELDS,
          w,
          { delta },
        );
        const actual = new Map(
          indexOf(list, w, delta)
            .search(q)
            .map((hit) => [hit.id, hit.score]),
        );
        expect([...actual.keys()].sort()).toEqual([...expected.keys()].sort());
        for (const [id, score] of expected) expect(actual.get(id)).toBeCloseTo(score, 9);
      }),
    );
  });

  it("reorders documents but never admits or drops one, under every admission", () => {
    const admission = fc.constantFrom<Admission>("none", "gated", "natural", { floor: true });
    fc.assert(
      fc.property(docs, query, share, admission, (list, q, w, a) => {
        const ids = (index: Bm25Index): string[] =>
          index
            .search(q, { admission: a })
            .map((hit) => hit.id)
            .sort();
        expect(ids(indexOf(list, w))).toEqual(ids(indexOf(list, 0)));
      }),
    );
  });

  it("returns the first `limit` of the full ranking", () => {
    fc.assert(
      fc.property(docs, query, share, fc.integer({ min: 1, max: 5 }), (list, q, w, limit) => {
        const index = indexOf(list, w);
        const full = index.search(q).map((hit) => hit.id);
        expect(index.search(q, { limit }).map((hit) => hit.id)).toEqual(full.slice(0, limit));
      }),
    );
  });

  it("explain reports the blend with the score search gives", () => {
    fc.assert(
      fc.property(docs, query, share, (list, q, w) => {
        const index = indexOf(list, w);
        for (const hit of index.search(q, { exact: false })) {
          const explanation = index.explain(q, hit.id, { exact: false });
          expect(explanation.score).toBe(hit.score);
          expect(explanation.blend?.share).toBe(w);
          const contributions = explanation.terms.reduce((sum, term) => sum + term.contribution, 0);
          expect(explanation.blend?.bm25f).toBeCloseTo(contributions, 9);
          expect(explanation.blend?.bestBm25f).toBeGreaterThanOrEqual(explanation.blend?.bm25f ?? Infinity);
        }
      }),
    );
  });

  it("lifts a document that covers more of the query over one that repeats a rare word", () => {
    const list: Raw[] = [
      {
        id: "insights",
        name: "website performance insights",
        description: "performance insights and performance scores for web pages",
      },
      { id: "weather", name: "weather", description: "weather conditions and forecasts for a city" },
      { id: "alerts", name: "alerts", description: "weather alerts and road conditions" },
      { id: "climate", name: "climate", description: "climate and weather history" },
      { id: "notes", name: "notes", description: "write notes" },
    ];
    const q = "stock performance in extreme weather conditions";
    expect(indexOf(list, 0).search(q)[0]?.id).toBe("insights");
    expect(indexOf(list, 0.5).search(q)[0]?.id).toBe("weather");
  });

  it("is off by default, survives a JSON round trip and leaves share 0 out of it", () => {
    const list: Raw[] = [
      { id: "a", name: "send message", description: "send a slack message" },
      { id: "b", name: "read file", description: "read a file" },
    ];
    expect(indexOf(list, 0).toJSON().options).not.toHaveProperty("fieldwise");
    const index = indexOf(list, 0.3);
    const json = JSON.parse(JSON.stringify(index.toJSON())) as unknown;
    expect((json as { options: { fieldwise?: number } }).options.fieldwise).toBe(0.3);
    expect(Bm25Index.fromJSON(json).search("send file")).toEqual(index.search("send file"));
  });

  it("rejects a share outside [0, 1] with INVALID_OPTIONS", () => {
    for (const fieldwise of [-0.1, 1.5, Number.NaN, "0.2"]) {
      const build = (): Bm25Index => new Bm25Index({ fieldwise: fieldwise as number });
      expect(build).toThrow(Bm25Error);
      try {
        build();
      } catch (error) {
        expect((error as Bm25Error).code).toBe("INVALID_OPTIONS");
        expect((error as Bm25Error).message).toMatch(/fieldwise/);
      }
    }
  });
});
