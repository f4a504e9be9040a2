import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { Bm25Index } from "./bm25-index.js";
import { ENGLISH_STOP_WORDS } from "./stop-words.js";
import { DEFAULT_VOCABULARY } from "./vocabulary.js";

// The test MCP server's tools: "notes create" used to bring add, add_tool and crash along
// through create ≈ add / register / make.
const FIXTURE = [
  ["echo", "Echo the given text back unchanged."],
  ["add", "Add two numbers and return the sum."],
  ["crash", "Make the server die without answering."],
  ["notes_create", "Create a note with a title and an optional body; returns its id."],
  ["notes_list", "List all notes created so far as JSON."],
  ["add_tool", "Register a new tool with the given name and send a notification."],
] as const;

function index(docs: readonly (readonly [string, string])[] = FIXTURE): Bm25Index {
  const built = new Bm25Index({
    fields: { name: 3, description: 1 },
    admission: "natural",
    tokenizer: { stopWords: ENGLISH_STOP_WORDS },
    vocabulary: DEFAULT_VOCABULARY,
  });
  built.addAll(docs.map(([id, description]) => ({ id, key: id, fields: { name: id, description } })));
  return built;
}
const ids = (built: Bm25Index, query: string): string[] => built.search(query, { limit: 10 }).map((hit) => hit.id);

describe("literal cover", () => {
  it("a short keyword query some tool matches word for word admits no tool matched only through equivalents", () => {
    expect(ids(index(), "notes create")).toEqual(["notes_create", "notes_list"]);
    expect(index().explain("notes create", "add_tool")).toMatchObject({
      verdict: "filtered",
      reason: "EQUIVALENTS_ONLY",
      natural: { literalCover: true },
    });
  });

  it("keeps a tool that matches one word itself and another through an equivalent, below the exact match", () => {
    const built = index([...FIXTURE, ["add_note", "Add a note."]]);
    const found = ids(built, "notes create");
    expect(found[0]).toBe("notes_create");
    expect(found).toContain("add_note");
    expect(found).not.toContain("add_tool");
  });

  it("does not apply when no tool has every word, or to one word, or under `none`", () => {
    expect(ids(index(), "make note")).toContain("notes_create");
    expect(index().explain("make note", "notes_create").natural).toMatchObject({ literalCover: false });
    expect(ids(index(), "create")).toEqual(expect.arrayContaining(["notes_create", "add"]));
    expect(ids(index(), "create").length).toBeGreaterThan(2);
    expect(
      index()
        .search("notes create", { admission: "none", limit: 10 })
        .map((hit) => hit.id),
    ).toContain("add_tool");
  });

  const WORDS = [
    "create",
    "add",
    "make",
    "note",
    "notes",
    "list",
    "send",
    "post",
    "message",
    "new",
    "register",
    "file",
  ];
  const text = fc.array(fc.constantFrom(...WORDS), { minLength: 1, maxLength: 6 }).map((words) => words.join(" "));
  const docs = fc.uniqueArray(fc.tuple(fc.string({ minLength: 1, maxLength: 5 }), text), {
    selector: ([id]) => id,
    minLength: 1,
    maxLength: 20,
  });
  const query = fc.array(fc.constantFrom(...WORDS), { minLength: 2, maxLength: 3 }).map((words) => words.join(" "));

  it("property: when some document has all of 2–3 query words, every admitted document has one of them itself", () => {
    fc.assert(
      fc.property(docs, query, (list, q) => {
        const built = index(list);
        const words = [...new Set(built.tokenize(q))];
        const has = (id: string, word: string): boolean =>
          built.tokenize(`${id} ${list.find(([d]) => d === id)?.[1] ?? ""}`).includes(word);
        const covered = words.length >= 2 && list.some(([id]) => words.every((word) => has(id, word)));
        const hits = built.search(q, { exact: false });
        if (covered)
          for (const hit of hits)
            expect(
              words.some((word) => has(hit.id, word)),
              hit.id,
            ).toBe(true);
        // Without the rule (`none` ranks every document sharing a term), the same documents score the same.
        const plain = new Map(built.search(q, { admission: "none", exact: false }).map((hit) => [hit.id, hit.score]));
        for (const hit of hits) expect(plain.get(hit.id)).toBeCloseTo(hit.score, 9);
      }),
      { numRuns: 300 },
    );
  });
});
