import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { Bm25Index } from "./bm25-index.js";
import { isContentTerm } from "./natural-admission.js";
import { ENGLISH_STOP_WORDS } from "./stop-words.js";

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
  "42",
  "the",
  "please",
];
const text = fc.array(fc.constantFrom(...WORDS), { maxLength: 12 }).map((words) => words.join(" "));
const docs = fc.uniqueArray(
  fc.record({ id: fc.string({ minLength: 1, maxLength: 6 }), name: text, description: text }),
  { selector: (doc) => doc.id, minLength: 1, maxLength: 25 },
);
const query = fc
  .array(fc.constantFrom(...WORDS, "zebra", "gmail"), { minLength: 1, maxLength: 9 })
  .map((words) => words.join(" "));

type Raw = { id: string; name: string; description: string };

function indexOf(list: readonly Raw[]): Bm25Index {
  const index = new Bm25Index({
    fields: { name: 2, description: 1 },
    admission: "natural",
    tokenizer: { stopWords: ENGLISH_STOP_WORDS },
  });
  index.addAll(
    list.map((doc) => ({ id: doc.id, key: doc.name, fields: { name: doc.name, description: doc.description } })),
  );
  return index;
}

const ranked = (
  index: Bm25Index,
  q: string,
  admission: "natural" | "none" | "gated",
): { id: string; score: number }[] =>
  index.search(q, { admission, exact: false }).map(({ id, score }) => ({ id, score }));

const contentTerms = (index: Bm25Index, q: string): string[] => [...new Set(index.tokenize(q))].filter(isContentTerm);

describe("natural admission properties", () => {
  it("keeps the order and scores of 'none', only leaving documents out", () => {
    fc.assert(
      fc.property(docs, query, (list, q) => {
        const index = indexOf(list);
        const none = ranked(index, q, "none");
        let at = 0;
        for (const hit of ranked(index, q, "natural")) {
          while (at < none.length && none[at]?.id !== hit.id) at += 1;
          expect(none[at]).toEqual(hit);
        }
      }),
    );
  });

  it("is the ranking of 'none' for a request of more than 4 content terms with a stop word, or more than 6", () => {
    fc.assert(
      fc.property(docs, query, (list, q) => {
        const index = indexOf(list);
        const content = contentTerms(index, q).length;
        const stopWord = q.split(" ").some((word) => ENGLISH_STOP_WORDS.includes(word));
        if (content > 6 || (content > 4 && stopWord))
          expect(ranked(index, q, "natural")).toEqual(ranked(index, q, "none"));
      }),
    );
  });

  it("is 'none' less the documents below the group floor for a keyword query made of content terms only", () => {
    fc.assert(
      fc.property(docs, query, (list, q) => {
        const index = indexOf(list);
        const terms = new Set(index.tokenize(q));
        const natural = ranked(index, q, "natural");
        if (terms.size > 3 || contentTerms(index, q).length !== terms.size || natural.length === 0) return;
        const vocabulary = new Set(list.flatMap((d) => index.tokenize(`${d.name} ${d.description}`)));
        const answerable = [...terms].filter((t) => vocabulary.has(t)).length;
        const required = answerable >= 3 ? 2 : 0;
        const kept = ranked(index, q, "none").filter((hit) => {
          const doc = list.find((d) => d.id === hit.id);
          const own = new Set(index.tokenize(`${doc?.name ?? ""} ${doc?.description ?? ""}`));
          return [...terms].filter((t) => own.has(t)).length >= required;
        });
        expect(natural).toEqual(kept);
      }),
    );
  });

  it("never admits a document that shares no term with the query", () => {
    fc.assert(
      fc.property(docs, query, (list, q) => {
        const index = indexOf(list);
        const terms = new Set(index.tokenize(q));
        for (const hit of ranked(index, q, "natural")) {
          const doc = list.find((d) => d.id === hit.id);
          const docTerms = index.tokenize(`${doc?.name ?? ""} ${doc?.description ?? ""}`);
          expect(docTerms.some((t) => terms.has(t))).toBe(true);
        }
      }),
    );
  });

  it("admits nothing for a keyword query (at most 3 content terms) with a content term no document has", () => {
    fc.assert(
      fc.property(docs, query, (list, q) => {
        const index = indexOf(list);
        const vocabulary = new Set(list.flatMap((d) => index.tokenize(`${d.name} ${d.description}`)));
        const content = contentTerms(index, q);
        if (content.length <= 3 && content.some((t) => !vocabulary.has(t)))
          expect(ranked(index, q, "natural")).toEqual([]);
      }),
    );
  });

  it("explain agrees with search for every document", () => {
    fc.assert(
      fc.property(docs, query, (list, q) => {
        const index = indexOf(list);
        const hits = index.search(q);
        for (const doc of list) {
          const explanation = index.explain(q, doc.id);
          const hit = hits.find((h) => h.id === doc.id);
          expect(explanation.verdict === "admitted" || explanation.verdict === "exact").toBe(hit !== undefined);
          if (hit !== undefined) expect(explanation.score).toBe(hit.score);
        }
      }),
    );
  });

  it("limit returns a prefix, and a reloaded index answers the same", () => {
    fc.assert(
      fc.property(docs, query, fc.nat({ max: 30 }), (list, q, limit) => {
        const index = indexOf(list);
        const all = index.search(q);
        expect(index.search(q, { limit })).toEqual(all.slice(0, limit));
        expect(Bm25Index.fromJSON(JSON.parse(JSON.stringify(index))).search(q)).toEqual(all);
      }),
    );
  });
});
