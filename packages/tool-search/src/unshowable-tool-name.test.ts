// Regression: a real MCP server's tool named `PDF&URLTool` (the listing cannot show `&`)
// vanished from the catalog: it could be neither found, described nor called. It is now shown
// as a showable form of its name and every call reaches it by its own name
// (docs/spec/listing.md, "Names").
import { afterEach, describe, expect, it } from "vitest";
import { startMcpHub, type McpHub } from "@hermes/mcp";
import { createToolSearch } from "./create-tool-search.js";
import { mcpInvoke } from "./mcp-runtime.js";
import { fixturePair } from "../../mcp/test/pairs.js";

let hub: McpHub | undefined;
afterEach(async () => {
  await hub?.close();
  hub = undefined;
});

describe("a tool whose own name the listing cannot show", () => {
  it("PDF&URLTool is searchable, describable and callable, and calls reach the right tool", async () => {
    const { fixture, client } = await fixturePair();
    await fixture.addTool("PDF&URLTool", "Read the text of a PDF document at a URL.");
    // The shown form of the first name is another tool's own name: the two never merge.
    await fixture.addTool("PDF_URLTool", "Convert a web page at a URL to a PDF file.");
    hub = await startMcpHub([{ name: "fixture", client }]);
    const search = createToolSearch({ invoke: mcpInvoke(hub) });
    const assembly = search.assemble(hub.toolsets());

    const found = await search.handle(
      { id: "1", name: "tool_search", arguments: { queries: ["PDF&URLTool", "read pdf text url"] } },
      { assembly },
    );
    const matches = (found.result as { results: { matches: string[] }[] }).results.map((result) => result.matches);
    const [byName, byWords] = matches;
    const reader = byName?.[0];
    expect(reader).toMatch(/^mcp__fixture__PDF_URLTool/);
    expect(byWords?.[0]).toBe(reader);
    const names = [...new Set(matches.flat())].filter((name) => name.includes("PDF_URLTool"));
    expect(names).toHaveLength(2);
    const writer = names.find((name) => name !== reader) ?? "";

    const described = await search.handle(
      { id: "2", name: "tool_describe", arguments: { names: [reader, writer] } },
      { assembly },
    );
    const tools = (described.result as { tools: Record<string, { description: string }> }).tools;
    expect(tools[reader ?? ""]?.description).toContain("Read the text of a PDF");
    expect(tools[writer]?.description).toContain("Convert a web page");

    for (const [name, own] of [
      [reader ?? "", "PDF&URLTool"],
      [writer, "PDF_URLTool"],
    ] as const) {
      const called = await search.handle(
        { id: "3", name: "tool_call", arguments: { calls: [{ name, arguments: {} }] } },
        { assembly },
      );
      expect(called.isError, name).toBe(false);
      expect(JSON.stringify(called.result)).toContain(`called ${own}`);
      expect(fixture.stats.calls.at(-1)).toBe(own);
    }
  });
});
