import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { Bm25Index } from "./bm25-index.js";
import { DEFAULT_EQUIVALENTS } from "./equivalents.js";
import { Bm25Error } from "./errors.js";
import { DEFAULT_ORDINARY_WORDS } from "./ordinary-words.js";
import { ENGLISH_STOP_WORDS } from "./stop-words.js";
import { createTokenizer } from "./tokenizer.js";
import { DEFAULT_VOCABULARY, EXPANSION_WEIGHT, PRESENT_EXPANSION_WEIGHT, resolveVocabulary } from "./vocabulary.js";

const tokenize = createTokenizer({ stopWords: ENGLISH_STOP_WORDS });

const TOOLS = [
  {
    id: "slack_post_message",
    key: "slack_post_message",
    fields: { name: "slack_post_message", description: "Post a new message to a Slack channel" },
  },
  {
    id: "slack_get_users",
    key: "slack_get_users",
    fields: { name: "slack_get_users", description: "Get the users of the Slack workspace" },
  },
  {
    id: "create_directory",
    key: "create_directory",
    fields: { name: "create_directory", description: "Create a new directory" },
  },
  {
    id: "create_pull_request",
    key: "create_pull_request",
    fields: { name: "create_pull_request", description: "Create a new pull request in a GitHub repository" },
  },
  {
    id: "maps_directions",
    key: "maps_directions",
    fields: { name: "maps_directions", description: "Get directions between two points" },
  },
];

function index(vocabulary = DEFAULT_VOCABULARY): Bm25Index {
  const built = new Bm25Index({
    fields: { name: 10, description: 1 },
    admission: "natural",
    tokenizer: { stopWords: ENGLISH_STOP_WORDS },
    vocabulary,
  });
  built.addAll(TOOLS);
  return built;
}

describe("the default lexicon (data)", () => {
  it("maps single lowercase words to non-empty lists of other words or phrases", () => {
    for (const [word, targets] of Object.entries(DEFAULT_EQUIVALENTS)) {
      expect(word, word).toMatch(/^[a-z0-9]+$/);
      expect(tokenize(word), word).toHaveLength(1);
      expect(targets.length, word).toBeGreaterThan(0);
      for (const target of targets) {
        expect(target, `${word} → ${target}`).toMatch(/^[a-z0-9]+( [a-z0-9]+)*$/);
        expect(target, word).not.toBe(word);
        expect(tokenize(target).length, `${word} → ${target}`).toBeGreaterThan(0);
      }
      expect(new Set(targets).size, word).toBe(targets.length);
    }
  });

  it("lists ordinary words once each, lowercase, and no service or product names", () => {
    expect(new Set(DEFAULT_ORDINARY_WORDS).size).toBe(DEFAULT_ORDINARY_WORDS.length);
    for (const word of DEFAULT_ORDINARY_WORDS) expect(word).toMatch(/^[a-z]+$/);
    const names = ["gmail", "sms", "twilio", "outlook", "whatsapp", "discord", "salesforce", "github", "slack", "jira"];
    const known = resolveVocabulary(DEFAULT_VOCABULARY, tokenize)?.ordinary;
    for (const name of names) expect(known?.has(tokenize(name)[0] ?? ""), name).toBe(false);
  });
});

describe("vocabulary expansion", () => {
  it("finds a tool through an equivalent where the query's own word is in no tool", () => {
    expect(index().search("slack send message")[0]?.id).toBe("slack_post_message");
    expect(index().search("create a folder")[0]?.id).toBe("create_directory");
    expect(index().search("open a pr")[0]?.id).toBe("create_pull_request");
    expect(index().search("get driving directions")[0]?.id).toBe("maps_directions");
  });

  it("without a vocabulary, the same queries come back empty (the keyword gate)", () => {
    const plain = new Bm25Index({
      fields: { name: 10, description: 1 },
      admission: "natural",
      tokenizer: { stopWords: ENGLISH_STOP_WORDS },
    });
    plain.addAll(TOOLS);
    expect(plain.search("slack send message")).toEqual([]);
    expect(plain.search("create a folder")).toEqual([]);
  });

  it("still admits nothing for a word that names something no tool has", () => {
    expect(index().search("send gmail email")).toEqual([]);
    expect(index().search("send sms text message")).toEqual([]);
    expect(index().explain("send gmail email", "slack_post_message")).toMatchObject({
      reason: "UNSEEN_KEYWORD",
      natural: { unseen: ["gmail"] },
    });
  });

  it("does not empty a keyword query over a common verb or greeting no tool has", () => {
    // "tell", "hello" and "say" are in no tool: ordinary words, so the query is ranked, not gated.
    expect(
      index()
        .search("slack tell team hello")
        .map((hit) => hit.id),
    ).toContain("slack_post_message");
    expect(
      index()
        .search("say hi on slack")
        .map((hit) => hit.id),
    ).toContain("slack_post_message");
    for (const word of ["say", "tell", "speak", "hello", "reverse"]) expect(DEFAULT_ORDINARY_WORDS).toContain(word);
  });

  it("explain marks the expansion terms and says when one matched", () => {
    const explanation = index().explain("slack send message", "slack_post_message");
    expect(explanation.verdict).toBe("admitted");
    const post = explanation.terms.find((term) => term.token === "post");
    expect(post).toMatchObject({ expansionOf: "send" });
    expect(post?.contribution).toBeGreaterThan(0);
    expect(explanation.terms.find((term) => term.token === "slack")?.expansionOf).toBeUndefined();
    expect(explanation.natural?.bridged).toEqual(["send"]);
    expect(explanation.summary).toMatch(/through equivalents: 'post' for 'send'/);
  });

  it("an exact word always outranks its equivalent in the same place (property)", () => {
    const words = ["issue", "board", "channel", "table", "record", "page", "stream", "queue"];
    const pairs = Object.entries(DEFAULT_EQUIVALENTS).flatMap(([word, targets]) =>
      targets.filter((target) => !target.includes(" ")).map((target) => [word, target] as const),
    );
    fc.assert(
      fc.property(
        fc.constantFrom(...pairs),
        fc.array(fc.constantFrom(...words), { maxLength: 6 }),
        fc.array(fc.constantFrom(...words), { maxLength: 4 }),
        fc.array(fc.array(fc.constantFrom(...words), { minLength: 1, maxLength: 5 }), { maxLength: 6 }),
        ([word, target], contextWords, queryWords, otherTexts) => {
          let context = contextWords;
          let query = queryWords;
          let others = otherTexts;
          const own = new Set([...tokenize(word), ...tokenize(target)]);
          const clean = (list: readonly string[]): string[] => list.filter((w) => !tokenize(w).some((t) => own.has(t)));
          context = clean(context);
          query = clean(query);
          others = others.map(clean);
          if (tokenize(word)[0] === tokenize(target)[0]) return;
          const built = new Bm25Index({
            admission: "none",
            tokenizer: { stopWords: ENGLISH_STOP_WORDS },
            vocabulary: DEFAULT_VOCABULARY,
          });
          built.add({ id: "exact", fields: { text: [word, ...context].join(" ") } });
          built.add({ id: "equivalent", fields: { text: [target, ...context].join(" ") } });
          others.forEach((text, i) => built.add({ id: `other${i}`, fields: { text: text.join(" ") } }));
          const hits = built.search([word, ...query].join(" "));
          const exact = hits.findIndex((hit) => hit.id === "exact");
          const equivalent = hits.findIndex((hit) => hit.id === "equivalent");
          expect(exact).toBeGreaterThanOrEqual(0);
          if (equivalent >= 0) {
            expect(exact).toBeLessThan(equivalent);
            expect(hits[exact]?.score ?? 0).toBeGreaterThan(hits[equivalent]?.score ?? 0);
          }
        },
      ),
    );
  });

  it("weights an expansion below its word", () => {
    expect(EXPANSION_WEIGHT).toBeGreaterThan(0);
    expect(EXPANSION_WEIGHT).toBeLessThan(1);
    expect(PRESENT_EXPANSION_WEIGHT).toBeGreaterThan(0);
    expect(PRESENT_EXPANSION_WEIGHT).toBeLessThan(EXPANSION_WEIGHT);
  });

  it("weights the equivalents of a word some document has at PRESENT_EXPANSION_WEIGHT, of a word none has at EXPANSION_WEIGHT", () => {
    // Same corpus size and the same document "a" in both: only whether some document says "send" differs.
    const post = (other: string): number => {
      const built = new Bm25Index({ admission: "none", vocabulary: DEFAULT_VOCABULARY });
      built.addAll([
        { id: "a", fields: { text: "post message" } },
        { id: "b", fields: { text: `${other} invoice` } },
        { id: "c", fields: { text: "list users" } },
        { id: "d", fields: { text: "read file" } },
      ]);
      const term = built.explain("send", "a").terms.find((t) => t.token === "post");
      expect(term?.expansionOf).toBe("send");
      return term?.contribution ?? 0;
    };
    expect(post("send") / post("deliver")).toBeCloseTo(PRESENT_EXPANSION_WEIGHT / EXPANSION_WEIGHT, 10);
  });

  it("survives a JSON round trip", () => {
    const built = index();
    const restored = Bm25Index.fromJSON(JSON.parse(JSON.stringify(built)));
    for (const query of ["slack send message", "create a folder", "send gmail email"])
      expect(restored.search(query)).toEqual(built.search(query));
  });

  it("rejects a vocabulary of the wrong shape with INVALID_OPTIONS, naming the part", () => {
    const bad = [
      { equivalents: [], ordinary: [] },
      { equivalents: { send: "post" }, ordinary: [] },
      { equivalents: {}, ordinary: "words" },
      "words",
    ];
    for (const vocabulary of bad) {
      let error: unknown;
      try {
        new Bm25Index({ vocabulary: vocabulary as never });
      } catch (caught) {
        error = caught;
      }
      expect(error).toBeInstanceOf(Bm25Error);
      expect((error as Bm25Error).code).toBe("INVALID_OPTIONS");
      expect((error as Bm25Error).message).toMatch(/vocabulary/);
    }
  });
});
