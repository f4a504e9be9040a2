import { describe, expect, it } from "vitest";
import { idf, resolveAdmission, type QueryTerm } from "./admission.js";
import { Bm25Index } from "./bm25-index.js";
import { EVIDENCE_BASE, EVIDENCE_CAP, EVIDENCE_SHARE, evidenceThreshold, isContentTerm, planNatural } from "./natural-admission.js";
import { ENGLISH_STOP_WORDS } from "./stop-words.js";

const CATALOG = [
  { id: "github_create_issue", fields: { text: "create_issue Create a new issue in a GitHub repository" } },
  { id: "github_create_pull_request", fields: { text: "create_pull_request Create a new pull request in a GitHub repository" } },
  { id: "linear_create_issue", fields: { text: "linear_create_issue Create a new issue in Linear" } },
  { id: "slack_post_message", fields: { text: "slack_post_message Post a new message to a Slack channel" } },
  { id: "fs_write_file", fields: { text: "write_file Create a new file or overwrite a file" } },
  { id: "calendar_create_event", fields: { text: "create_event Create a calendar event with a title and a time" } },
];

function natural(): Bm25Index {
  const index = new Bm25Index({ admission: "natural", tokenizer: { stopWords: ENGLISH_STOP_WORDS } });
  index.addAll(CATALOG);
  return index;
}

function term(token: string, df: number, n = 10, count = 1): QueryTerm {
  return { token, termId: df > 0 ? 0 : -1, count, df, idf: idf(n, df) };
}

const NATURAL_RULES = resolveAdmission("natural", "a");

describe("natural admission: keyword queries keep honest empty results", () => {
  it("admits nothing for a keyword query with a word no document has", () => {
    const index = natural();
    for (const query of ["send gmail email", "post gmail message", "gmail message", "create issue in jira", "query postgres database", "slack send zzz"]) {
      expect(index.search(query), query).toEqual([]);
    }
    expect(index.search("create issue in jira", { admission: "none" }).length).toBeGreaterThan(0);
  });

  it("answers keyword queries whose words the catalog has as the seed rules do: the rarest term is required", () => {
    const hits = natural().search("create a github issue").map((hit) => hit.id);
    expect(hits).toEqual(["github_create_issue", "github_create_pull_request"]);
    expect(natural().search("create a github issue", { admission: "gated" }).map((hit) => hit.id)).toEqual(hits);
    expect(natural().search("slack post message")[0]?.id).toBe("slack_post_message");
  });

  it("lets numbers and one- or two-letter words pass the keyword gate", () => {
    expect(natural().search("create 2 github issues")[0]?.id).toBe("github_create_issue");
    expect(natural().search("post a slack message to ch 7")[0]?.id).toBe("slack_post_message");
  });
});

describe("natural admission: natural-language requests", () => {
  it("answers a long request although some of its words are in no document", () => {
    const query = "I am really frustrated: could you please open a new issue in our GitHub repository about the broken login page?";
    expect(new Bm25Index({ admission: "gated" }).search(query)).toEqual([]);
    const hits = natural().search(query);
    expect(hits[0]?.id).toBe("github_create_issue");
    expect(hits).toEqual(natural().search(query, { admission: "none" }));
  });

  it("admits nothing when the best document matches too little of a long request", () => {
    const query = "tell me the history of ancient Rome and the emperors who ruled it, from a new perspective";
    expect(natural().search(query, { admission: "none" }).length).toBeGreaterThan(0);
    expect(natural().search(query)).toEqual([]);
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
    expect(explanation.summary).toBe("'slack_post_message' is not admitted: the query is a keyword query (3 content terms) and no document has 'gmail'.");
  });

  it("names the evidence threshold and reports the best score", () => {
    const query = "tell me the history of ancient Rome and the emperors who ruled it, from a new perspective";
    const explanation = natural().explain(query, "github_create_issue");
    expect(explanation.verdict).toBe("filtered");
    expect(explanation.reason).toBe("WEAK_EVIDENCE");
    expect(explanation.natural?.best).toBeLessThan(explanation.natural?.threshold ?? 0);
    expect(explanation.summary).toMatch(/below the evidence threshold .* so the query admits nothing\.$/);
  });

  it("admits with the search's score and the best score, and reports null natural for the seed rules", () => {
    const index = natural();
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
  it("counts content terms: 3+ characters, not starting with a digit", () => {
    expect(["abc", "s3x", "ai", "s", "2023", "15th", "issu"].map(isContentTerm)).toEqual([true, true, false, false, false, false, true]);
    const plan = planNatural([term("send", 2), term("gmail", 0), term("42", 0), term("ai", 0)], 10, 1.5, NATURAL_RULES);
    expect(plan).toMatchObject({ contentTerms: 2, unseen: ["gmail"], keywordQuery: true, gated: true });
  });

  it("is a keyword query up to three content terms; longer queries are never gated", () => {
    const three = [term("a1x", 1), term("b1x", 2), term("zzz", 0)];
    expect(planNatural(three, 10, 1.5, NATURAL_RULES)).toMatchObject({ gated: true, rarest: -1 });
    expect(planNatural([...three, term("d1x", 3)], 10, 1.5, NATURAL_RULES)).toMatchObject({ keywordQuery: false, gated: false, rarest: -1 });
  });

  it("requires the found term with the highest idf in a keyword query (ties: the earliest; short words count)", () => {
    expect(planNatural([term("abc", 3), term("def", 1), term("ghi", 1)], 10, 1.5, NATURAL_RULES)?.rarest).toBe(1);
    expect(planNatural([term("abc", 3), term("ai", 1), term("42", 0)], 10, 1.5, NATURAL_RULES)).toMatchObject({ gated: false, rarest: 1 });
  });

  it("computes the evidence over found terms, counting repeats, and the threshold from it for requests only", () => {
    const terms = [term("alpha", 1, 10, 2), term("beta", 4), term("gamma", 0), term("delta", 2)];
    const plan = planNatural(terms, 10, 1.5, NATURAL_RULES);
    const evidence = 2 * idf(10, 1) + idf(10, 4) + idf(10, 2);
    expect(plan?.evidence).toBeCloseTo(evidence, 12);
    expect(plan?.threshold).toBeCloseTo(2.5 * Math.min(EVIDENCE_CAP * evidence, EVIDENCE_BASE * idf(10, 0) + EVIDENCE_SHARE * evidence), 12);
    expect(evidenceThreshold(0.1, 10, 1.5)).toBeCloseTo(2.5 * EVIDENCE_CAP * 0.1, 12);
    expect(planNatural(terms.slice(0, 3), 10, 1.5, NATURAL_RULES)?.threshold).toBe(0);
  });

  it("applies only the rules that are on", () => {
    expect(planNatural([term("zzz", 0)], 10, 1.5, { rarestToken: true, floor: true })).toBeNull();
    expect(planNatural([term("zzz", 0), term("abc", 2)], 10, 1.5, { rarestToken: false, floor: false, evidence: true })).toMatchObject({ gated: false });
    expect(planNatural([term("abc", 2)], 10, 1.5, { rarestToken: false, floor: false, keywordGate: true })?.threshold).toBe(0);
  });
});

describe("resolveAdmission with the natural rules", () => {
  it("maps the preset and partial rules, and leaves the seed presets exact", () => {
    expect(NATURAL_RULES).toEqual({ rarestToken: false, floor: false, keywordGate: true, evidence: true });
    expect(resolveAdmission({ evidence: true, floor: true }, "a")).toEqual({ rarestToken: false, floor: true, evidence: true });
    expect(resolveAdmission({ keywordGate: false }, "a")).toEqual({ rarestToken: false, floor: false });
    expect(resolveAdmission("gated", "a")).toEqual({ rarestToken: true, floor: true });
  });

  it("rejects a non-boolean rule, naming it", () => {
    expect(() => resolveAdmission({ evidence: "yes" as unknown as boolean }, "admission")).toThrowError(/admission.evidence must be a boolean/);
    expect(() => resolveAdmission("strict" as unknown as "natural", "admission")).toThrowError(/"none", "gated", "natural"/);
  });

  it("survives a JSON round trip", () => {
    const index = natural();
    const restored = Bm25Index.fromJSON(JSON.parse(JSON.stringify(index)));
    expect(restored.toJSON().options.admission).toEqual(NATURAL_RULES);
    for (const query of ["post gmail message", "create github issue", "please open a new issue in the github repository"]) {
      expect(restored.search(query)).toEqual(index.search(query));
    }
  });
});
