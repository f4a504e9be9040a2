// The gateway suite calls the same downstream tool three ways; every call must reach a real
// fixture server (a gateway answering from somewhere else would make the figures meaningless).
import { existsSync } from "node:fs";
import { expect, it } from "vitest";
import { measureGateway } from "./gateway.js";
import { measureGatewayStdio, processesWith, STDIO_SYSTEMS } from "./gateway-stdio.js";

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

it("times direct, proxied and piped echo calls over stdio, then leaves no process or temp file behind", async () => {
  const lines: string[] = [];
  const { figures, tools, calls, marker } = await measureGatewayStdio((line) => lines.push(line), {
    warmup: 2,
    runs: 5,
  });
  expect(tools).toBeGreaterThan(0);
  expect(calls).toBe(7); // every system answered every echo with the echoed text
  expect(Object.keys(figures)).toEqual([...STDIO_SYSTEMS]);
  for (const figure of Object.values(figures)) {
    expect(Number.isFinite(figure.p50) && figure.p50 > 0).toBe(true);
    expect(figure.p95).toBeGreaterThanOrEqual(figure.p50);
  }
  expect(lines).toEqual([expect.stringMatching(/^gateway stdio: direct/) as string]);
  expect(processesWith(marker)).toEqual([]);
  expect(existsSync(marker)).toBe(false);
}, 120_000);
