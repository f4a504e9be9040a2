// A scripted "model": a realistic multi-turn conversation replayed through the umbrella
// against a real MCP server, with every tool result checked the way a model would read it.
import { afterAll, expect, it } from "vitest";
import type { CallToolResult } from "@modelcontextprotocol/server";
import type { ActivityEvent } from "@hermes/dispatch";
import { createToolSearch } from "../create-tool-search.js";
import { startMcpHub, type McpHub } from "@hermes/mcp";
import { mcpInvoke } from "../mcp-runtime.js";
import { fixturePair } from "../../../mcp/test/pairs.js";

let hub: McpHub | undefined;
afterAll(async () => hub?.close());

interface Turn {
  readonly say: string;
  readonly call: { readonly name: string; readonly arguments: unknown };
  readonly expect: (result: unknown, isError: boolean) => void;
}

const textOf = (result: unknown): string => ((result as CallToolResult).content[0] as { text: string }).text;

it("replays a conversation: search, describe, a wrong call, the fix, a direct call and a misuse", async () => {
  const { client } = await fixturePair();
  hub = await startMcpHub([{ name: "notes", client }]);
  const events: ActivityEvent[] = [];
  const search = createToolSearch({ invoke: mcpInvoke(hub), events: (event) => void events.push(event) });
  const core = {
    tools: [
      {
        name: "read_file",
        description: "Read a file.",
        inputSchema: { type: "object", properties: { path: { type: "string" } } },
      },
    ],
  };
  const turns: Turn[] = [
    {
      say: "Let me find a way to save notes and to add numbers.",
      call: { name: "tool_search", arguments: { queries: ["notes create", "add numbers", "jira ticket"] } },
      expect: (result) => {
        expect(result).toMatchObject({
          results: [
            { query: "notes create", matches: expect.arrayContaining(["mcp__notes__notes_create"]) as string[] },
            { query: "add numbers", matches: expect.arrayContaining(["mcp__notes__add"]) as string[] },
            { query: "jira ticket", matches: [], available_sources: [{ name: "notes" }] },
          ],
        });
      },
    },
    {
      say: "What does mcp__notes__notes_create take?",
      call: { name: "tool_describe", arguments: "mcp__notes__notes_create" },
      expect: (result) =>
        expect(result).toMatchObject({ tools: { mcp__notes__notes_create: { parameters: { required: ["title"] } } } }),
    },
    {
      say: "Create the note (forgetting the title).",
      call: {
        name: "tool_call",
        arguments: JSON.stringify({ calls: [{ name: "mcp__notes__notes_create", arguments: { body: "milk" } }] }),
      },
      expect: (result, isError) => {
        expect(isError).toBe(true);
        expect(result).toMatchObject({ path: "arguments.title", constraint: "required" });
        expect((result as { error: string }).error).toMatch(/The tool was NOT invoked\.$/);
      },
    },
    {
      say: "Again, with the title; the number as a string.",
      call: {
        name: "tool_call",
        arguments: { name: "mcp__notes__notes_create", arguments: { title: "Shopping", body: "milk" } },
      },
      expect: (result, isError) => {
        expect(isError).toBe(false);
        expect(textOf(result)).toMatch(/1/);
      },
    },
    {
      say: "Add 2 and 40 (arguments as strings, as models do).",
      call: { name: "tool_call", arguments: { calls: [{ name: "mcp__notes__add", arguments: { a: "2", b: "40" } }] } },
      expect: (result, isError) => {
        expect(isError).toBe(false);
        expect(textOf(result)).toBe("42");
      },
    },
    {
      say: "Call notes_list directly by its real name.",
      call: { name: "mcp__notes__notes_list", arguments: {} },
      expect: (result) => expect(JSON.parse(textOf(result))).toEqual([{ id: 1, title: "Shopping", body: "milk" }]),
    },
    {
      say: "Read a file through tool_call (a core tool).",
      call: { name: "tool_call", arguments: { calls: [{ name: "read_file", arguments: { path: "a.txt" } }] } },
      expect: (result, isError) => {
        expect(isError).toBe(true);
        expect((result as { error: string }).error).toMatch(/directly/);
      },
    },
    {
      say: "Two local tools in one tool_call.",
      call: {
        name: "tool_call",
        arguments: {
          calls: [
            { name: "mcp__notes__notes_list", arguments: {} },
            { name: "mcp__notes__add", arguments: { a: 1, b: 1 } },
          ],
        },
      },
      expect: (result, isError) => {
        expect(isError).toBe(true);
        expect((result as { error: string }).error).toContain(
          'Retry with only: {"calls":[{"name":"mcp__notes__notes_list","arguments":{}}]} then issue the remaining 1 call(s) separately',
        );
      },
    },
  ];
  let n = 0;
  for (const turn of turns) {
    const assembly = search.assemble([core, ...(hub?.toolsets() ?? [])]);
    const { result, isError } = await search.handle(
      { id: `turn-${++n}`, name: turn.call.name, arguments: turn.call.arguments },
      { assembly },
    );
    turn.expect(result, isError);
  }
  const finished = events.filter((event) => event.type === "finished").map((event) => event.name);
  expect(finished).toEqual([
    "tool_search",
    "tool_describe",
    "mcp__notes__notes_create",
    "mcp__notes__add",
    "mcp__notes__notes_list",
  ]);
});
