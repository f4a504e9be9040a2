import { describe, expect, it } from "vitest";
import { batchPolicy, MAX_BATCH_CALLS } from "./batch-policy.js";
import type { CallEntry } from "./shapes.js";

const entry = (index: number, name: string, args: Record<string, unknown> = {}): CallEntry => ({
  index,
  name,
  arguments: args,
  path: `calls[${index}]`,
});
const connectors = (count: number): CallEntry[] =>
  Array.from({ length: count }, (_, i) => entry(i, `connectors__gmail__tool_${i}`));

describe("batchPolicy", () => {
  it("runs one local entry as itself", () => {
    const one = entry(0, "mcp__github__get_issue");
    expect(batchPolicy([one])).toEqual({ kind: "single", entry: one });
  });

  it("makes an all-connectors__ request a connector batch, a single one included", () => {
    expect(batchPolicy(connectors(1))).toEqual({ kind: "connector-batch", entries: connectors(1) });
    expect(batchPolicy(connectors(MAX_BATCH_CALLS))).toEqual({ kind: "connector-batch", entries: connectors(10) });
  });

  it("caps a connector batch at 10", () => {
    expect(batchPolicy(connectors(11))).toEqual({
      error:
        "A connector batch holds at most 10 calls; this one has 11. Split it into tool_call requests of at most 10 calls each.",
    });
  });

  it("rejects a local batch with a retry that restates the first entry", () => {
    const entries = [
      entry(0, "mcp__github__get_issue", { number: 1 }),
      entry(1, "read_file", { path: "a" }),
      entry(2, "mcp__jira__search"),
    ];
    expect(batchPolicy(entries)).toEqual({
      error:
        "tool_call runs one local tool per request: this request has 3 calls and 'mcp__github__get_issue' is not a connectors__ tool " +
        "(only connectors__ tools can be batched). " +
        'Retry with only: {"calls":[{"name":"mcp__github__get_issue","arguments":{"number":1}}]} then issue the remaining 2 call(s) separately.',
    });
  });

  it("rejects a mixed connector and local batch, naming the local entry", () => {
    const entries = [entry(0, "connectors__gmail__send", { to: "a" }), entry(1, "mcp__jira__search")];
    expect(batchPolicy(entries)).toEqual({
      error:
        "tool_call runs one local tool per request: this request has 2 calls and 'mcp__jira__search' is not a connectors__ tool " +
        "(only connectors__ tools can be batched). " +
        'Retry with only: {"calls":[{"name":"connectors__gmail__send","arguments":{"to":"a"}}]} then issue the remaining 1 call(s) separately.',
    });
  });

  it("runs local batches in order when sequential runs are enabled", () => {
    const entries = [entry(0, "a"), entry(1, "connectors__b")];
    expect(batchPolicy(entries, { localBatches: "sequential" })).toEqual({ kind: "sequential", entries });
    expect(
      batchPolicy(
        Array.from({ length: 11 }, (_, i) => entry(i, "a")),
        { localBatches: "sequential" },
      ),
    ).toEqual({
      error: "tool_call runs at most 10 calls per request; this one has 11. Split the calls across requests.",
    });
    expect(batchPolicy([entry(0, "a"), entry(1, "b")], { localBatches: "reject" })).toHaveProperty("error");
  });

  it("rejects an empty request", () => {
    expect(batchPolicy([])).toEqual({
      error: 'calls is empty: pass at least one call, as in {"calls":[{"name":"<tool name>","arguments":{…}}]}.',
    });
  });

  it("quotes an entry whose arguments JSON cannot encode with a placeholder", () => {
    const cyclic: Record<string, unknown> = {};
    cyclic["self"] = cyclic;
    const result = batchPolicy([entry(0, "a", cyclic), entry(1, "b")]);
    expect(result).toHaveProperty(
      "error",
      expect.stringContaining(
        'Retry with only: {"calls":[{"name":"a","arguments":{…}}]} then issue the remaining 1 call(s) separately.',
      ),
    );
  });
});

describe("batchPolicy keeps the retry small", () => {
  it("quotes a first entry with huge arguments as arguments {…}", () => {
    const result = batchPolicy([entry(0, "a", { text: "x".repeat(1_000_000) }), entry(1, "b")]);
    expect(result).toHaveProperty(
      "error",
      expect.stringContaining(
        'Retry with only: {"calls":[{"name":"a","arguments":{…}}]} then issue the remaining 1 call(s) separately.',
      ),
    );
    expect(JSON.stringify(result).length).toBeLessThan(1_000);
  });
});
