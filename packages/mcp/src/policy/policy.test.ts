import { describe, expect, it } from "vitest";
import { ConfigReader } from "../config/config-reader.js";
import { parseMcpServers } from "../config/server-config.js";
import { compilePolicy } from "./compile-policy.js";
import { decidePolicy } from "./decide-policy.js";
import { policyToolOf, policyView } from "./policy-toolsets.js";
import { readPolicyBlock } from "./read-policy.js";
import type { PolicyBlock, PolicyTool } from "./policy-types.js";

function read(value: unknown): { block: PolicyBlock | undefined; errors: readonly string[] } {
  const reader = new ConfigReader();
  const block = readPolicyBlock(reader, value, ["policy"], true);
  return { block, errors: reader.errors.map((issue) => issue.message) };
}

const tool = (server: string, toolName: string, annotations?: PolicyTool["annotations"]): PolicyTool => ({
  server,
  toolName,
  ...(annotations === undefined ? {} : { annotations }),
});

describe("reading a policy block", () => {
  it("reads the lists and the default", () => {
    expect(read({ default: "ask", allow: ["mcp__github__get_*"], deny: ["annotation:openWorldHint"] })).toEqual({
      block: { default: "ask", allow: ["mcp__github__get_*"], ask: [], deny: ["annotation:openWorldHint"] },
      errors: [],
    });
  });

  it("reports every problem, each at its key, and keeps the valid patterns", () => {
    const { block, errors } = read({
      deny: ["mcp__x__ok", "", "delete_*", "annotation:destructive", 7],
      ask: "mcp__*",
      defaults: "deny",
      default: "maybe",
    });
    expect(errors).toEqual([
      'policy.defaults is not a policy key (did you mean "default"?)',
      "policy.ask must be an array of strings",
      "policy.deny[4] must be a string",
      'policy.deny[1] "" is an empty pattern',
      'policy.deny[2] "delete_*" matches no namespaced name: top-level patterns match mcp__<server>__<tool> (write "mcp__*__delete_*", or put "delete_*" in mcpServers.<name>.policy)',
      'policy.deny[3] "annotation:destructive" names no known annotation hint (annotation:readOnlyHint, annotation:destructiveHint, annotation:idempotentHint, annotation:openWorldHint)',
      'policy.default must be "allow", "ask" or "deny"',
    ]);
    expect(block?.deny).toEqual(["mcp__x__ok"]);
  });

  it("reads a server's own block from its entry, where patterns are the tools' own names", () => {
    const parsed = parseMcpServers({
      mcpServers: { github: { command: "gh-mcp", policy: { ask: ["delete_*"], alow: [] } } },
    });
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.errors.map((issue) => issue.message)).toEqual([
      'mcpServers.github.policy.alow is not a policy key (did you mean "allow"?)',
    ]);
    const ok = parseMcpServers({ mcpServers: { github: { command: "gh-mcp", policy: { ask: ["delete_*"] } } } });
    expect(ok.ok && ok.servers[0]?.policy).toEqual({ allow: [], ask: ["delete_*"], deny: [] });
  });
});

describe("deciding", () => {
  const policy = compilePolicy(
    {
      default: "allow",
      deny: ["mcp__*__drop_*", "annotation:openWorldHint"],
      ask: ["annotation:destructiveHint"],
      allow: ["mcp__web__fetch"],
    },
    [{ name: "github", policy: { allow: ["get_*"], ask: ["*"], deny: ["delete_repo"] } }],
  );

  it("lets the most specific rule decide, and names it", () => {
    const closed = { openWorldHint: false };
    expect(decidePolicy(policy, tool("github", "delete_repo", closed))).toMatchObject({
      action: "deny",
      rule: { key: "mcpServers.github.policy.deny[0]" },
    });
    expect(decidePolicy(policy, tool("github", "get_issue", closed)).action).toBe("allow");
    expect(decidePolicy(policy, tool("github", "create_issue", closed)).action).toBe("ask");
    expect(decidePolicy(policy, tool("web", "fetch")).action).toBe("allow"); // exact name over the annotation rule
    expect(decidePolicy(policy, tool("web", "search")).action).toBe("deny"); // unannotated: open-world by default
    expect(decidePolicy(policy, tool("notes", "write", { openWorldHint: false })).action).toBe("ask"); // destructive by default
    expect(decidePolicy(policy, tool("notes", "read", { readOnlyHint: true, openWorldHint: false }))).toMatchObject({
      action: "allow",
      rule: { key: "policy.default" },
    });
  });

  it("allows everything without a policy", () => {
    expect(decidePolicy(compilePolicy(undefined), tool("github", "delete_repo"))).toEqual({ action: "allow" });
  });
});

describe("policyToolOf", () => {
  it("takes the recorded own name only when the model-facing name is the hub's namespaced form of it", () => {
    expect(policyToolOf("github", "mcp__github__delete_repo", "delete_repo", undefined)).toEqual({
      server: "github",
      toolName: "delete_repo",
    });
    // A raw-named tool that records another name in _meta cannot pass as that tool.
    expect(policyToolOf("github", "delete_repo", "get_repo", undefined).toolName).toBe("delete_repo");
  });
});

describe("policyView", () => {
  it("drops denied MCP tools, keeps every other toolset as the same object, and memoises by the array", () => {
    const view = policyView(compilePolicy({ allow: [], ask: [], deny: ["mcp__*__drop_*"] }));
    const clean = {
      source: { kind: "mcp" as const, name: "notes" },
      tools: [{ name: "mcp__notes__read", inputSchema: {} }],
    };
    const mixed = {
      source: { kind: "mcp" as const, name: "db" },
      tools: [
        { name: "mcp__db__drop_table", inputSchema: {}, _meta: { "hermes/toolName": "drop_table" } },
        { name: "mcp__db__query", inputSchema: {}, _meta: { "hermes/toolName": "query" } },
      ],
    };
    const own = { tools: [{ name: "drop_everything", parameters: {} }] };
    const toolsets = [clean, mixed, own];
    const first = view(toolsets);
    expect(view(toolsets)).toBe(first);
    expect(first.toolsets[0]).toBe(clean);
    expect(first.toolsets[2]).toBe(own);
    expect(first.toolsets[1]?.tools.map((tool) => (tool as { name: string }).name)).toEqual(["mcp__db__query"]);
    expect(first.verdicts.get("mcp__db__drop_table")?.decision.action).toBe("deny");
    expect(view([clean, mixed]).toolsets[1]).toBe(first.toolsets[1]);
  });
});
