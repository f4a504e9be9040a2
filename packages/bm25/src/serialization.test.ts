import { describe, expect, it } from "vitest";
import { Bm25Index } from "./bm25-index.js";
import { ENGLISH_STOP_WORDS } from "./stop-words.js";

function build(): Bm25Index {
  const index = new Bm25Index({
    fields: { name: 2, description: 1 },
    k1: 1.2,
    b: 0.6,
    admission: { floor: true },
    tokenizer: { stopWords: ENGLISH_STOP_WORDS },
  });
  index.addAll([
    { id: "a", key: "create_issue", fields: { name: "create_issue", description: "Create an issue" } },
    { id: "b", fields: { name: "list_issues", description: ["List issues", "with filters"] } },
    { id: "c", fields: { name: "read_file", description: "Read a file" } },
  ]);
  index.replace({ id: "a", key: "create_issue", fields: { name: "create_issue", description: "Open a new issue" } });
  index.remove("c");
  return index;
}

describe("serialization", () => {
  it("round-trips through JSON text to identical results, options included", () => {
    const index = build();
    const restored = Bm25Index.fromJSON(JSON.parse(JSON.stringify(index)));
    for (const query of ["issue", "create_issue", "list the issues with filters please", "open issue"]) {
      expect(restored.search(query)).toEqual(index.search(query));
    }
    expect(restored.ids()).toEqual(index.ids());
    expect(restored.tokenize("the issues")).toEqual(["issu"]);
    expect(JSON.stringify(restored)).toBe(JSON.stringify(index));
  });

  it("needs the custom stemmer again to load an index that used one", () => {
    const stem = (word: string): string => word.slice(0, 4);
    const index = new Bm25Index({ tokenizer: { stemmer: stem } });
    index.add({ id: "a", fields: { text: "searching" } });
    const data: unknown = JSON.parse(JSON.stringify(index));
    expect(() => Bm25Index.fromJSON(data)).toThrowError(expect.objectContaining({ code: "INVALID_OPTIONS" }) as Error);
    expect(Bm25Index.fromJSON(data, { stemmer: stem }).search("search")).toEqual(index.search("search"));
  });

  it("rejects data of the wrong shape with the path of the problem", () => {
    const good = JSON.parse(JSON.stringify(build())) as Record<string, unknown>;
    const cases: [unknown, RegExp][] = [
      [null, /root must be an object/],
      [{ ...good, format: "other" }, /format must be "hermes-bm25"/],
      [{ ...good, version: 2 }, /version must be 1/],
      [{ ...good, terms: ["a", "a"] }, /terms must not repeat/],
      [{ ...good, documents: [{ id: "x", lengths: [1, 1], terms: [99], tfs: [1, 0] }] }, /documents\[0\]\.terms\[0\]/],
      [{ ...good, documents: [{ id: "x", lengths: [1], terms: [], tfs: [] }] }, /documents\[0\]\.lengths must hold 2/],
      [{ ...good, options: { ...(good["options"] as object), k1: -3 } }, /options are invalid/],
    ];
    for (const [data, message] of cases) {
      expect(() => Bm25Index.fromJSON(data)).toThrowError(message);
      expect(() => Bm25Index.fromJSON(data)).toThrowError(
        expect.objectContaining({ code: "INVALID_INDEX_DATA" }) as Error,
      );
    }
  });
});
