// Small fixed reports shared by the rendering tests.
import type { SetReport } from "./evaluate.js";
import type { MetricKey } from "./metric-list.js";

export function metricsOf(values: Partial<Record<MetricKey, number>>): ReadonlyMap<MetricKey, number> {
  return new Map(Object.entries(values) as [MetricKey, number][]);
}

export const SAMPLE_REPORT: SetReport = {
  set: "tiny",
  tools: 3,
  queries: 2,
  results: [
    {
      system: "hermes-bm25",
      mode: "rank",
      metrics: metricsOf({ ndcg10: 0.9, recall5: 1, recall10: 1, top1: 0.5, mrr: 0.75, empty: 0 }),
      millis: 1,
    },
    {
      system: "hermes-bm25",
      mode: "gated",
      metrics: metricsOf({ ndcg10: 0.4, recall5: 0.5, recall10: 0.5, top1: 0.5, mrr: 0.5, empty: 0.5 }),
      millis: 1,
    },
    {
      system: "wink",
      mode: "rank",
      metrics: metricsOf({ ndcg10: 0.8123, recall5: 1, recall10: 1, top1: 0.5, mrr: 0.6, empty: 0 }),
      millis: 1,
    },
  ],
};
