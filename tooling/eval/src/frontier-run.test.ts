import type { EvalSet } from "@hermes/data";
import { describe, expect, it } from "vitest";
import { runFrontier } from "./frontier-run.js";
import { DEFAULT_CONFIG } from "./retrieval-config.js";

const tool = (name: string, description: string): EvalSet["tools"][number] => ({
  id: name,
  server: "s",
  name,
  description,
  inputSchema: {},
});

/** Two unrelated services: without its tool, each query still shares a word with the other service. */
const set: EvalSet = {
  name: "tiny",
  note: "",
  tools: [
    tool("vault_secret_list", "List the secrets of a key vault"),
    tool("vault_secret_create", "Create a secret in a key vault"),
    tool("mail_send", "Send an email message to a recipient"),
  ],
  queries: [
    { id: "q1", text: "list every secret in my vault", relevant: ["vault_secret_list"] },
    { id: "q2", text: "send an email message to my boss", relevant: ["mail_send"] },
  ],
};

describe("runFrontier", () => {
  const frontier = runFrontier(set, DEFAULT_CONFIG);

  it("reports every signal with the ranking's own R@5", () => {
    expect(frontier.set).toBe("tiny");
    expect(frontier.signals.map((s) => s.key)).toContain("score-ratio");
    for (const { frontier: f } of frontier.signals) expect(f.ranked).toBe(1);
  });

  it("abstains on the query whose service is gone entirely", () => {
    // Without mail_send nothing shares a word with q2's request except stop words, so every
    // signal abstains there at any threshold; q1's sibling vault_secret_create still matches.
    const ratio = frontier.signals.find((s) => s.key === "score-ratio")?.frontier;
    expect(ratio?.best.abstention).toBeGreaterThanOrEqual(0.5);
    expect(ratio?.withinBudget.recall5).toBe(1);
  });

  it("finds that action words separate the sibling", () => {
    const action = frontier.signals.find((s) => s.key === "action-words")?.frontier;
    // "list every secret" without vault_secret_list: the create tool conflicts, so both absent queries abstain.
    expect(action?.best).toMatchObject({ recall5: 1, abstention: 1, balanced: 1 });
  });

  it("measures action words as a ranking rule", () => {
    expect(frontier.rerank).toEqual({ top1: 1, recall5: 1, rerankedTop1: 1, rerankedRecall5: 1 });
  });
});
