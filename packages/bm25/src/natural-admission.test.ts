import { describe, expect, it } from "vitest";
import { KEYWORD_SHAPE } from "./query-shape.js";
import { idf, resolveAdmission, type Admission, type QueryTerm } from "./admission.js";
import { Bm25Index } from "./bm25-index.js";
import {
  EVIDENCE_BASE,
  EVIDENCE_CAP,
  EVIDENCE_SHARE,
  evidenceThreshold,
  groupFloor,
  isContentTerm,
  planNatural,
} from "./natural-admission.js";
import { ENGLISH_STOP_WORDS } from "./stop-words.js";

const CATALOG = [
  { id: "github_create_issue", fields: { text: "create_issue Create a new issue in a GitHub repository" } },
  {
    id: "github_create_pull_request",
    fields: { text: "create_pull_request Create a new pull request in a GitHub repository" },
  },
  { id: "linear_create_issue", fields: { text: "linear_create_issue Create a new issue in Linear" } },
  { id: "slack_post_message", fields: { text: "slack_post_message Post a new message to a Slack channel" } },
  { id: "fs_write_file", fields: { text: "write_file Create a new file or overwrite a file" } },
  { id: "calendar_create_event", fields: { text: "create_event Create a calendar event with a title and a time" } },
];

/** The keyword gate with the evidence threshold (the natural preset before the group floor). */
const EVIDENCE_RULES = { keywordGate: true, evidence: true } as const;

function natural(admission: Admission = "natural"): Bm25Index {
  const index = new Bm25Index({ admission, tokenizer: { stopWords: ENGLISH_STOP_WORDS } });
  index.addAll(CATALOG);
  return index;
}

function term(token: string, df: number, n = 10, count = 1, group = 0): QueryTerm {
  return { token, termId: df > 0 ? 0 : -1, count, df, idf: idf(n, df), group, weight: count * idf(n, df) };
}

/** Terms with their groups set to their positions, as `queryTerms` makes them. */
function terms(...list: QueryTerm[]): QueryTerm[] {
  return list.map((t, i) => ({ ...t, group: i }));
}

const NATURAL_RULES = resolveAdmission("natural", "a");
const plan = (
  list: QueryTerm[],
  rules = NATURAL_RULES,
  stopWords = 1,
  request = false,
): ReturnType<typeof planNatural> =>
  planNatural(terms(...list), [], null, { ...KEYWORD_SHAPE, stopWords, request }, 10, 1.5, rules);

describe("natural admission: keyword queries keep honest empty results", () => {
  it("admits nothing for a keyword query with a word no document has", () => {
    const index = natural();
    for (const query of [
      "send gmail email",
      "post gmail message",
      "gmail message",
      "create issue in jira",
      "query postgres database",
      "slack send zzz",
    ]) {
      expect(index.search(query), query).toEqual([]);
    }
    expect(index.search("create issue in jira", { admission: "none" }).length).toBeGreaterThan(0);
  });

  it("answers keyword queries whose words the catalog has, requiring half the words (group floor)", () => {
    const hits = natural()
      .search("create a github issue")
      .map((hit) => hit.id);
    expect(hits[0]).toBe("github_create_issue");
    // fs_write_file and calendar_create_event share only "create": one of three words.
    expect(hits).not.toContain("fs_write_file");
    expect(hits).not.toContain("calendar_create_event");
    expect(
      natural()
        .search("create a github issue", { admission: "none" })
        .map((hit) => hit.id),
    ).toContain("fs_write_file");
    expect(natural().search("slack post message")[0]?.id).toBe("slack_post_message");
  });

  it("counts no numbers among the group floor's words: a value in the query asks nothing more of a tool", () => {
    const index = natural();
    index.add({ id: "set_volume", fields: { text: "set_volume Set the speaker volume" } });
    index.add({ id: "wait", fields: { text: "wait Wait for 20 seconds or 3 minutes" } });
    expect(index.search("create the volume 20")[0]?.id).toBe("set_volume");
    expect(index.explain("create the volume 20", "set_volume").natural).toMatchObject({
      contentTerms: 2,
      answerable: 2,
      required: 0,
    });
    // Three words are still three: a tool matching one of them is left out.
    expect(index.search("create volume issue").map((hit) => hit.id)).not.toContain("set_volume");
  });

  it("lets numbers and one-letter words pass the keyword gate; a two-letter word no document has gates", () => {
    expect(natural().search("create 2 github issues")[0]?.id).toBe("github_create_issue");
    expect(natural().search("post a slack message to channel 7")[0]?.id).toBe("slack_post_message");
    expect(natural().search("post sms")).toEqual([]);
  });
});

/** The catalog plus a weather tool: "hanoi" is in no document. */
function withWeather(): Bm25Index {
  const index = natural();
  index.add({ id: "weather_forecast", fields: { text: "weather_forecast Get the weather forecast for a city" } });
  return index;
}

describe("natural admission: natural-language requests", () => {
  it("never gates on words written inside quotes (literal values); an apostrophe inside a word is no quote", () => {
    const index = withWeather();
    expect(index.search("weather forecast hanoi")).toEqual([]);
    expect(index.search("weather forecast 'Hanoi'")[0]?.id).toBe("weather_forecast");
    expect(index.search('weather forecast "hanoi"')[0]?.id).toBe("weather_forecast");
    expect(index.search("hanoi's weather forecast")).toEqual([]);
  });

  it("answers a short question whose unseen word is a value (a place), where the same words as keywords admit nothing", () => {
    const index = withWeather();
    expect(index.search("weather forecast hanoi")).toEqual([]);
    expect(index.search("what's the weather forecast in Hanoi")[0]?.id).toBe("weather_forecast");
    expect(index.search("weather forecast in Hanoi?")[0]?.id).toBe("weather_forecast");
  });

  it("answers a long request although some of its words are in no document", () => {
    const query =
      "I am really frustrated: could you please open a new issue in our GitHub repository about the broken login page?";
    expect(new Bm25Index({ admission: "gated" }).search(query)).toEqual([]);
    const hits = natural().search(query);
    expect(hits[0]?.id).toBe("github_create_issue");
    expect(hits).toEqual(natural().search(query, { admission: "none" }));
  });

  it("under the evidence rule, admits nothing when the best document matches too little of a long request", () => {
    const query = "tell me the history of ancient Rome and the emperors who ruled it, from a new perspective";
    expect(natural(EVIDENCE_RULES).search(query, { admission: "none" }).length).toBeGreaterThan(0);
    expect(natural(EVIDENCE_RULES).search(query)).toEqual([]);
  });

  it("keeps exact-key hits, which bypass admission", () => {
    const index = new Bm25Index({ admission: "natural" });
    index.addAll([
      { id: "zeta", key: "gmail_send_draft", fields: { text: "nothing shared" } },
      { id: "other", fields: { text: "send a draft" } },
    ]);
    expect(index.search("gmail_send_draft").map((hit) => [hit.id, hit.exact])).toEqual([["zeta", true]]);
    expect(index.search("gmail_send_draft", { exact: false })).toEqual([]);
  });
});

describe("explain under natural admission", () => {
  it("names the keyword gate", () => {
    const explanation = natural().explain("post gmail message", "slack_post_message");
    expect(explanation).toMatchObject({
      verdict: "filtered",
      reason: "UNSEEN_KEYWORD",
      rarestToken: null,
      natural: { contentTerms: 3, unseen: ["gmail"], keywordQuery: true, gated: true },
    });
    expect(explanation.summary).toBe(
      "'slack_post_message' is not admitted: the query is a keyword query (3 content terms) and no document has 'gmail'.",
    );
  });

  it("names the evidence threshold and reports the best score", () => {
    const query = "tell me the history of ancient Rome and the emperors who ruled it, from a new perspective";
    const explanation = natural(EVIDENCE_RULES).explain(query, "github_create_issue");
    expect(explanation.verdict).toBe("filtered");
    expect(explanation.reason).toBe("WEAK_EVIDENCE");
    expect(explanation.natural?.best).toBeLessThan(explanation.natural?.threshold ?? 0);
    expect(explanation.summary).toMatch(/below the evidence threshold .* so the query admits nothing\.$/);
  });

  it("admits with the search's score and the best score, and reports null natural for the seed rules", () => {
    const index = natural(EVIDENCE_RULES);
    const query = "open a new issue in the github repository for the failing nightly build";
    const hits = index.search(query);
    const explanation = index.explain(query, "github_create_issue");
    expect(explanation.verdict).toBe("admitted");
    expect(explanation.score).toBe(hits.find((hit) => hit.id === "github_create_issue")?.score);
    expect(explanation.natural?.best).toBe(hits[0]?.score);
    expect(index.explain(query, "github_create_issue", { admission: "gated" }).natural).toBeNull();
  });
});

describe("planNatural", () => {
  it("counts content terms: 2+ characters, not starting with a digit (short stems are seen)", () => {
    expect(["abc", "s3x", "ai", "sm", "s", "2023", "15th", "issu"].map(isContentTerm)).toEqual([
      true,
      true,
      true,
      true,
      false,
      false,
      false,
      true,
    ]);
    expect(plan([term("send", 2), term("gmail", 0), term("42", 0), term("s", 0)])).toMatchObject({
      contentTerms: 2,
      unseen: ["gmail"],
      keywordQuery: true,
      gated: true,
    });
    expect(plan([term("send", 2), term("sm", 0)])).toMatchObject({ unseen: ["sm"], gated: true });
  });

  it("is a keyword query up to three content terms, or six without a stop word; longer queries are never gated", () => {
    const three = [term("a1x", 1), term("b1x", 2), term("zzz", 0)];
    expect(plan(three)).toMatchObject({ gated: true, keywordQuery: true });
    expect(plan([...three, term("d1x", 3)])).toMatchObject({ keywordQuery: false, gated: false });
    expect(plan([...three, term("d1x", 3)], NATURAL_RULES, 0)).toMatchObject({ keywordQuery: true, gated: true });
    const six = [...three, term("d1x", 3), term("e1x", 3), term("f1x", 3)];
    expect(plan(six, NATURAL_RULES, 0)).toMatchObject({ keywordQuery: true, gated: true });
    expect(plan(six, NATURAL_RULES, 1)).toMatchObject({ keywordQuery: false, gated: false });
    expect(plan([...six, term("g1x", 3)], NATURAL_RULES, 0)).toMatchObject({ keywordQuery: false, gated: false });
  });

  it("asks a run of five or six keywords for half of all its words, unanswerable ones included", () => {
    const five = [term("run", 3), term("shell", 0), term("command", 1), term("execut", 2), term("code", 4)];
    // The floor alone (the keyword gate would turn "shell", unseen, away first): "shell" counts among the words.
    expect(plan(five, resolveAdmission({ groupFloor: true }, "a"), 0)?.required).toBe(3);
    expect(plan([...five, term("now", 1)], resolveAdmission({ groupFloor: true }, "a"), 0)?.required).toBe(3);
    expect(groupFloor(2, 5, true)).toBe(3);
    expect(groupFloor(2, 5, false)).toBe(0);
  });

  it("asks for half the answerable words in a keyword query, two in a short one, none in a long request", () => {
    expect(plan([term("abc", 3), term("def", 1)])?.required).toBe(0);
    expect(plan([term("abc", 3), term("def", 1), term("ghi", 1)])?.required).toBe(2);
    expect(plan([term("abc", 3), term("def", 1), term("ghi", 1), term("jkl", 1)])?.required).toBe(2);
    expect(plan([term("abc", 3), term("def", 1), term("ghi", 1), term("jkl", 1), term("mno", 1)])?.required).toBe(0);
    expect(
      plan([term("abc", 3), term("def", 1), term("ghi", 1)], { rarestToken: false, floor: false, keywordGate: true })
        ?.required,
    ).toBe(0);
  });

  it("computes the evidence over found terms, counting repeats, and the threshold from it for requests only", () => {
    const list = [term("alpha", 1, 10, 2), term("beta", 4), term("gamma", 0), term("delta", 2)];
    const rules = resolveAdmission(EVIDENCE_RULES, "a");
    const planned = plan(list, rules);
    const evidence = 2 * idf(10, 1) + idf(10, 4) + idf(10, 2);
    expect(planned?.evidence).toBeCloseTo(evidence, 12);
    expect(planned?.threshold).toBeCloseTo(
      2.5 * Math.min(EVIDENCE_CAP * evidence, EVIDENCE_BASE * idf(10, 0) + EVIDENCE_SHARE * evidence),
      12,
    );
    expect(evidenceThreshold(0.1, 10, 1.5)).toBeCloseTo(2.5 * EVIDENCE_CAP * 0.1, 12);
    expect(plan(list.slice(0, 3), rules)?.threshold).toBe(0);
  });

  it("never treats a question or a first-person request as keywords: no gate, no floor", () => {
    const four = [term("weather", 1), term("hanoi", 0), term("city", 2), term("forecast", 2)];
    expect(plan(four, NATURAL_RULES, 0)).toMatchObject({ keywordQuery: true, gated: true, required: 2 });
    expect(plan(four, NATURAL_RULES, 0, true)).toMatchObject({ keywordQuery: false, gated: false, required: 0 });
  });

  it("applies only the rules that are on", () => {
    expect(plan([term("zzz", 0)], { rarestToken: true, floor: true })).toBeNull();
    expect(plan([term("zzz", 0), term("abc", 2)], { rarestToken: false, floor: false, evidence: true })).toMatchObject({
      gated: false,
    });
    expect(plan([term("abc", 2)], { rarestToken: false, floor: false, keywordGate: true })?.threshold).toBe(0);
  });
});

describe("resolveAdmission with the natural rules", () => {
  it("maps the preset and partial rules, and leaves the seed presets exact", () => {
    expect(NATURAL_RULES).toEqual({ rarestToken: false, floor: false, keywordGate: true, groupFloor: true });
    expect(resolveAdmission({ groupFloor: true }, "a")).toEqual({ rarestToken: false, floor: false, groupFloor: true });
    expect(resolveAdmission({ evidence: true, floor: true }, "a")).toEqual({
      rarestToken: false,
      floor: true,
      evidence: true,
    });
    expect(resolveAdmission({ keywordGate: false }, "a")).toEqual({ rarestToken: false, floor: false });
    expect(resolveAdmission("gated", "a")).toEqual({ rarestToken: true, floor: true });
  });

  it("rejects a non-boolean rule, naming it", () => {
    expect(() => resolveAdmission({ evidence: "yes" as unknown as boolean }, "admission")).toThrowError(
      /admission.evidence must be a boolean/,
    );
    expect(() => resolveAdmission("strict" as unknown as "natural", "admission")).toThrowError(
      /"none", "gated", "natural"/,
    );
  });

  it("survives a JSON round trip", () => {
    const index = natural();
    const restored = Bm25Index.fromJSON(JSON.parse(JSON.stringify(index)));
    expect(restored.toJSON().options.admission).toEqual(NATURAL_RULES);
    for (const query of [
      "post gmail message",
      "create github issue",
      "please open a new issue in the github repository",
    ]) {
      expect(restored.search(query)).toEqual(index.search(query));
    }
  });
});
