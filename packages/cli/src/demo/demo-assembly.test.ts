import { describe, expect, it } from "vitest";
import { createToolSearch } from "@hermes/tool-search";
import { DEMO_CORE_TOOLS, demoToolsets } from "./demo-catalog.js";

describe("the demo catalog through createToolSearch", () => {
  it("plans parallel segments on the real tools and assembles the demo catalog", () => {
    const search = createToolSearch({ contextLength: 200_000 });
    const assembly = search.assemble(demoToolsets());
    // 548 server tools, every one deferred under its namespaced name: none is visible by a
    // core name (Playwright's browser_* tools once were) and none is dropped for a shared name.
    const { report } = assembly;
    expect(report.tier).toBe(1);
    expect(report.deferredCount).toBe(548);
    expect(report.visible).toEqual(DEMO_CORE_TOOLS.map((tool) => tool.name).sort());
    expect(report.dropped).toEqual([]);
    const segments = search.plan(
      [
        { id: "a", name: "tool_search", arguments: { queries: ["x"] } },
        { id: "b", name: "tool_describe", arguments: { names: ["x"] } },
        { id: "c", name: "clarify", arguments: { question: "?" } },
      ],
      assembly,
    );
    expect(segments.map((segment) => [segment.kind, segment.calls.map((call) => call.id)])).toEqual([
      ["parallel", ["a", "b"]],
      ["sequential", ["c"]],
    ]);
  });
});
