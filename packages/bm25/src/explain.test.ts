import { describe, expect, it } from "vitest";
import { Bm25Index } from "./bm25-index.js";

function index(): Bm25Index {
  const idx = new Bm25Index({ fields: { name: 3, description: 1 }, admission: "gated" });
  idx.addAll([
    { id: "send_email", key: "send_email", fields: { name: "send_email", description: "Send an email message." } },
    { id: "post_message", key: "post_message", fields: { name: "post_message", description: "Post a chat message." } },
  ]);
  return idx;
}

describe("explain", () => {
  it("gives per-term statistics and a score equal to the search score", () => {
    const idx = index();
    const explanation = idx.explain("send message", "send_email");
    const hit = idx.search("send message").find((h) => h.id === "send_email");
    expect(explanation.verdict).toBe("admitted");
    expect(explanation.score).toBe(hit?.score);
    expect(explanation.tokens).toEqual(["send", "messag"]);
    expect(explanation.terms.map((t) => [t.token, t.df, t.frequencies])).toEqual([
      ["send", 1, { name: 1, description: 1 }],
      ["messag", 2, { name: 0, description: 1 }],
    ]);
    expect(explanation.terms.reduce((sum, t) => sum + t.contribution, 0)).toBe(explanation.score);
  });

  it("names the rule that filtered a document", () => {
    const explanation = index().explain("send message", "post_message");
    expect(explanation).toMatchObject({
      verdict: "filtered",
      reason: "RAREST_TOKEN_MISSING",
      rarestToken: { token: "send", present: false },
    });
    expect(explanation.summary).toContain("rarest query term 'send'");
  });

  it("reports exact and unmatched documents", () => {
    expect(index().explain("POST_MESSAGE", "post_message").verdict).toBe("exact");
    expect(index().explain("calendar", "post_message")).toMatchObject({ verdict: "unmatched", score: 0 });
  });

  it("follows per-call admission", () => {
    expect(index().explain("send message", "post_message", { admission: "none" }).verdict).toBe("admitted");
  });

  it("throws UNKNOWN_ID for a document that is not indexed", () => {
    expect(() => index().explain("x", "nope")).toThrowError(expect.objectContaining({ code: "UNKNOWN_ID" }) as Error);
  });
});
