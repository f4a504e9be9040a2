import { describe, expect, it } from "vitest";
import { readManageArgs } from "./args.js";
import { createManageConnections, type ManageConnectionsOptions } from "./manage-connections.js";
import type { McpConnections } from "./mcp.js";
import type { ConnectionCard } from "./wait.js";
import { clientFor, useGateway } from "../../test/gateway.js";
import type { TestGateway } from "../testing/index.js";

const manageFor = (
  gateway: TestGateway,
  options: Partial<ManageConnectionsOptions> = {},
): ReturnType<typeof createManageConnections> => createManageConnections({ client: clientFor(gateway), ...options });

describe("manage_connections definition and arguments", () => {
  const { definition } = createManageConnections({});

  it("is a strict neutral tool with no way to disconnect", () => {
    expect(Object.keys(definition)).toEqual(["name", "description", "inputSchema"]);
    expect(definition.name).toBe("manage_connections");
    expect(definition.inputSchema).toMatchObject({ additionalProperties: false, required: ["action"] });
    expect(JSON.stringify(definition.inputSchema)).not.toMatch(/disconnect|delete|revoke/);
    expect(definition.description).toContain("cannot disconnect, delete or revoke");
  });

  it("rejects what the rules forbid, saying why", () => {
    const rejected: [unknown, string][] = [
      ["status", "must be an object"],
      [{ action: "status", force: true }, 'unknown key(s) "force"'],
      [{ action: "disconnect", targets: ["gmail"] }, "cannot disconnect, delete or revoke"],
      [{ action: "revoke", targets: ["gmail"] }, "cannot disconnect, delete or revoke"],
      [{ action: "explode" }, "action must be one of"],
      [{ action: "connect" }, "needs at least one target"],
      [{ action: "connect", targets: ["gmail"], to: "x" }, "`to` is only allowed with action rename"],
      [
        {
          action: "connect",
          targets: [
            { name: "gmail", alias: "a" },
            { name: "linear", alias: "b" },
          ],
        },
        "only one target per call may carry an alias",
      ],
      [{ action: "connect", targets: [{ name: "gmail", alias: "Work!" }] }, "must be 1–32 of a-z, 0-9 and -"],
      [{ action: "connect", targets: [{ name: "gmail", alias: "a".repeat(33) }] }, "must be 1–32"],
      [{ action: "connect", targets: [{ name: "gmail", scope: "all" }] }, 'targets[0] has unknown key(s) "scope"'],
      [{ action: "connect", targets: ["gmail", "Gmail"] }, "targets[1] repeats"],
      [
        { action: "connect", targets: [{ name: "github", mcp: true }] },
        "MCP servers take install, enable or authorize",
      ],
      [{ action: "install", targets: ["gmail"] }, 'for local MCP servers only: mark targets with "mcp": true'],
      [{ action: "install", targets: [{ name: "github", mcp: true, alias: "x" }] }, "MCP servers have no accounts"],
      [{ action: "rename", targets: ["gmail"] }, "rename needs `to`"],
      [{ action: "rename", targets: ["gmail", "linear"], to: "x" }, "exactly one target"],
      [{ action: "status", targets: "gmail" }, "targets must be an array"],
      [{ action: "status", targets: ["bad name"] }, "is not a valid app name"],
    ];
    for (const [args, message] of rejected) {
      const read = readManageArgs(args);
      expect(typeof read === "string" ? read : JSON.stringify(read), JSON.stringify(args)).toContain(message);
    }
  });

  it("accepts bare names, lowercases app names, keeps MCP names", () => {
    expect(readManageArgs({ action: "connect", targets: ["Gmail", { name: "linear", alias: "team-2" }] })).toEqual({
      action: "connect",
      targets: [
        { name: "gmail", alias: undefined, mcp: false },
        { name: "linear", alias: "team-2", mcp: false },
      ],
      to: undefined,
    });
    expect(readManageArgs({ action: "authorize", targets: [{ name: "GitHub.Enterprise", mcp: true }] })).toMatchObject({
      targets: [{ name: "GitHub.Enterprise", mcp: true }],
    });
  });

  it("never throws on values JSON cannot quote, and refuses over-long app names", () => {
    let deep: unknown = 1;
    for (let level = 0; level < 20_000; level += 1) deep = [deep];
    expect(readManageArgs({ action: "connect", targets: [{ name: "gmail", alias: deep }] })).toBe(
      "targets[0].alias (an unprintable array) must be 1–32 of a-z, 0-9 and -",
    );
    expect(readManageArgs({ action: "connect", targets: [{ name: "gmail", alias: 10n }] })).toBe(
      "targets[0].alias (an unprintable bigint) must be 1–32 of a-z, 0-9 and -",
    );
    expect(readManageArgs({ action: "connect", targets: ["a".repeat(65)] })).toBe(
      "targets[0].name is 65 characters long; app names are at most 64",
    );
    expect(readManageArgs({ action: "connect", targets: ["a".repeat(64)] })).toMatchObject({
      targets: [{ name: "a".repeat(64) }],
    });
  });
});

describe("manage_connections: hosted accounts", () => {
  const gateway = useGateway();

  it("shows status of every app, or of the targets' accounts", async () => {
    const all = await manageFor(gateway()).handle({ action: "status" });
    expect(all).toMatchObject({
      action: "status",
      connectors: [
        { name: "gmail", connected: true },
        { name: "linear" },
        { name: "notion", connected: false },
        { name: "slack" },
      ],
    });
    expect(await manageFor(gateway()).handle({ action: "status", targets: ["linear"] })).toEqual({
      action: "status",
      connectors: [{ name: "linear", connected: true, accounts: [{ alias: "work", connected: true }] }],
    });
  });

  it("mints links in one connections request and returns them without a card", async () => {
    const answer = await manageFor(gateway()).handle({ action: "connect", targets: ["notion", "gmail"] });
    expect(answer).toMatchObject({
      action: "connect",
      connections: [
        { name: "notion", status: "link_required", connect_url: expect.stringContaining("/connect/") as unknown },
        { name: "gmail", status: "connected" },
      ],
      hint: expect.stringContaining("connect_url") as unknown,
    });
    expect(gateway().requests.map((request) => [request.route, request.body])).toEqual([
      ["connections", { connectors: ["notion", "gmail"], reinitiate: false }],
    ]);
  });

  it("never retries a connections failure", async () => {
    gateway().setFault("connections", { kind: "status", status: 503 });
    expect(await manageFor(gateway()).handle({ action: "reconnect", targets: ["gmail"] })).toMatchObject({
      error: expect.stringContaining("could not be reached") as unknown,
    });
    expect(gateway().requests).toHaveLength(1);
  });

  it("with a card, waits until the user connects (seen by polling)", async () => {
    const cards: ConnectionCard[] = [];
    const manage = manageFor(gateway(), {
      pollIntervalMs: 10,
      showConnectionCard: async (card) => {
        cards.push(card);
        await fetch(card.connectUrl).then((response) => response.text());
        return undefined;
      },
    });
    const answer = await manage.handle({ action: "connect", targets: [{ name: "notion", alias: "docs" }] });
    expect(answer).toEqual({ action: "connect", connections: [{ name: "notion", status: "connected" }] });
    expect(cards).toEqual([
      {
        connector: "notion",
        connectUrl: expect.stringContaining("/connect/") as unknown,
        reconnect: false,
        alias: "docs",
      },
    ]);
    expect(gateway().requestsTo("connections")[0]?.body).toEqual({
      connectors: ["notion"],
      reinitiate: false,
      alias: { connector: "notion", alias: "docs" },
    });
  });

  it("with a card, takes skipped from the card and stops at the deadline or the user's stop", async () => {
    const skipped = await manageFor(gateway(), { showConnectionCard: () => "skipped" }).handle({
      action: "connect",
      targets: ["notion"],
    });
    expect(skipped).toEqual({ action: "connect", connections: [{ name: "notion", status: "skipped" }] });
    let dismissed = false;
    const never = (_card: ConnectionCard, signal: AbortSignal): Promise<undefined> =>
      new Promise((resolve) =>
        signal.addEventListener("abort", () => {
          dismissed = true;
          resolve(undefined);
        }),
      );
    // The card never answers: a result at all shows the 80 ms deadline ended the wait (the
    // 5-minute default would outlast the test's hang guard).
    const late = await manageFor(gateway(), {
      showConnectionCard: never,
      connectWaitMs: 80,
      pollIntervalMs: 20,
    }).handle({ action: "reconnect", targets: ["slack"] });
    expect(late).toMatchObject({
      connections: [{ name: "slack", status: "pending", connect_url: expect.any(String) as unknown }],
      hint: expect.stringContaining("slack") as unknown,
    });
    expect(dismissed).toBe(true);
    const controller = new AbortController();
    // The user stops while the card is up (the link is minted), not after a guessed delay that could land mid-request.
    const stopOnShow = (card: ConnectionCard, signal: AbortSignal): Promise<undefined> => {
      queueMicrotask(() => controller.abort());
      return never(card, signal);
    };
    const stopped = await manageFor(gateway(), { showConnectionCard: stopOnShow, pollIntervalMs: 10 }).handle(
      { action: "connect", targets: ["notion"] },
      { signal: controller.signal },
    );
    expect(stopped).toMatchObject({ connections: [{ name: "notion", status: "pending" }] });
  });

  it("renames an account", async () => {
    expect(
      await manageFor(gateway()).handle({ action: "rename", targets: [{ name: "linear", alias: "work" }], to: "acme" }),
    ).toEqual({
      action: "rename",
      name: "linear",
      alias: "acme",
      accounts: [{ alias: "acme", connected: true }],
    });
    expect(
      await manageFor(gateway()).handle({ action: "rename", targets: [{ name: "gmail", alias: "nope" }], to: "x" }),
    ).toMatchObject({ error: expect.stringContaining("UNKNOWN_ACCOUNT") as unknown });
  });
});

describe("manage_connections: local MCP servers", () => {
  const calls: string[] = [];
  const mcp: McpConnections = {
    install: (name) => (calls.push(`install ${name}`), Promise.resolve({ status: "done" })),
    enable: () => Promise.reject(new Error("boom")),
    authorize: (name) => Promise.resolve({ status: "pending", url: `https://auth.example/${name}` }),
  };

  it("goes through the runtime's interface, one server at a time", async () => {
    const manage = createManageConnections({ mcp });
    expect(await manage.handle({ action: "install", targets: [{ name: "github", mcp: true }] })).toEqual({
      action: "install",
      servers: [{ name: "github", status: "done" }],
    });
    expect(await manage.handle({ action: "enable", targets: [{ name: "github", mcp: true }] })).toEqual({
      action: "enable",
      servers: [{ name: "github", status: "failed", message: "The runtime could not enable github." }],
    });
    expect(await manage.handle({ action: "authorize", targets: [{ name: "jira", mcp: true }] })).toMatchObject({
      servers: [{ status: "pending", url: "https://auth.example/jira" }],
    });
    const controller = new AbortController();
    controller.abort();
    expect(
      await manage.handle({ action: "install", targets: [{ name: "a", mcp: true }] }, { signal: controller.signal }),
    ).toMatchObject({ servers: [{ status: "interrupted" }] });
    expect(calls).toEqual(["install github"]);
    expect(
      await createManageConnections({}).handle({ action: "install", targets: [{ name: "a", mcp: true }] }),
    ).toMatchObject({ error: expect.stringContaining("cannot install") as unknown });
  });
});
