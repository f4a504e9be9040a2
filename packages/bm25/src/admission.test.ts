import { describe, expect, it } from "vitest";
import { Bm25Index } from "./bm25-index.js";
import { idf, planAdmission, resolveAdmission, type QueryTerm } from "./admission.js";

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

function gated(): Bm25Index {
  const index = new Bm25Index({ admission: "gated" });
  index.addAll(CATALOG);
  return index;
}

function term(token: string, df: number, n = 10): QueryTerm {
  return { token, termId: df > 0 ? 0 : -1, count: 1, df, idf: idf(n, df), group: 0, weight: idf(n, df) };
}

describe("rarest-token gate", () => {
  it("admits nothing when the rarest query token is in no document", () => {
    const index = gated();
    expect(index.search("send gmail email")).toEqual([]);
    expect(index.search("create issue in jira")).toEqual([]);
    expect(index.explain("create issue in jira", "github_create_issue")).toMatchObject({
      verdict: "filtered",
      reason: "RAREST_TOKEN_MISSING",
      rarestToken: { token: "jira", present: false },
    });
  });

  it("keeps only documents holding the rarest token for 'create a github issue'", () => {
    const index = gated();
    const hits = index.search("create a github issue").map((hit) => hit.id);
    expect(hits[0]).toBe("github_create_issue");
    expect(new Set(hits)).toEqual(new Set(["github_create_issue", "github_create_pull_request"]));
    const ungated = index.search("create a github issue", { admission: "none" }).map((hit) => hit.id);
    expect(ungated).toContain("linear_create_issue");
    expect(ungated).toContain("calendar_create_event");
  });

  it("breaks idf ties by the earliest token in the query", () => {
    const plan = planAdmission([term("alpha", 2), term("beta", 1), term("gamma", 1)], {
      rarestToken: true,
      floor: false,
    });
    expect(plan.rarest).toBe(1);
    expect(planAdmission([term("a", 3), term("b", 3)], { rarestToken: true, floor: false }).rarest).toBe(0);
  });
});

describe("relevance floor", () => {
  it("filters a document matching one incidental term of a 4+ term query", () => {
    const index = new Bm25Index({ admission: { floor: true } });
    index.addAll(CATALOG);
    const query = "create github pull request";
    const hits = index.search(query).map((hit) => hit.id);
    expect(hits).toEqual(["github_create_pull_request", "github_create_issue"]);
    expect(index.explain(query, "calendar_create_event")).toMatchObject({
      verdict: "filtered",
      reason: "BELOW_FLOOR",
      floor: { answerable: 4, required: 2, matched: 1 },
    });
  });

  it("does not apply below four answerable terms; unknown terms are not answerable", () => {
    const index = new Bm25Index({ admission: { floor: true } });
    index.addAll(CATALOG);
    expect(index.search("create github zebra unicorn").map((hit) => hit.id)).toContain("calendar_create_event");
    const plan = planAdmission([term("a", 1), term("b", 2), term("c", 3), term("d", 0)], {
      rarestToken: false,
      floor: true,
    });
    expect(plan).toMatchObject({ answerable: 3, required: 0 });
    expect(
      planAdmission([term("a", 1), term("b", 2), term("c", 3), term("d", 4), term("e", 5)], {
        rarestToken: false,
        floor: true,
      }),
    ).toMatchObject({ answerable: 5, required: 3 });
  });
});

describe("resolveAdmission", () => {
  it("maps presets and partial rules", () => {
    expect(resolveAdmission("none", "a")).toEqual({ rarestToken: false, floor: false });
    expect(resolveAdmission("gated", "a")).toEqual({ rarestToken: true, floor: true });
    expect(resolveAdmission({ floor: true }, "a")).toEqual({ rarestToken: false, floor: true });
  });

  it("uses Lucene's idf", () => {
    expect(idf(10, 0)).toBeCloseTo(Math.log(1 + 10.5 / 0.5), 12);
    expect(idf(10, 10)).toBeCloseTo(Math.log(1 + 0.5 / 10.5), 12);
  });
});
