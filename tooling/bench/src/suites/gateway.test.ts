// The gateway suite calls the same downstream tool three ways; every call must reach a real
// fixture server (a gateway answering from somewhere else would make the figures meaningless).
import { expect, it } from "vitest";
import { measureGateway } from "./gateway.js";

it.each(["inmemory", "http"] as const)("times direct and proxied echo calls over %s", async (mode) => {
  const lines: string[] = [];
  const { figures, tools, calls } = await measureGateway(mode, (line) => lines.push(line), { warmup: 2, runs: 5 });
  expect(tools).toBeGreaterThan(0);
  expect(calls).toBe(7);
  for (const figure of Object.values(figures)) {
    expect(figure.p50).toBeGreaterThan(0);
    expect(figure.p95).toBeGreaterThanOrEqual(figure.p50);
  }
  expect(lines).toEqual([expect.stringMatching(new RegExp(`^gateway ${mode}: direct`)) as string]);
});
