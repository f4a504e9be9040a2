// The gateway suite's stdio rows spawn the built CLI and the built fixture server, so this runs
// with the dist tests (after the packages are built): every call must reach the real server, and
// nothing it started may be left behind.
import { existsSync } from "node:fs";
import { expect, it } from "vitest";
import { measureGatewayStdio, processesWith, STDIO_SYSTEMS } from "./gateway-stdio.js";

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
