// Storms on the real loopback gateway: 5xx and 429 storms that pass, many batches at once
// under a storm, and a fast-check property that arms a random fault before every single
// attempt. Every batch comes back whole, no entry runs twice (retries reuse the idempotency
// key), an entry that reports success ran exactly once, and every scenario releases its
// sockets and timers.
import * as fc from "fast-check";
import type { GatewayFault } from "@hermes/connectors/testing";
import { describe, expect, it } from "vitest";
import { releasesEverything } from "./test-faults-scenario.js";
import {
  entryCodes,
  expectCompleteBatch,
  gatewayRig,
  HANG_DEADLINE_MS,
  sendEmail,
  type Batch,
  type GatewayRig,
} from "./test-faults-gateway.js";

async function batchOf(rig: GatewayRig, tags: readonly string[]): Promise<Batch> {
  const outcome = await rig.search.handle(
    { id: `b-${tags[0] ?? ""}`, name: "tool_call", arguments: { calls: tags.map(sendEmail) } },
    { assembly: rig.assembly },
  );
  return expectCompleteBatch(outcome.result, tags.length);
}

/** Per tag: how many times the gateway really ran it. */
function runsByTag(rig: GatewayRig): Map<string, number> {
  const runs = new Map<string, number>();
  for (const execution of rig.gateway.executions) {
    const tag = String((execution.arguments as { subject?: unknown }).subject);
    runs.set(tag, (runs.get(tag) ?? 0) + 1);
  }
  return runs;
}

/** Every entry ran at most once; a successful entry exactly once. */
function expectNoDoubleRuns(rig: GatewayRig, batch: Batch, tags: readonly string[]): void {
  const runs = runsByTag(rig);
  batch.results.forEach((entry, i) => {
    const count = runs.get(tags[i] ?? "") ?? 0;
    expect(count, `runs of ${tags[i] ?? ""}`).toBeLessThanOrEqual(1);
    if (entry.error === undefined) expect(count, `runs of successful ${tags[i] ?? ""}`).toBe(1);
  });
}

const tagsFor = (prefix: string, size: number): string[] => Array.from({ length: size }, (_, i) => `${prefix}-${i}`);

describe("gateway storms", () => {
  it("a 5xx storm that passes: entries fail while it lasts and succeed after, none twice", async () => {
    await releasesEverything(async () => {
      const rig = await gatewayRig();
      try {
        // 7 failing attempts: entries 0-2 fail both attempts, entry 3 fails once then succeeds.
        rig.gateway.setFault("execute", { kind: "status", status: 503, afterHandling: true }, { times: 7 });
        const tags = tagsFor("storm5", 6);
        const batch = await batchOf(rig, tags);
        expect(entryCodes(batch)).toEqual(["PROVIDER_ERROR", "PROVIDER_ERROR", "PROVIDER_ERROR", "ok", "ok", "ok"]);
        expectNoDoubleRuns(rig, batch, tags);
        // afterHandling: the failed entries did run, once; the retried one was replayed, not re-run.
        expect(rig.gateway.executions).toHaveLength(6);
      } finally {
        await rig.gateway.close();
      }
    });
  });

  it("a 429 storm with Retry-After: entries are rate limited with the delay, then succeed", async () => {
    await releasesEverything(async () => {
      const rig = await gatewayRig();
      try {
        rig.gateway.setFault("execute", { kind: "rate-limit", retryAfterMs: 20 }, { times: 5 });
        const tags = tagsFor("storm429", 5);
        const batch = await batchOf(rig, tags);
        // 5 limited attempts: entries 0-1 are limited twice (first try and retry), entry 2 once.
        expect(entryCodes(batch)).toEqual(["RATE_LIMITED", "RATE_LIMITED", "ok", "ok", "ok"]);
        expect(batch.results[0]).toMatchObject({ code: "RATE_LIMITED", retry_after_ms: 20 });
        expectNoDoubleRuns(rig, batch, tags);
      } finally {
        await rig.gateway.close();
      }
    });
  });

  it("many batches and searches at once under a mixed storm all come back whole", async () => {
    await releasesEverything(async () => {
      // Status faults only: a generous deadline, so a loaded machine cannot turn a slow success into a timeout.
      const rig = await gatewayRig({ deadlineMs: 5000 });
      try {
        rig.gateway.setFault("execute", { kind: "status", status: 500 }, { times: 40 });
        rig.gateway.setFault("search", { kind: "rate-limit", retryAfterSeconds: 1 }, { times: 10 });
        const batches = Array.from({ length: 20 }, (_, b) => tagsFor(`multi${b}`, 3));
        const [results, searches] = await Promise.all([
          Promise.all(batches.map((tags) => batchOf(rig, tags))),
          Promise.all(
            Array.from({ length: 20 }, (_, i) =>
              rig.search.handle(
                { id: `s${i}`, name: "tool_search", arguments: { queries: ["send email"] } },
                { assembly: rig.assembly },
              ),
            ),
          ),
        ]);
        results.forEach((batch, b) => expectNoDoubleRuns(rig, batch, batches[b] ?? []));
        const codes = results.flatMap(entryCodes);
        expect(codes).toHaveLength(60);
        expect(new Set(codes)).toEqual(new Set(["PROVIDER_ERROR", "ok"]));
        expect(
          searches.every(
            (outcome) => !outcome.isError && (outcome.result as { results: unknown[] }).results.length === 1,
          ),
        ).toBe(true);
        expect(rig.gateway.executions.length).toBe(codes.filter((code) => code === "ok").length);
      } finally {
        await rig.gateway.close();
      }
    });
  });

  it("property: a random fault before every attempt never loses, doubles or hangs an entry", async () => {
    const faults: readonly (GatewayFault | undefined)[] = [
      undefined,
      { kind: "hang" },
      { kind: "reset" },
      { kind: "malformed" },
      { kind: "truncated" },
      { kind: "status", status: 500 },
      { kind: "status", status: 503, afterHandling: true },
      { kind: "status", status: 401 },
      { kind: "status", status: 409 },
      { kind: "rate-limit", retryAfterMs: 5 },
      { kind: "rate-limit", retryAfterSeconds: 600 },
      { kind: "latency", ms: 10 },
      { kind: "raw", status: 200, body: '{"results": "nope"}' },
      { kind: "raw", status: 200, body: '{"results": [{"error": {"code": "WEIRD"}}]}' },
    ];
    let runs = 0;
    await releasesEverything(async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.array(fc.constantFrom(...faults), { minLength: 1, maxLength: 12 }),
          fc.integer({ min: 1, max: 5 }),
          async (schedule, size) => {
            runs += 1;
            const queue = [...schedule];
            // Scheduled hangs wait for the deadline: the short one for hang tests, which its healthy attempts share.
            const rig = await gatewayRig({
              deadlineMs: HANG_DEADLINE_MS,
              beforeAttempt: (gateway) => gateway.setFault("execute", queue.shift(), { times: 1 }),
            });
            try {
              const tags = tagsFor(`p${runs}`, size);
              const batch = await batchOf(rig, tags);
              expectNoDoubleRuns(rig, batch, tags);
              const allowed = new Set([
                "ok",
                "PROVIDER_ERROR",
                "RATE_LIMITED",
                "SIGN_IN_EXPIRED",
                "IDEMPOTENCY_CONFLICT",
              ]);
              expect(entryCodes(batch).every((code) => allowed.has(code))).toBe(true);
              // Every attempt got the next scheduled fault; when they run out, attempts succeed.
              const attempts = rig.gateway.requestsTo("execute").length;
              expect(attempts).toBeLessThanOrEqual(size * 2);
              if (schedule.length < size) expect(entryCodes(batch).at(-1)).toBe("ok");
            } finally {
              await rig.gateway.close();
            }
          },
        ),
        { numRuns: 40, seed: 20_240_917 },
      );
    });
    expect(runs).toBe(40);
  });
});
