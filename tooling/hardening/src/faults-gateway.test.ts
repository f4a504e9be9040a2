// Faults of the real loopback gateway, through one createToolSearch with connectors: every
// fault kind on every leg (search, describe, execute). A batch always comes back whole, local
// results survive a broken gateway, nothing escapes as an unhandled rejection, and the
// sockets and timers of each scenario are released.
import type { GatewayFault } from "@hermes/connectors/testing";
import { describe, expect, it, vi } from "vitest";
import { releasesEverything } from "./test-faults-scenario.js";
import {
  entryCodes,
  expectCompleteBatch,
  gatewayRig,
  HANG_DEADLINE_MS,
  sendEmail,
  type GatewayRig,
} from "./test-faults-gateway.js";

interface FaultCase {
  readonly name: string;
  readonly fault: GatewayFault;
  /** The code every execute entry ends with. */
  readonly code: string;
  /** Execute attempts per entry (1 + retries the client makes for this fault). */
  readonly attempts: number;
  /** Whether the tool ran on the gateway although the answer was lost. */
  readonly ran: boolean;
  /** What a search's connectors status becomes (`undefined`: connectors stay silent). */
  readonly searchReason: "unreachable" | "sign_in_expired" | undefined;
}

const CASES: readonly FaultCase[] = [
  {
    name: "hang",
    fault: { kind: "hang" },
    code: "PROVIDER_ERROR",
    attempts: 2,
    ran: false,
    searchReason: "unreachable",
  },
  {
    name: "5xx",
    fault: { kind: "status", status: 503 },
    code: "PROVIDER_ERROR",
    attempts: 2,
    ran: false,
    searchReason: "unreachable",
  },
  {
    name: "5xx after running",
    fault: { kind: "status", status: 502, afterHandling: true },
    code: "PROVIDER_ERROR",
    attempts: 2,
    ran: true,
    searchReason: "unreachable",
  },
  {
    name: "429 short Retry-After",
    fault: { kind: "rate-limit", retryAfterSeconds: 0 },
    code: "RATE_LIMITED",
    attempts: 2,
    ran: false,
    searchReason: "unreachable",
  },
  {
    name: "429 long Retry-After",
    fault: { kind: "rate-limit", retryAfterSeconds: 3_600 },
    code: "RATE_LIMITED",
    attempts: 1,
    ran: false,
    searchReason: "unreachable",
  },
  {
    name: "401",
    fault: { kind: "status", status: 401 },
    code: "SIGN_IN_EXPIRED",
    attempts: 1,
    ran: false,
    searchReason: "sign_in_expired",
  },
  {
    name: "404",
    fault: { kind: "status", status: 404 },
    code: "CONNECTORS_UNAVAILABLE",
    attempts: 1,
    ran: false,
    searchReason: undefined,
  },
  {
    name: "malformed JSON",
    fault: { kind: "malformed" },
    code: "PROVIDER_ERROR",
    attempts: 1,
    ran: false,
    searchReason: "unreachable",
  },
  {
    name: "truncated body",
    fault: { kind: "truncated" },
    code: "PROVIDER_ERROR",
    attempts: 1,
    ran: true,
    searchReason: "unreachable",
  },
  {
    name: "connection reset",
    fault: { kind: "reset" },
    code: "PROVIDER_ERROR",
    attempts: 2,
    ran: false,
    searchReason: "unreachable",
  },
  {
    name: "HTML error page",
    fault: { kind: "raw", status: 500, body: "<html>oops</html>", contentType: "text/html" },
    code: "PROVIDER_ERROR",
    attempts: 2,
    ran: false,
    searchReason: "unreachable",
  },
];

const BATCH = 4;

async function runBatch(rig: GatewayRig, tag: string): Promise<ReturnType<typeof expectCompleteBatch>> {
  const calls = Array.from({ length: BATCH }, (_, i) => sendEmail(`${tag}-${i}`));
  const outcome = await rig.search.handle(
    { id: `batch-${tag}`, name: "tool_call", arguments: { calls } },
    { assembly: rig.assembly },
  );
  expect(outcome.isError).toBe(false);
  return expectCompleteBatch(outcome.result, BATCH);
}

describe("gateway faults through tool search", () => {
  it.each(CASES)("$name: batches come back whole, local results survive, everything is released", async (testCase) => {
    await releasesEverything(async () => {
      // Only the hang waits for deadlines; every other fault answers at once, so its healthy requests get the generous default.
      const rig = await gatewayRig(testCase.fault.kind === "hang" ? { deadlineMs: HANG_DEADLINE_MS } : {});
      try {
        for (const route of ["search", "schemas", "execute"] as const) rig.gateway.setFault(route, testCase.fault);
        const batch = await runBatch(rig, "f");
        expect(entryCodes(batch)).toEqual(Array.from({ length: BATCH }, () => testCase.code));
        expect(rig.gateway.requestsTo("execute")).toHaveLength(BATCH * testCase.attempts);
        expect(rig.gateway.executions).toHaveLength(testCase.ran ? BATCH : 0);
        // Retries reuse the entry's idempotency key: one distinct key per entry.
        expect(new Set(rig.gateway.requestsTo("execute").map((request) => request.idempotencyKey)).size).toBe(BATCH);

        const found = await rig.search.handle(
          { id: "s", name: "tool_search", arguments: { queries: ["send email", "list inbox"] } },
          { assembly: rig.assembly },
        );
        expect(found.isError).toBe(false);
        const result = found.result as { results: { matches: string[] }[]; connectors?: { reason: string } };
        // Local results survive: each query's own tool first (wording bridging may add the other local tool after it).
        expect(result.results.map((group) => group.matches[0])).toEqual(["send_mail", "list_mail"]);
        expect(result.connectors?.reason).toBe(testCase.searchReason);

        const described = await rig.search.handle(
          { id: "d", name: "tool_describe", arguments: { names: ["connectors__gmail__SEND_EMAIL", "send_mail"] } },
          { assembly: rig.assembly },
        );
        const tools = (described.result as { tools: Record<string, unknown> }).tools;
        expect(Object.keys(tools)).toEqual(["send_mail"]);
        expect(rig.localCalls).toEqual([]);

        // Once the fault is gone, the same runtime works again.
        rig.gateway.clearFaults();
        expect(entryCodes(await runBatch(rig, "after"))).toEqual(Array.from({ length: BATCH }, () => "ok"));
      } finally {
        await rig.gateway.close();
      }
    });
  });

  it("slow answers within the deadline are results, not errors", async () => {
    await releasesEverything(async () => {
      const rig = await gatewayRig();
      try {
        rig.gateway.setFault("execute", { kind: "latency", ms: 120 });
        rig.gateway.setFault("search", { kind: "latency", ms: 120 });
        const [batch, found] = await Promise.all([
          runBatch(rig, "slow"),
          rig.search.handle(
            { id: "s", name: "tool_search", arguments: { queries: ["gmail send email"] } },
            { assembly: rig.assembly },
          ),
        ]);
        expect(entryCodes(batch)).toEqual(["ok", "ok", "ok", "ok"]);
        expect((found.result as { results: { matches: string[] }[] }).results[0]?.matches).toContain(
          "connectors__gmail__SEND_EMAIL",
        );
        expect(rig.gateway.executions).toHaveLength(BATCH);
      } finally {
        await rig.gateway.close();
      }
    });
  });

  it("a search group that echoes another use case is dropped, the rest kept", async () => {
    await releasesEverything(async () => {
      const rig = await gatewayRig();
      try {
        rig.gateway.setFault("search", { kind: "mismatched-echo", group: 0 });
        const found = await rig.search.handle(
          { id: "s", name: "tool_search", arguments: { queries: ["gmail send email", "linear create issue"] } },
          { assembly: rig.assembly },
        );
        const groups = (found.result as { results: { matches: string[] }[] }).results;
        expect(groups[0]?.matches.some((name) => name.startsWith("connectors__"))).toBe(false);
        expect(groups[1]?.matches).toContain("connectors__linear__CREATE_ISSUE");
        expect(rig.logs.some((line) => line.includes("dropped"))).toBe(true);
      } finally {
        await rig.gateway.close();
      }
    });
  });

  it("closing the gateway under a hung request frees the caller at once", async () => {
    await releasesEverything(async () => {
      const rig = await gatewayRig({ deadlineMs: 30_000 });
      rig.gateway.setFault("execute", { kind: "hang" });
      const pending = runBatch(rig, "hung");
      await vi.waitFor(() => expect(rig.gateway.requestsTo("execute")).not.toHaveLength(0), {
        timeout: 30_000,
        interval: 5,
      });
      await rig.gateway.close();
      const batch = await pending;
      // The reset is a transport failure; the retry then finds nothing listening. PROVIDER_ERROR,
      // not TIMEOUT: the caller is freed by the close, not by the 30 s deadline.
      expect(entryCodes(batch)).toEqual(["PROVIDER_ERROR", "PROVIDER_ERROR", "PROVIDER_ERROR", "PROVIDER_ERROR"]);
    });
  });
});
