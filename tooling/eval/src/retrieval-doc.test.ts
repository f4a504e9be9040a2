import { describe, expect, it } from "vitest";
import { renderConsoleAblation, renderConsoleReport } from "./console-report.js";
import { DEFAULT_CONFIG } from "./retrieval-config.js";
import { evidenceLine, renderRetrievalDoc } from "./retrieval-doc.js";
import type { RetrievalDocInput } from "./retrieval-doc.js";
import { SAMPLE_ABLATION, SAMPLE_REPORT } from "./test-reports.js";

const input: RetrievalDocInput = {
  config: DEFAULT_CONFIG,
  reports: [SAMPLE_REPORT],
  ablation: SAMPLE_ABLATION,
  systems: [
    { system: "hermes-bm25", mode: "rank", role: "ours", about: "ours, ranking" },
    { system: "wink", mode: "rank", role: "peer", about: "wink with its prep" },
  ],
};

describe("evidenceLine", () => {
  it("gives the mean and per-set differences against the default in points", () => {
    const [nameOnly, base] = SAMPLE_ABLATION.rows;
    expect(nameOnly && base && evidenceLine(nameOnly, base, SAMPLE_ABLATION.sets)).toBe(
      "name only: mean nDCG@10 40.0 (−30.0 vs default; set-a −30.0, set-b −30.0)",
    );
  });
  it("shows gains with a plus sign and no change as ±0.0", () => {
    const base = SAMPLE_ABLATION.rows[1];
    const stop = SAMPLE_ABLATION.rows[2];
    expect(stop && base && evidenceLine(stop, base, SAMPLE_ABLATION.sets)).toBe(
      "stop words off: mean nDCG@10 75.0 (+5.0 vs default; set-a ±0.0, set-b +10.0)",
    );
  });
});

describe("renderRetrievalDoc", () => {
  const doc = renderRetrievalDoc(input);

  it("has the sections in order", () => {
    const headings = doc.split("\n").filter((line) => line.startsWith("## "));
    expect(headings).toEqual([
      "## Sets",
      "## Metrics",
      "## Systems",
      "## How tools become documents",
      "## Results",
      "## Targets (`rank` mode)",
      "## The gated mode's empty share",
      "## Admission: present and absent",
    ]);
  });
  it("describes the default document, with dropped fields marked", () => {
    expect(doc).toContain(
      "Default: name×5 description×1 params×1 paramDescriptions×0.3 server×2; camelCase split on; stop words on; k1 4, b 0.75, BM25+ delta 0.5, field-wise share 0.3; vocabulary on.",
    );
    expect(doc).toMatch(/\| paramDescriptions \| parameter descriptions \| 0.3 \|/);
    expect(doc).toMatch(/\| name \| tool name .* \| 5 \|/);
  });
  it("cites the ablation against the default and includes its table", () => {
    expect(doc).toContain("- name only: mean nDCG@10 40.0 (−30.0 vs default; set-a −30.0, set-b −30.0)");
    expect(doc).toContain("- name weight (mean nDCG@10): name ×1 65.0");
    expect(doc).toContain("the ranker's own defaults (k1 1.5, b 0.75) 65.0");
    expect(doc).toContain("| fields | + param names | 80.0 | 70.0 | 60.0 | 50.0 | 70.0 | ◀ default |");
  });
  it("renders one results table per set, the targets and the gated empty share", () => {
    expect(doc).toContain("### tiny (3 tools, 2 queries)");
    expect(doc).toContain("| hermes-bm25 | gated | 40.0 | 50.0 | 50.0 | 50.0 | 50.0 | 50.0 |");
    expect(doc).toContain("- tiny, nDCG@10 ≥ best of peers as shipped: 90.0 vs 81.2 (wink): met");
    expect(doc).toContain("| tiny | 50.0 | 40.0 | 90.0 |");
    expect(doc).toContain("| `wink` | rank | wink with its prep |");
  });
});

describe("console output", () => {
  it("prints each set's table and the target checks", () => {
    const text = renderConsoleReport([SAMPLE_REPORT]);
    expect(text).toMatch(/^tiny: 3 tools, 2 queries \(values in %\)\nsystem {7}mode/);
    expect(text).toContain(
      "targets (rank mode):\n  tiny, nDCG@10 ≥ best of peers as shipped: 90.0 vs 81.2 (wink): met",
    );
  });
  it("prints the ablation with a title", () => {
    expect(renderConsoleAblation(SAMPLE_ABLATION)).toMatch(/^ablation: .*\ngroup +variant/);
  });
});
