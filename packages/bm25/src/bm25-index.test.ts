import { describe, expect, it } from "vitest";
import { Bm25Index } from "./bm25-index.js";
import { Bm25Error } from "./errors.js";
import { referenceScores } from "../test/reference.js";

const TOOLS = [
  {
    id: "github_create_issue",
    fields: { name: "create_issue", description: "Create a new issue in a GitHub repository." },
  },
  {
    id: "github_list_issues",
    fields: { name: "list_issues", description: "List issues in a GitHub repository with filters." },
  },
  {
    id: "slack_post_message",
    fields: { name: "slack_post_message", description: "Post a new message to a Slack channel." },
  },
  {
    id: "postgres_query",
    fields: { name: "query", description: "Run a read-only SQL query against the Postgres database." },
  },
  {
    id: "fs_read_file",
    fields: { name: "read_file", description: "Read the complete contents of a file from the file system." },
  },
];

function toolIndex(): Bm25Index {
  const index = new Bm25Index({ fields: { name: 2, description: 1 } });
  index.addAll(TOOLS.map((tool) => ({ ...tool, key: tool.fields.name })));
  return index;
}

function expectCode(run: () => unknown, code: string): void {
  let thrown: unknown;
  try {
    run();
  } catch (error) {
    thrown = error;
  }
  expect(Bm25Error.is(thrown)).toBe(true);
  expect((thrown as Bm25Error).code).toBe(code);
}

describe("Bm25Index scoring", () => {
  it("matches a direct implementation of BM25F to within rounding", () => {
    const index = toolIndex();
    for (const query of ["create github issue", "read file contents", "issue issue repository", "slack message"]) {
      const expected = referenceScores(TOOLS, query, { name: 2, description: 1 });
      const actual = new Map(index.search(query, { exact: false }).map((hit) => [hit.id, hit.score]));
      expect([...actual.keys()].sort()).toEqual([...expected.keys()].sort());
      for (const [id, score] of expected) expect(actual.get(id)).toBeCloseTo(score, 10);
    }
  });

  it("is plain Okapi BM25 with one field, k1 and b as given", () => {
    const docs = [
      { id: "a", fields: { text: "apple banana apple" } },
      { id: "b", fields: { text: "banana cherry" } },
      { id: "c", fields: { text: "cherry date elderberry fig" } },
    ];
    const index = new Bm25Index({ k1: 1.2, b: 0.5 });
    index.addAll(docs);
    const expected = referenceScores(docs, "apple cherry", { text: 1 }, { k1: 1.2, b: 0.5 });
    for (const hit of index.search("apple cherry")) expect(hit.score).toBeCloseTo(expected.get(hit.id) ?? NaN, 12);
  });

  it("tells news from new: a news tool is not matched by every tool that creates something new", () => {
    // The create_issue description says "a new issue"; Porter alone stems "news" to "new".
    const index = toolIndex();
    index.add({ id: "news_headlines", fields: { name: "NewsHeadlines", description: "Top headlines by topic." } });
    expect(index.search("latest news", { exact: false }).map((hit) => hit.id)).toEqual(["news_headlines"]);
    expect(index.search("new", { exact: false }).map((hit) => hit.id)).not.toContain("news_headlines");
  });

  it("counts a repeated query term twice", () => {
    const index = toolIndex();
    const once = index.search("slack", { exact: false })[0]?.score ?? 0;
    const twice = index.search("slack slack", { exact: false })[0]?.score ?? 0;
    expect(twice).toBeCloseTo(2 * once, 12);
  });

  it("orders by score, ties in insertion order, and honours limit", () => {
    const index = new Bm25Index();
    index.addAll(["c", "a", "b"].map((id) => ({ id, fields: { text: "same words here" } })));
    index.add({ id: "best", fields: { text: "words words" } });
    expect(index.search("words").map((hit) => hit.id)).toEqual(["best", "c", "a", "b"]);
    expect(index.search("words", { limit: 2 }).map((hit) => hit.id)).toEqual(["best", "c"]);
    expect(index.search("words", { limit: 0 })).toEqual([]);
  });

  it("returns nothing for an empty or unknown query", () => {
    const index = toolIndex();
    expect(index.search("")).toEqual([]);
    expect(index.search("   ---  ")).toEqual([]);
    expect(index.search("zebra")).toEqual([]);
  });
});

describe("Bm25Index exact key", () => {
  it("puts a document whose key equals the query first, case and space insensitive", () => {
    const index = toolIndex();
    const hits = index.search("  Read_File ");
    expect(hits[0]).toMatchObject({ id: "fs_read_file", exact: true });
    expect(hits.slice(1).every((hit) => !hit.exact)).toBe(true);
    expect(hits.filter((hit) => hit.id === "fs_read_file")).toHaveLength(1);
  });

  it("bypasses both gates", () => {
    const index = new Bm25Index({ admission: "gated" });
    index.addAll([
      { id: "zeta", key: "zz_top_secret", fields: { text: "nothing shared" } },
      { id: "other", fields: { text: "top secret files" } },
    ]);
    expect(index.search("zz_top_secret").map((hit) => [hit.id, hit.exact])).toEqual([["zeta", true]]);
    expect(index.search("zz_top_secret", { exact: false })).toEqual([]);
  });
});

describe("Bm25Index exact key order", () => {
  it("orders documents sharing the key by score, then id, whatever the insertion order", () => {
    const docs = [
      { id: "b_weak", key: "read file", fields: { text: "read file from disk and more words" } },
      { id: "a_strong", key: "read file", fields: { text: "read file read file" } },
      { id: "c_weak", key: "read file", fields: { text: "read file from disk and more words" } },
    ];
    for (const order of [docs, [...docs].reverse(), [docs[2], docs[0], docs[1]]]) {
      const index = new Bm25Index();
      index.addAll(order.flatMap((doc) => (doc === undefined ? [] : [doc])));
      expect(index.search("read file").map((hit) => [hit.id, hit.exact])).toEqual([
        ["a_strong", true],
        ["b_weak", true],
        ["c_weak", true],
      ]);
    }
  });
});

describe("Bm25Index changes", () => {
  it("removes and replaces without a rebuild, matching a fresh index", () => {
    const index = toolIndex();
    index.remove("slack_post_message");
    index.replace({
      id: "github_list_issues",
      key: "list_issues",
      fields: { name: "list_issues", description: "List open pull requests." },
    });
    const fresh = new Bm25Index({ fields: { name: 2, description: 1 } });
    fresh.addAll(
      [
        TOOLS[0],
        {
          id: "github_list_issues",
          key: "list_issues",
          fields: { name: "list_issues", description: "List open pull requests." },
        },
        TOOLS[3],
        TOOLS[4],
      ].map((tool) => ({ key: tool?.fields.name, ...tool }) as { id: string; fields: Record<string, string> }),
    );
    for (const query of ["list pull requests", "issue", "slack message", "read file"]) {
      expect(index.search(query, { exact: false })).toEqual(fresh.search(query, { exact: false }));
    }
    expect(index.has("slack_post_message")).toBe(false);
    expect(index.size).toBe(4);
    expect(index.ids()).toEqual(["github_create_issue", "github_list_issues", "postgres_query", "fs_read_file"]);
  });

  it("keeps working after many removals compact the postings", () => {
    const index = new Bm25Index();
    for (let i = 0; i < 300; i += 1)
      index.add({ id: `d${i}`, key: `k${i}`, fields: { text: `common word${i % 7} item${i}` } });
    for (let i = 0; i < 250; i += 1) index.remove(`d${i}`);
    const fresh = new Bm25Index();
    for (let i = 250; i < 300; i += 1)
      fresh.add({ id: `d${i}`, key: `k${i}`, fields: { text: `common word${i % 7} item${i}` } });
    expect(index.search("common word3")).toEqual(fresh.search("common word3"));
    expect(index.search("k260")[0]).toMatchObject({ id: "d260", exact: true });
    expect(index.size).toBe(50);
  });

  it("reports misuse with typed errors and changes nothing", () => {
    const index = toolIndex();
    expectCode(() => index.add({ id: "fs_read_file", fields: {} }), "DUPLICATE_ID");
    expectCode(
      () =>
        index.addAll([
          { id: "n1", fields: {} },
          { id: "n1", fields: {} },
        ]),
      "DUPLICATE_ID",
    );
    expect(index.has("n1")).toBe(false);
    expectCode(() => index.remove("missing"), "UNKNOWN_ID");
    expectCode(() => index.replace({ id: "missing", fields: {} }), "UNKNOWN_ID");
    expectCode(() => index.add({ id: "x", fields: { body: "undeclared field" } }), "INVALID_DOCUMENT");
    expectCode(() => index.add({ id: "", fields: {} }), "INVALID_DOCUMENT");
    expectCode(() => index.add(null as unknown as { id: string; fields: Record<string, string> }), "INVALID_DOCUMENT");
    expectCode(
      () => index.replace({ id: "fs_read_file", fields: { name: 42 as unknown as string } }),
      "INVALID_DOCUMENT",
    );
    expect(index.search("read_file")[0]).toMatchObject({ id: "fs_read_file", exact: true });
    expectCode(() => index.search(7 as unknown as string), "INVALID_QUERY");
    expectCode(() => index.search("x", { limit: -1 }), "INVALID_OPTIONS");
    expectCode(() => index.search("x", { limit: 1.5 }), "INVALID_OPTIONS");
    expectCode(() => index.search("x", { admission: "strict" as unknown as "gated" }), "INVALID_OPTIONS");
    expect(index.size).toBe(5);
  });

  it("rejects bad options, naming the key and value", () => {
    expect(() => new Bm25Index({ k1: -1 })).toThrowError(/k1 must be a number within \[0, .*got -1/);
    expect(() => new Bm25Index({ b: 2 })).toThrowError(/b must be a number within \[0, 1\], got 2/);
    expect(() => new Bm25Index({ delta: -0.5 })).toThrowError(/delta must be a number within \[0, .*got -0.5/);
    expect(() => new Bm25Index({ delta: Number.NaN })).toThrowError(/delta must be a number/);
    expect(() => new Bm25Index({ fields: {} })).toThrowError(/at least one field/);
    expect(() => new Bm25Index({ fields: { name: 0 } })).toThrowError(
      /fields.name must be a finite weight above 0, got 0/,
    );
    expect(() => new Bm25Index({ admission: { floor: "yes" as unknown as boolean } })).toThrowError(
      /admission.floor must be a boolean/,
    );
  });
});
