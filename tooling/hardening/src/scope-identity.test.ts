// Call integrity: every call runs exactly the tool that was shown and approved, under one name.
// Over every duplicate layout of MCP servers (which servers list a shared name, which of those
// definitions the catalog drops as too deep, which servers the session has) and every spelling
// (raw name, each server's namespaced name; direct and through tool_call), and every spelling of
// a connector tool: nothing runs outside the session, on a definition that was not shown, or
// past a denial of the real tool.
import fc from "fast-check";
import { afterAll, describe, expect, it } from "vitest";
import type { ToolInvocation } from "@hermes/dispatch";
import { createToolSearch, mcpInvoke, startMcpHub } from "@hermes/tool-search";
import { CaseTally } from "./test-input-guards.js";
import { checkProperty } from "./test-input-property.js";
import { startScopedRuntime } from "./test-input-scope.js";
import { definition, recordingServer, type Ran } from "./test-identity-servers.js";

const tally = new CaseTally("scope-identity");
afterAll(() => console.log(tally.summary()));

const SERVERS = ["alpha", "beta", "gamma"] as const;
const TOOLS = ["shared_tool", "other_tool"] as const;

/** Per server: which tools it lists and whether each definition is too deep to show. */
const layout = fc.record({
  lists: fc.tuple(...SERVERS.map(() => fc.subarray([...TOOLS]))),
  deep: fc.tuple(...SERVERS.map(() => fc.boolean())),
  scope: fc.subarray([...SERVERS], { minLength: 1 }),
  denied: fc.record({ server: fc.constantFrom(...SERVERS), tool: fc.constantFrom(...TOOLS) }),
  naming: fc.constantFrom("namespaced" as const, "raw-where-unique" as const),
});

describe("one identity per real tool, over every duplicate layout", () => {
  it("runs only shown, in-scope, approved tools, where their entries came from", async () => {
    let runs = 0;
    await checkProperty(
      tally,
      "mcp-layouts",
      layout,
      async ({ lists, deep, scope, denied, naming }) => {
        const ran: Ran[] = [];
        const clients = await Promise.all(
          SERVERS.map((server, i) =>
            recordingServer(
              server,
              (lists[i] ?? []).map((tool) => definition(tool, deep[i] === true && tool === "shared_tool")),
              ran,
            ),
          ),
        );
        const hub = await startMcpHub(
          SERVERS.map((name, i) => ({ name, client: clients[i] as NonNullable<(typeof clients)[number]> })),
          { toolNames: naming },
        );
        try {
          const approved: ToolInvocation[] = [];
          const search = createToolSearch({
            invoke: mcpInvoke(hub),
            approve: (call) => {
              approved.push(call);
              const entry = call.entry;
              return !(entry?.sourceName === denied.server && (entry.toolName ?? entry.name) === denied.tool);
            },
          });
          const assembly = search.assemble(hub.toolsets(), { toolsets: scope });
          const shown = new Set(
            [...assembly.plan.deferred, ...assembly.plan.visible].map(
              (entry) => `${entry.sourceName}\u0000${entry.toolName ?? entry.name}`,
            ),
          );
          const spellings = [...TOOLS, ...SERVERS.flatMap((server) => TOOLS.map((tool) => `mcp__${server}__${tool}`))];
          for (const name of spellings) {
            await search.handle({ id: `d-${name}`, name, arguments: {} }, { assembly });
            await search.handle(
              { id: `b-${name}`, name: "tool_call", arguments: { calls: [{ name, arguments: {} }] } },
              { assembly },
            );
          }
          runs += ran.length;
          for (const run of ran) {
            expect(
              (scope as readonly string[]).includes(run.server),
              `ran ${run.tool} on ${run.server}, outside the session`,
            ).toBe(true);
            expect(
              shown.has(`${run.server}\u0000${run.tool}`),
              `ran ${run.server}/${run.tool}, which was not shown`,
            ).toBe(true);
            expect(
              run.server === denied.server && run.tool === denied.tool,
              `ran the denied ${run.server}/${run.tool}`,
            ).toBe(false);
          }
          // Each run was approved as exactly that tool.
          const approvedRuns = approved.filter(
            (call) =>
              !(call.entry?.sourceName === denied.server && (call.entry.toolName ?? call.entry.name) === denied.tool),
          );
          expect(ran.map((run) => `${run.server}/${run.tool}`)).toEqual(
            approvedRuns.map(
              (call) => `${call.entry?.sourceName ?? "?"}/${call.entry?.toolName ?? call.entry?.name ?? "?"}`,
            ),
          );
        } finally {
          await hub.close();
        }
      },
      { numRuns: 30 },
    );
    expect(runs).toBeGreaterThan(0); // the property is not vacuous: allowed tools did run
  });
});

describe("one name per connector tool, over every spelling", () => {
  const spelling = fc.record({
    prefixes: fc.array(fc.constantFrom("GMAIL_", "gmail_", "Gmail_"), { maxLength: 3 }),
    route: fc.constantFrom("direct" as const, "tool_call" as const),
  });

  it("a denial of the vendor tool denies every spelling; hooks and approval see the one name", async () => {
    const runtime = await startScopedRuntime();
    try {
      runtime.recorder.decide = (call) => call.name !== "connectors__gmail__SEND_EMAIL";
      const assembly = runtime.search.assemble([{ tools: [{ name: "read_file", inputSchema: { type: "object" } }] }]);
      await checkProperty(
        tally,
        "connector-spellings",
        spelling,
        async ({ prefixes, route }) => {
          const name = `connectors__gmail__${prefixes.join("")}SEND_EMAIL`;
          const args = { to: "a@b.c", subject: "s" };
          const call =
            route === "direct"
              ? { id: "1", name, arguments: args }
              : { id: "1", name: "tool_call", arguments: { calls: [{ name, arguments: args }] } };
          await runtime.search.handle(call, { assembly });
          expect(runtime.gateway.executions).toEqual([]);
          expect(runtime.recorder.approvals.every((asked) => asked.name === "connectors__gmail__SEND_EMAIL")).toBe(
            true,
          );
        },
        { numRuns: 40 },
      );
    } finally {
      await runtime.close();
    }
  });
});
