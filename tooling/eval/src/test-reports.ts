// Small fixed reports shared by the rendering tests.
import type { AblationReport, AblationRow } from "./ablation.js";
import type { SetReport } from "./evaluate.js";
import type { MetricKey } from "./metric-list.js";
import { DEFAULT_CONFIG } from "./retrieval-config.js";

export function metricsOf(values: Partial<Record<MetricKey, number>>): ReadonlyMap<MetricKey, number> {
  return new Map(Object.entries(values) as [MetricKey, number][]);
}

export const SAMPLE_REPORT: SetReport = {
  set: "tiny",
  note: "a tiny set",
  tools: 3,
  queries: 2,
  results: [
    {
      system: "hermes-bm25",
      mode: "rank",
      role: "ours",
      metrics: metricsOf({ ndcg10: 0.9, recall5: 1, recall10: 1, top1: 0.5, mrr: 0.75, empty: 0 }),
      millis: 1,
    },
    {
      system: "hermes-bm25",
      mode: "gated",
      role: "ours",
      metrics: metricsOf({ ndcg10: 0.4, recall5: 0.5, recall10: 0.5, top1: 0.5, mrr: 0.5, empty: 0.5 }),
      millis: 1,
    },
    {
      system: "wink",
      mode: "rank",
      role: "peer",
      metrics: metricsOf({ ndcg10: 0.8123, recall5: 1, recall10: 1, top1: 0.5, mrr: 0.6, empty: 0 }),
      millis: 1,
    },
  ],
};

function ablationRow(
  group: string,
  label: string,
  isDefault: boolean,
  a: { ndcg10: number; top1: number },
  b: { ndcg10: number; top1: number },
): AblationRow {
  return {
    variant: { group, label, config: DEFAULT_CONFIG },
    isDefault,
    perSet: new Map([
      ["set-a", metricsOf(a)],
      ["set-b", metricsOf(b)],
    ]),
  };
}

export const SAMPLE_ABLATION: AblationReport = {
  sets: ["set-a", "set-b"],
  rows: [
    ablationRow("fields", "name only", false, { ndcg10: 0.5, top1: 0.4 }, { ndcg10: 0.3, top1: 0.2 }),
    ablationRow("fields", "+ param names", true, { ndcg10: 0.8, top1: 0.7 }, { ndcg10: 0.6, top1: 0.5 }),
    ablationRow("tokenizer", "stop words off", false, { ndcg10: 0.8, top1: 0.7 }, { ndcg10: 0.7, top1: 0.6 }),
    ablationRow("name weight", "name ×1", false, { ndcg10: 0.7, top1: 0.6 }, { ndcg10: 0.6, top1: 0.5 }),
    ablationRow("k1 / b", "k1 1.5, b 0.75", false, { ndcg10: 0.75, top1: 0.6 }, { ndcg10: 0.55, top1: 0.5 }),
  ],
};
