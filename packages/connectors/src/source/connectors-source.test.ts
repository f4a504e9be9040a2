import { describeTools, searchTools } from "@hermes/bridge";
import type { RemoteSource } from "@hermes/catalog";
import { describe, expect, it } from "vitest";
import { createConnectorsSource } from "./connectors-source.js";
import { createConnectors } from "../create-connectors.js";
import { SIGN_IN_EXPIRED_HINT, UNREACHABLE_HINT } from "./status.js";
import { clientFor, memoryLogger, TOKEN, useGateway } from "../../test/gateway.js";
import { CONFIG, sessionPlan } from "../../test/session.js";
import { DEFAULT_CONNECTORS, type GatewayConnector, type TestGateway } from "../testing/index.js";

const SEVEN = [
  "send an email",
  "create linear issue",
  "search notion pages",
  "github pull requests",
  "list inbox messages",
  "slack message",
  "render template",
];

function sourceFor(gateway: TestGateway, logger = memoryLogger(), extra: { searchMs?: number } = {}): RemoteSource {
  return createConnectorsSource({
    client: clientFor(gateway, { timeoutsMs: { search: extra.searchMs ?? 5000, schemas: 5000 } }),
    logger,
  });
}

async function search(queries: readonly string[], remote: RemoteSource | undefined): Promise<unknown> {
  return searchTools({ queries, limit: 5 }, { scope: { plan: sessionPlan() }, config: CONFIG, remote });
}

describe("search leg", () => {
  const gateway = useGateway();

  it("asks the gateway once for 7 queries and ranks its hits with the local tools", async () => {
    const result = await search(SEVEN, sourceFor(gateway()));
    expect(gateway().requestsTo("search")).toHaveLength(1);
    expect(gateway().requests).toHaveLength(1);
    const results = (result as { results: { query: string; matches: string[] }[] }).results;
    expect(results[0]?.matches[0]).toBe("connectors__gmail__SEND_EMAIL");
    expect(results[1]?.matches).toContain("connectors__linear__CREATE_ISSUE");
    expect(results[3]?.matches).toContain("list_pull_requests");
    expect((result as { tools: Record<string, unknown> }).tools["connectors__gmail__SEND_EMAIL"]).toEqual({
      source: "connectors",
      source_name: "gmail",
      description: "Send an email message to recipients.",
      required: ["to", "subject"],
      signature: "connectors__gmail__SEND_EMAIL(to: string, subject: string, body?: string)",
    });
  });

  it("makes catalog entries of hits, keeping the connector as the gateway spelled it", async () => {
    const answer = await sourceFor(gateway()).search(["send an email"]);
    expect(answer.kind).toBe("results");
    const entry = answer.kind === "results" ? answer.groups[0]?.[0] : undefined;
    expect(entry).toMatchObject({
      name: "connectors__gmail__SEND_EMAIL",
      source: "connectors",
      sourceName: "gmail",
      label: "gmail",
      format: "neutral",
    });
    expect(entry?.inputSchema).toEqual(DEFAULT_CONNECTORS[0]?.tools[0]?.inputSchema);
  });

  it("drops a group whose echoed use case differs, and keeps the others", async () => {
    gateway().setFault("search", { kind: "mismatched-echo", group: 0 });
    const logger = memoryLogger();
    const answer = await sourceFor(gateway(), logger).search(["send an email", "create linear issue"]);
    expect(answer.kind === "results" ? answer.groups.map((group) => group.length > 0) : answer).toEqual([false, true]);
    expect(logger.lines.join("\n")).toContain("search group 0 answered");
  });

  it("degrades to local-only within the deadline when the gateway hangs", async () => {
    const local = await search(["create issue"], undefined);
    gateway().setFault("search", { kind: "hang" });
    // The gateway never answers: a result at all shows the 150 ms deadline ended the wait.
    const result = await search(["create issue"], sourceFor(gateway(), memoryLogger(), { searchMs: 150 }));
    expect(result).toEqual({
      ...(local as object),
      connectors: { status: "unavailable", reason: "unreachable", hint: UNREACHABLE_HINT },
    });
  });

  it("maps failures: 404 silent, 401/403 sign_in_expired, the rest unreachable", async () => {
    const cases = [
      [{ kind: "status", status: 404 }, { kind: "silent" }],
      [
        { kind: "status", status: 401 },
        {
          kind: "unavailable",
          status: { status: "unavailable", reason: "sign_in_expired", hint: SIGN_IN_EXPIRED_HINT },
        },
      ],
      [
        { kind: "status", status: 403 },
        {
          kind: "unavailable",
          status: { status: "unavailable", reason: "sign_in_expired", hint: SIGN_IN_EXPIRED_HINT },
        },
      ],
      [
        { kind: "status", status: 500 },
        { kind: "unavailable", status: { status: "unavailable", reason: "unreachable", hint: UNREACHABLE_HINT } },
      ],
      [
        { kind: "rate-limit", retryAfterSeconds: 1 },
        { kind: "unavailable", status: { status: "unavailable", reason: "unreachable", hint: UNREACHABLE_HINT } },
      ],
      [
        { kind: "malformed" },
        { kind: "unavailable", status: { status: "unavailable", reason: "unreachable", hint: UNREACHABLE_HINT } },
      ],
      [
        { kind: "truncated" },
        { kind: "unavailable", status: { status: "unavailable", reason: "unreachable", hint: UNREACHABLE_HINT } },
      ],
    ] as const;
    for (const [fault, expected] of cases) {
      gateway().setFault("search", fault);
      expect(await sourceFor(gateway()).search(["send an email"]), JSON.stringify(fault)).toEqual(expected);
    }
  });

  it("is byte-identical to local-only on 404, signed out or disabled — the last two send nothing", async () => {
    const local = JSON.stringify(await search(SEVEN, undefined));
    gateway().setFault("search", { kind: "status", status: 404 });
    expect(JSON.stringify(await search(SEVEN, sourceFor(gateway())))).toBe(local);
    gateway().clearLog();
    const signedOut = createConnectors({ origin: gateway().origin, getToken: () => undefined });
    const disabled = createConnectors({ origin: gateway().origin, getToken: () => TOKEN, config: { enabled: false } });
    expect(JSON.stringify(await search(SEVEN, signedOut.source))).toBe(local);
    expect(JSON.stringify(await search(SEVEN, disabled.source))).toBe(local);
    expect(await disabled.source.describe(["connectors__gmail__SEND_EMAIL"])).toEqual({ kind: "silent" });
    expect(disabled.source.owns("connectors__gmail__SEND_EMAIL")).toBe(false);
    expect(gateway().requests).toHaveLength(0);
  });
});

describe("search leg: gateway data", () => {
  const odd: GatewayConnector[] = [
    {
      name: "GitHub",
      description: "Code hosting.",
      accounts: [{ alias: "default", connected: true }],
      tools: [
        { slug: "GITHUB_STAR_REPO", description: "Star a repository.", inputSchema: { type: "object" } },
        { slug: "STAR_REPO", description: "Star a repo (legacy slug).", inputSchema: { type: "object" } },
        {
          slug: "GITHUB_WATCH_REPO",
          description: "Watch a repository.",
          inputSchema: { type: "object" },
          withoutSchema: true,
        },
      ],
    },
  ];
  const gateway = useGateway({ connectors: odd });

  it("keeps the prefixed twin with one warning, drops hits without a schema, lowercases names only", async () => {
    const logger = memoryLogger();
    const answer = await sourceFor(gateway(), logger).search(["star watch repository repo"]);
    const group = answer.kind === "results" ? (answer.groups[0] ?? []) : [];
    expect(group.map((entry) => [entry.name, entry.sourceName, entry.label, entry.description])).toEqual([
      ["connectors__github__STAR_REPO", "GitHub", "GitHub", "Star a repository."],
    ]);
    expect(logger.lines.filter((line) => line.includes("both compose"))).toHaveLength(1);
    expect(logger.lines[0]).toContain('"GITHUB_STAR_REPO" and "STAR_REPO"');
  });
});

describe("describe leg", () => {
  const gateway = useGateway();
  const names = [
    "connectors__gmail__SEND_EMAIL",
    "connectors__linear__SEARCH_ISSUES",
    "connectors__gmail__NOPE",
    "connectors__notion__GMAIL_SEND_EMAIL",
  ];

  it("resolves each name on its own, prefixed slug first, in one schemas request", async () => {
    const answer = await sourceFor(gateway()).describe([...names, "connectors__Bad__X"]);
    expect(gateway().requestsTo("schemas")).toHaveLength(1);
    expect(gateway().requests[0]?.body).toEqual({
      tools: [
        "GMAIL_SEND_EMAIL",
        "SEND_EMAIL",
        "LINEAR_SEARCH_ISSUES",
        "SEARCH_ISSUES",
        "GMAIL_NOPE",
        "NOPE",
        "NOTION_GMAIL_SEND_EMAIL",
      ],
    });
    if (answer.kind !== "results") throw new Error(answer.kind);
    expect([...answer.tools.keys()]).toEqual(["connectors__gmail__SEND_EMAIL", "connectors__linear__SEARCH_ISSUES"]);
    expect(answer.tools.get("connectors__linear__SEARCH_ISSUES")?.description).toBe("Search Linear issues by text.");
    expect([...answer.errors.keys()]).toEqual(["connectors__Bad__X"]);
  });

  it("answers tool_describe through the bridge; unknown names are not found", async () => {
    const result = await describeTools(
      { names: names.slice(0, 3) },
      { scope: { plan: sessionPlan() }, remote: sourceFor(gateway()) },
    );
    expect(Object.keys((result as { tools: object }).tools)).toEqual(names.slice(0, 2));
    expect((result as { not_found?: readonly string[] }).not_found).toEqual(["connectors__gmail__NOPE"]);
  });

  it("maps failures like the search leg", async () => {
    gateway().setFault("schemas", { kind: "status", status: 404 });
    expect(await sourceFor(gateway()).describe(names)).toEqual({ kind: "silent" });
    gateway().setFault("schemas", { kind: "status", status: 401 });
    expect(await sourceFor(gateway()).describe(names)).toMatchObject({
      kind: "unavailable",
      status: { reason: "sign_in_expired" },
    });
    gateway().setFault("schemas", { kind: "malformed" });
    expect(await sourceFor(gateway()).describe(names)).toMatchObject({
      kind: "unavailable",
      status: { reason: "unreachable" },
    });
  });
});
