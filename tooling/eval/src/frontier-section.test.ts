import { describe, expect, it } from "vitest";
import type { SetReport, SystemResult } from "./evaluate.js";
import type { SetFrontier } from "./frontier-run.js";
import {
  frontierTable,
  neededBalanced,
  renderConsoleFrontier,
  renderFrontierSection,
  siblingCeiling,
} from "./frontier-section.js";
import type { MetricKey } from "./metric-list.js";
import type { Mode } from "./modes.js";

function result(mode: Mode, recall5: number, balanced: number): SystemResult {
  const metrics = new Map<MetricKey, number>([
    ["recall5", recall5],
    ["balanced", balanced],
  ]);
  return { system: "hermes-bm25", mode, role: "ours", metrics, millis: 0 };
}

const REPORT: SetReport = {
  set: "demo",
  note: "",
  tools: 3,
  queries: 2,
  results: [result("rank", 0.9, 0.01), result("gated", 0.5, 0.3), result("natural", 0.88, 0.2)],
};

const point = (threshold: number, recall5: number, abstention: number, balanced: number) => ({
  threshold,
  recall5,
  abstention,
  balanced,
});

const FRONTIER: SetFrontier = {
  set: "demo",
  signals: [
    {
      key: "wide",
      label: "meets it",
      frontier: { ranked: 0.9, withinBudget: point(0.2, 0.86, 0.4, 0.546), best: point(0.5, 0.7, 0.7, 0.7) },
    },
    {
      key: "narrow",
      label: "does not",
      frontier: { ranked: 0.9, withinBudget: point(0.1, 0.88, 0.1, 0.18), best: point(0.3, 0.6, 0.3, 0.4) },
    },
  ],
  rerank: { top1: 0.5, recall5: 0.9, rerankedTop1: 0.55, rerankedRecall5: 0.85 },
};

describe("neededBalanced", () => {
  it("is the better baseline plus 20 points", () => {
    expect(neededBalanced(REPORT)).toBeCloseTo(0.5);
    expect(neededBalanced(undefined)).toBeUndefined();
  });
});

describe("frontierTable", () => {
  it("says which signal meets the target within the recall budget", () => {
    const table = frontierTable(FRONTIER, 0.5);
    expect(table.rows).toEqual([
      ["wide", "86.0", "40.0", "54.6", "yes", "70.0", "70.0", "70.0"],
      ["narrow", "88.0", "10.0", "18.0", "no", "40.0", "60.0", "30.0"],
    ]);
    expect(frontierTable(FRONTIER, undefined).rows[0]?.[4]).toBe("");
  });
});

describe("renderFrontierSection", () => {
  const doc = renderFrontierSection([FRONTIER], [REPORT]);

  it("lists the signals, a table per set and the summary", () => {
    expect(doc).toContain("| `wide` | meets it |");
    expect(doc).toContain("#### demo");
    expect(doc).toContain("top-1 50.0 → 55.0, R@5 90.0 → 85.0");
    expect(doc).toContain(
      "- demo: best within the R@5 budget 54.6 balanced (`wide`, abstaining on 40.0%), at any R@5 70.0 (`wide`, R@5 70.0); the target needs 50.0 at R@5 ≥ 85.0",
    );
  });

  it("prints the same numbers on the console", () => {
    const text = renderConsoleFrontier([FRONTIER], [REPORT]);
    expect(text).toContain("demo: admission frontier");
    expect(text).toMatch(/wide\s+86\.0\s+40\.0\s+54\.6\s+yes/);
  });
});

describe("siblingCeiling", () => {
  it("is the abstention left once the budget is spent on wrong-first queries", () => {
    const rank = {
      ...result("rank", 0.97, 0),
      metrics: new Map<MetricKey, number>([
        ["top1", 0.764],
        ["recall5", 0.97],
      ]),
    };
    const ceiling = siblingCeiling({ ...REPORT, set: "azure-mcp", results: [rank] });
    expect(ceiling?.answered).toBeCloseTo((0.92 - 0.764) / (0.97 - 0.764));
    expect(ceiling?.abstention).toBeCloseTo(1 - (0.92 - 0.764) / (0.97 - 0.764));
    const doc = renderFrontierSection([FRONTIER], [{ ...REPORT, set: "azure-mcp", results: [rank] }]);
    expect(doc).toContain("A bound says why: on azure-mcp the ranker puts the relevant tool first on 76.4% of the");
    expect(doc).toContain("abstains on at most about\n24.3% of the absent queries");
    expect(siblingCeiling(REPORT)).toBeUndefined();
  });
});
