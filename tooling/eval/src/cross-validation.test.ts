import type { EvalSet } from "@hermes/data";
import { describe, expect, it } from "vitest";
import { renderCvSection } from "./agent-doc-section.js";
import { agentPresentSet, CV_GRID, cvTable, gridPoints, runCrossValidation } from "./cross-validation.js";
import { DEFAULT_CONFIG } from "./retrieval-config.js";

const tool = (id: string, description: string, params: Record<string, string> = {}): EvalSet["tools"][number] => ({
  id,
  server: id.split("_")[0] ?? "s",
  name: id,
  description,
  inputSchema: {
    properties: Object.fromEntries(Object.entries(params).map(([name, text]) => [name, { description: text }])),
  },
});

const setA: EvalSet = {
  name: "a",
  note: "",
  tools: [
    tool("vault_get", "Get a secret from a vault", { vault: "Vault name" }),
    tool("blob_list", "List blobs in a container"),
  ],
  queries: [
    { id: "1", text: "get my secret", relevant: ["vault_get"] },
    { id: "2", text: "list blobs", relevant: ["blob_list"] },
  ],
};
const setB: EvalSet = {
  name: "b",
  note: "",
  tools: [tool("mail_send", "Send mail", { to: "Recipient address" }), tool("file_read", "Read a file")],
  queries: [
    { id: "1", text: "recipient address mail", relevant: ["mail_send"] },
    { id: "2", text: "read the file", relevant: ["file_read"] },
  ],
};

describe("gridPoints", () => {
  it("is every combination of the grid, on top of the base", () => {
    const points = gridPoints(DEFAULT_CONFIG);
    const size = Object.values(CV_GRID).reduce((n, values) => n * values.length, 1);
    expect(points).toHaveLength(size);
    expect(new Set(points.map((p) => p.label)).size).toBe(size);
    expect(points[0]?.config.document.description).toBe(DEFAULT_CONFIG.document.description);
  });
});

describe("runCrossValidation", () => {
  it("holds out each set in turn and reports the chosen point's scores", async () => {
    const report = await runCrossValidation([setA, setB], DEFAULT_CONFIG);
    expect(report.folds.map((fold) => fold.heldOut)).toEqual(["a", "b"]);
    for (const fold of report.folds) {
      expect(fold.bestScore).toBeGreaterThanOrEqual(fold.heldOutScore);
      expect(fold.bestScore).toBeGreaterThanOrEqual(fold.defaultScore);
    }
    const means = report.points.map((p) => (p.scores[0] ?? 0) + (p.scores[1] ?? 0));
    expect(means[report.points.findIndex((p) => p.label === report.chosen.label)]).toBe(Math.max(...means));
    expect(cvTable(report).rows).toHaveLength(2);
  });
});

describe("agentPresentSet", () => {
  it("keeps the literal and paraphrase queries", () => {
    const set: EvalSet = {
      ...setA,
      queries: [
        { id: "1", text: "x y", relevant: [], group: "absent" },
        { id: "2", text: "a b", relevant: ["vault_get"], group: "literal" },
      ],
    };
    expect(agentPresentSet(set).queries.map((q) => q.id)).toEqual(["2"]);
  });
});

describe("the cross-validation section", () => {
  it("says when the catalog ships another point than the best, by how much and where the shipped point is higher", () => {
    const chosen = { label: "A", config: DEFAULT_CONFIG };
    const report = {
      mode: "natural" as const,
      sets: ["s1", "s2"],
      chosen,
      folds: [],
      points: [
        { label: "A", scores: [0.9, 0.5] },
        { label: "B", scores: [0.8, 0.58] },
      ],
    };
    expect(renderCvSection(report, "A")).toContain("— **A** — which the catalog ships;");
    expect(renderCvSection(report, "B")).toContain(
      "while the catalog ships **B**, 1.00 points of mean nDCG@10 below it (69.00 against 70.00; higher on s2)",
    );
  });
});
