import { normalizeTools, planTiers } from "@hermes/catalog";
import { describe, expect, it } from "vitest";
import {
  adaptTool,
  toAnthropicTool,
  toMcpTool,
  toOpenAIChatTool,
  toOpenAIResponsesTool,
  toolsForModel,
} from "./adapters.js";
import type { NeutralTool } from "./tool.js";
import { DEFINITION_HASH_META_KEY, definitionHash } from "@hermes/catalog";
import { bridgeTools } from "./bridge-tools.js";
import { config, MANAGE_CONNECTIONS_TOOL, READ_FILE, smallPlan, smallToolsets } from "../../test/search-fixtures.js";

const tool: NeutralTool = { name: "t", description: "d", inputSchema: { type: "object" } };

describe("adapters", () => {
  it("emit each model API shape with keys in a fixed order", () => {
    expect(JSON.stringify(toOpenAIChatTool(tool))).toBe(
      '{"type":"function","function":{"name":"t","description":"d","parameters":{"type":"object"}}}',
    );
    expect(JSON.stringify(toOpenAIResponsesTool(tool))).toBe(
      '{"type":"function","name":"t","description":"d","parameters":{"type":"object"}}',
    );
    expect(JSON.stringify(toAnthropicTool(tool))).toBe(
      '{"name":"t","description":"d","input_schema":{"type":"object"}}',
    );
    expect(JSON.stringify(toMcpTool(tool))).toBe('{"name":"t","description":"d","inputSchema":{"type":"object"}}');
    expect(JSON.stringify(adaptTool(tool, "neutral"))).toBe(
      '{"name":"t","description":"d","parameters":{"type":"object"}}',
    );
    expect(adaptTool(tool, "openai")).toEqual(toOpenAIChatTool(tool));
    expect(adaptTool(tool, "openai-responses")).toEqual(toOpenAIResponsesTool(tool));
    expect(adaptTool(tool, "anthropic")).toEqual(toAnthropicTool(tool));
    expect(adaptTool(tool, "mcp")).toEqual(toMcpTool(tool));
  });

  it("share the schema object instead of copying it", () => {
    expect(toAnthropicTool(tool).input_schema).toBe(tool.inputSchema);
    expect(toOpenAIChatTool(tool).function.parameters).toBe(tool.inputSchema);
  });

  it("emit tools that the catalog reads back in the same format, name, description and schema", () => {
    const [search] = bridgeTools(smallPlan("full"), config);
    if (search === undefined) throw new Error("no tool_search");
    for (const format of ["openai", "openai-responses", "anthropic", "mcp", "neutral"] as const) {
      const { entries, dropped } = normalizeTools([{ tools: [adaptTool({ ...search, name: "renamed" }, format)] }]);
      expect(dropped).toEqual([]);
      expect(entries[0]).toMatchObject({
        format,
        name: "renamed",
        description: search.description,
        inputSchema: search.inputSchema,
      });
    }
  });
});

describe("toolsForModel", () => {
  it("returns the visible originals untouched (same references), then the bridge tools in the format", () => {
    const plan = smallPlan("full", { connectors: true });
    const tools = toolsForModel(plan, config, "anthropic");
    expect(tools[0]).toBe(MANAGE_CONNECTIONS_TOOL);
    expect(tools[1]).toBe(READ_FILE);
    expect(tools.slice(2)).toEqual(bridgeTools(plan, config).map(toAnthropicTool));
    expect(tools.slice(2).map((entry) => (entry as { name: string }).name)).toEqual([
      "tool_search",
      "tool_describe",
      "tool_call",
    ]);
  });

  it("passes every tool through unchanged at tier 0", () => {
    const toolsets = smallToolsets({ deferred: false });
    const plan = planTiers(toolsets);
    expect(toolsForModel(plan, config, "openai")).toEqual([READ_FILE]);
    expect(toolsForModel(plan, config, "openai")[0]).toBe(READ_FILE);
  });

  it("in the mcp format, an MCP-shaped visible tool is a copy whose _meta adds its definition hash", () => {
    const original = {
      name: "read_note",
      description: "Read a note.",
      inputSchema: { type: "object" },
      _meta: { "v/x": 1 },
    };
    const plan = planTiers([{ source: { kind: "mcp", name: "notes", alwaysLoad: true }, tools: [original] }]);
    const entry = plan.visible[0];
    expect(entry?.name).toBe("read_note");
    const [mcp] = toolsForModel(plan, config, "mcp");
    expect(mcp).toEqual({
      ...original,
      _meta: { "v/x": 1, [DEFINITION_HASH_META_KEY]: entry === undefined ? "" : definitionHash(entry) },
    });
    expect(original._meta).toEqual({ "v/x": 1 }); // the caller's object is not touched
    expect(toolsForModel(plan, config, "openai")[0]).toBe(original); // other formats: the original
  });

  it("gives the same bytes every time for a plan and format", () => {
    const plan = smallPlan("names");
    for (const format of ["openai", "openai-responses", "anthropic", "mcp", "neutral"] as const) {
      expect(JSON.stringify(toolsForModel(plan, config, format))).toBe(
        JSON.stringify(toolsForModel(plan, config, format)),
      );
    }
    expect(JSON.stringify(toolsForModel(plan, config, "openai"))).toBe(
      JSON.stringify([READ_FILE, ...bridgeTools(plan, config).map(toOpenAIChatTool)]),
    );
  });
});
