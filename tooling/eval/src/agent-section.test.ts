import type { EvalSet } from "@hermes/data";
import { describe, expect, it } from "vitest";
import { agentGroupSet, agentTable, agentTargetLines, type AgentGroupReport } from "./agent-section.js";
import type { MetricKey } from "./metric-list.js";

const set: EvalSet = {
  name: "agent",
  note: "",
  tools: [],
  queries: [
    { id: "1", text: "a b", relevant: ["x"], group: "literal" },
    { id: "2", text: "c d", relevant: ["x"], group: "paraphrase" },
    { id: "3", text: "e f", relevant: [], group: "absent" },
  ],
};

function report(group: AgentGroupReport["group"], metrics: Partial<Record<MetricKey, number>>): AgentGroupReport {
  return {
    group,
    report: {
      set: `agent/${group}`,
      note: "",
      tools: 0,
      queries: 1,
      results: [
        {
          system: "hermes-catalog",
          mode: "natural",
          role: "ours",
          millis: 1,
          metrics: new Map(Object.entries(metrics) as [MetricKey, number][]),
        },
      ],
    },
  };
}

describe("agent section", () => {
  it("splits the set by group", () => {
    expect(agentGroupSet(set, "paraphrase")).toMatchObject({ name: "agent/paraphrase", queries: [{ id: "2" }] });
  });

  it("tabulates each group, with a dash where a metric does not apply", () => {
    const table = agentTable([report("absent", { empty: 0.9 })]);
    expect(table.rows).toEqual([["absent", "hermes-catalog", "natural", "1", "—", "—", "—", "90.0"]]);
  });

  it("checks the targets, naming the ones not met", () => {
    const lines = agentTargetLines(
      [
        report("literal", { recall5: 0.96, empty: 0 }),
        report("paraphrase", { recall5: 0.7, empty: 0.1 }),
        report("absent", { empty: 0.9 }),
      ],
      "hermes-catalog",
      "natural",
    );
    expect(lines).toEqual([
      "hermes-catalog natural, literal R@5 96.0 ≥ 95.0: met",
      "hermes-catalog natural, paraphrase R@5 70.0 ≥ 80.0: NOT MET",
      "hermes-catalog natural, paraphrase empty% 10.0 ≤ 5.0: NOT MET",
      "hermes-catalog natural, absent abstention 90.0 ≥ 85.0: met",
    ]);
  });
});
