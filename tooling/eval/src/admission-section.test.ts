import { describe, expect, it } from "vitest";
import { renderAdmissionSection } from "./admission-section.js";
import { admissionTable } from "./admission-table.js";
import { admissionChecks, admissionLine, checkAdmission } from "./admission-targets.js";
import type { SetReport, SystemResult } from "./evaluate.js";
import type { Mode } from "./modes.js";
import { renderTextTable } from "./table.js";
import { metricsOf } from "./test-reports.js";

function row(system: string, mode: Mode, recall5: number, abstention: number, empty = 0): SystemResult {
  const balanced = recall5 + abstention === 0 ? 0 : (2 * recall5 * abstention) / (recall5 + abstention);
  return {
    system,
    mode,
    role: "ours",
    metrics: metricsOf({
      recall5,
      ndcg10: recall5 - 0.1,
      empty,
      absent_abstention: abstention,
      absent_abstention_server: 1,
      balanced,
    }),
    millis: 1,
  };
}

const REPORT: SetReport = {
  set: "tiny",
  note: "",
  tools: 3,
  queries: 2,
  results: [
    row("hermes-bm25", "rank", 0.9, 0),
    row("hermes-bm25", "gated", 0.5, 0.5, 0.4),
    row("hermes-bm25", "natural", 0.88, 0.6, 0.05),
    row("hermes-catalog", "rank", 0.9, 0),
    row("hermes-catalog", "gated", 0.5, 0.5, 0.4),
    row("hermes-catalog", "natural", 0.8, 0.4, 0.1),
    { system: "wink", mode: "rank", role: "peer", metrics: metricsOf({ recall5: 1 }), millis: 1 },
  ],
};

describe("admission targets", () => {
  it("checks R@5 within 5 points of rank and balanced 20 points above the better baseline", () => {
    const ok = checkAdmission(REPORT, "hermes-bm25");
    expect(ok).toMatchObject({ recallMet: true, balancedMet: true, baseline: { mode: "gated", balanced: 0.5 } });
    const short = checkAdmission(REPORT, "hermes-catalog");
    expect(short).toMatchObject({ recallMet: false, balancedMet: false });
    expect(short && admissionLine(short)).toBe(
      "tiny (hermes-catalog): R@5 80.0 vs rank 90.0 (−10.0 points): NOT MET; balanced 53.3 vs 50.0 (gated) + 20: NOT MET (16.7 points short)",
    );
    expect(admissionChecks([REPORT]).map((check) => check.system)).toEqual(["hermes-bm25", "hermes-catalog"]);
    expect(checkAdmission(REPORT, "wink")).toBeUndefined();
  });
});

describe("admissionTable", () => {
  it("has our rows only, present then absent columns", () => {
    const text = renderTextTable(admissionTable(REPORT, ["hermes-bm25"]));
    expect(text.split("\n")).toEqual([
      "system       mode      R@5  nDCG@10  empty%  absent abstain%  absent abstain% (server)  balanced",
      "-----------  -------  ----  -------  ------  ---------------  ------------------------  --------",
      "hermes-bm25  rank     90.0     80.0     0.0              0.0                     100.0       0.0",
      "hermes-bm25  gated    50.0     40.0    40.0             50.0                     100.0      50.0",
      "hermes-bm25  natural  88.0     78.0     5.0             60.0                     100.0      71.4",
    ]);
  });
});

describe("renderAdmissionSection", () => {
  const doc = renderAdmissionSection([REPORT]);

  it("has the rule, the tables, the targets, the default and what was tried", () => {
    expect(doc.split("\n").filter((line) => line.startsWith("#"))).toEqual([
      "## Admission: present and absent",
      "### The `natural` rule",
      "### Results (%)",
      "#### tiny",
      "### Targets (`natural` mode)",
      "### The trade-off and the default",
      "### What else was tried",
    ]);
    expect(doc).toContain("| hermes-catalog | natural | 80.0 | 70.0 | 10.0 | 40.0 | 100.0 | 53.3 |");
    expect(doc).toContain(
      "- tiny (hermes-bm25): R@5 88.0 vs rank 90.0 (−2.0 points): met; balanced 71.4 vs 50.0 (gated) + 20: met",
    );
    expect(doc).toContain("`(k1 + 1) × min(0.5 × E, 0.15 × idf₀ + 0.05 × E)`");
    expect(doc).toContain("`{ keywordGate: true, groupFloor: true }`");
    expect(doc).toContain("The default is `natural`");
    expect(doc).toContain("| natural (default) | 80.0 | 10.0 | 40.0 | 53.3 |");
  });

  it("ends with the frontier study when there is one", () => {
    const point = { threshold: 0, recall5: 0.9, abstention: 0, balanced: 0 };
    const frontier = { ranked: 0.9, withinBudget: point, best: point };
    const rerank = { top1: 1, recall5: 1, rerankedTop1: 1, rerankedRecall5: 1 };
    const study = renderAdmissionSection(
      [REPORT],
      [{ set: "tiny", signals: [{ key: "score-ratio", label: "x", frontier }], rerank }],
    );
    expect(study.startsWith(doc.trimEnd())).toBe(true);
    expect(study).toContain("### How far one threshold goes (the frontier study)");
    expect(study).toContain("| score-ratio | 90.0 | 0.0 | 0.0 | no |");
  });
});

describe("admissionLine", () => {
  it("shows no recall change as ±0.0", () => {
    const same: SetReport = {
      ...REPORT,
      results: [
        row("hermes-bm25", "rank", 0.9, 0),
        row("hermes-bm25", "gated", 0.5, 0.5),
        row("hermes-bm25", "natural", 0.9, 0.9),
      ],
    };
    const check = checkAdmission(same, "hermes-bm25");
    expect(check && admissionLine(check)).toBe(
      "tiny (hermes-bm25): R@5 90.0 vs rank 90.0 (±0.0 points): met; balanced 90.0 vs 50.0 (gated) + 20: met",
    );
  });
});
