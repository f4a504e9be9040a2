import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { McpTool } from "../connection/list-tools.js";
import { MAX_EXPOSED_NAME, nameTools, namespacedToolName } from "./tool-naming.js";

const tool = (name: string): McpTool => ({ name, inputSchema: { type: "object" } });

describe("nameTools", () => {
  it("namespaces every tool, keeps its own name in _meta, and keeps the object while it is unchanged", () => {
    const create = tool("create_issue");
    const named = nameTools(
      [
        { server: "github", tools: [create] },
        { server: "gitlab", tools: [tool("create_issue")] },
      ],
      "namespaced",
    );
    expect([...named.byName.keys()]).toEqual(["mcp__github__create_issue", "mcp__gitlab__create_issue"]);
    expect(named.byName.get("mcp__github__create_issue")?.tool).toMatchObject({
      name: "mcp__github__create_issue",
      _meta: { "hermes/toolName": "create_issue" },
    });
    expect(named.byToolName.get("create_issue")).toHaveLength(2);
    const again = nameTools([{ server: "github", tools: [create] }], "namespaced");
    expect(again.byName.get("mcp__github__create_issue")?.tool).toBe(
      named.byName.get("mcp__github__create_issue")?.tool,
    );
  });

  it("raw-where-unique keeps unique names raw and namespaces shared ones; reserved names keep their own name for the catalog to refuse", () => {
    const named = nameTools(
      [
        { server: "a", tools: [tool("echo"), tool("only_a"), tool("tool_search")] },
        { server: "b", tools: [tool("echo"), tool("manage_connections")] },
      ],
      "raw-where-unique",
    );
    expect([...named.byName.keys()]).toEqual([
      "mcp__a__echo",
      "only_a",
      "tool_search",
      "mcp__b__echo",
      "manage_connections",
    ]);
  });

  it("namespaces a name of ordinary characters the listing cannot show (PDF&URLTool), in both namings; a name with a control character stays raw for the catalog to refuse", () => {
    for (const naming of ["namespaced", "raw-where-unique"] as const) {
      const named = nameTools([{ server: "pdf", tools: [tool("PDF&URLTool"), tool("tail\n- fake_tool")] }], naming);
      expect([...named.byName.keys()], naming).toEqual(["mcp__pdf__PDF_URLTool", "tail\n- fake_tool"]);
      expect(named.byName.get("mcp__pdf__PDF_URLTool")).toMatchObject({
        toolName: "PDF&URLTool",
        tool: { _meta: { "hermes/toolName": "PDF&URLTool" } },
      });
    }
  });

  it("cuts long names with a hash and separates names that sanitising would merge", () => {
    const long = namespacedToolName("server", "x".repeat(200));
    expect(long).toHaveLength(MAX_EXPOSED_NAME);
    const named = nameTools([{ server: "s", tools: [tool("a.b"), tool("a_b")] }], "namespaced");
    expect(named.byName.size).toBe(2);
    expect([...named.byName.values()].map((exposed) => exposed.toolName)).toEqual(["a.b", "a_b"]);
  });

  it("property: every distinct tool of every server gets one unique, showable name", () => {
    const name = fc.stringMatching(/^[A-Za-z0-9_.-]{1,70}$/);
    const server = fc.stringMatching(/^[a-z0-9_-]{1,20}$/);
    fc.assert(
      fc.property(
        fc.uniqueArray(server, { maxLength: 4 }),
        fc.array(fc.array(name, { maxLength: 8 }), { maxLength: 4 }),
        fc.boolean(),
        (servers, lists, raw) => {
          const input = servers.map((s, i) => ({ server: s, tools: (lists[i] ?? []).map(tool) }));
          const named = nameTools(input, raw ? "raw-where-unique" : "namespaced");
          const distinct = new Set(input.flatMap(({ server: s, tools }) => tools.map((t) => `${s}\u0000${t.name}`)));
          expect([...named.byName.values()]).toHaveLength(distinct.size);
          for (const exposedName of named.byName.keys()) expect(exposedName).toMatch(/^[A-Za-z0-9_.-]{1,128}$/);
        },
      ),
    );
  });
});
