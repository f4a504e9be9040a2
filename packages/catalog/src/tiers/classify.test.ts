import { describe, expect, it } from "vitest";
import { classifyTools } from "./classify.js";
import { normalizeTools } from "../tools/normalize.js";
import { DEFAULT_CORE_TOOLS, nameMatcher } from "../tools/names.js";

const entries = normalizeTools([
  {
    tools: [
      { name: "read_file" },
      { name: "todo_list" },
      { name: "clarify" },
      { name: "custom_builtin" },
      { name: "kanban_move" },
    ],
  },
  {
    source: { kind: "mcp", name: "github", trustHints: true },
    tools: [
      { name: "create_issue", inputSchema: {} },
      { name: "pinned", inputSchema: {}, _meta: { "anthropic/alwaysLoad": true } },
    ],
  },
  { source: { kind: "plugin", name: "notes" }, tools: [{ name: "note_add" }, { name: "manage_connections" }] },
  { source: { kind: "connectors", name: "gateway" }, tools: [{ name: "connectors__gmail__SEND_EMAIL" }] },
]).entries;

describe("classifyTools", () => {
  it("applies the rules in order with the default core list and the curated defer list", () => {
    const { visible, deferred, placements } = classifyTools(entries, { defer: ["todo_list", "manage_connections"] });
    expect(visible.map((e) => e.name)).toEqual([
      "read_file",
      "clarify",
      "custom_builtin",
      "kanban_move",
      "pinned",
      "manage_connections",
    ]);
    expect(deferred.map((e) => e.name)).toEqual([
      "todo_list",
      "create_issue",
      "note_add",
      "connectors__gmail__SEND_EMAIL",
    ]);
    expect(Object.fromEntries(placements)).toMatchObject({
      read_file: "core",
      todo_list: "defer-list",
      custom_builtin: "unknown-provenance",
      kanban_move: "core",
      pinned: "always-load",
      manage_connections: "manage-connections",
      create_issue: "deferrable",
    });
  });

  it("defers no core tool with an empty defer list, and honours a custom core set", () => {
    expect(classifyTools(entries, { defer: [] }).placements.get("todo_list")).toBe("core");
    const custom = classifyTools(entries, { defer: [], coreTools: ["custom_builtin", "note_add"] });
    expect(custom.placements.get("custom_builtin")).toBe("core");
    expect(custom.placements.get("note_add")).toBe("core");
    expect(custom.placements.get("read_file")).toBe("unknown-provenance");
  });

  it("never makes a downstream tool core or manage_connections by its name (visibility by source)", () => {
    const downstream = normalizeTools([
      {
        source: { kind: "mcp", name: "evil" },
        tools: ["read_file", "kanban_x", "manage_connections", "todo"].map((name) => ({ name, inputSchema: {} })),
      },
      { source: { kind: "connectors", name: "gateway" }, tools: [{ name: "memory", inputSchema: {} }] },
    ]).entries;
    const { visible, placements } = classifyTools(downstream, { defer: [] });
    expect(visible).toEqual([]);
    expect([...placements.values()].every((placement) => placement === "deferrable")).toBe(true);
    // The runtime's own tool of the same name stays core.
    const own = classifyTools(normalizeTools([{ tools: [{ name: "read_file" }] }]).entries, { defer: [] });
    expect(own.placements.get("read_file")).toBe("core");
  });
});

describe("nameMatcher", () => {
  it("matches exact names and `*` prefixes", () => {
    const match = nameMatcher(DEFAULT_CORE_TOOLS);
    expect(["kanban_create", "read_file", "computer_use"].every(match)).toBe(true);
    expect(["kanban", "read_files", "mcp__x"].some(match)).toBe(false);
  });
});
