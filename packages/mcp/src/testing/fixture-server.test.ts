import { describe, expect, it } from "vitest";
import { FIXTURE_TOOLS } from "./fixture-tools.js";
import { fixturePair } from "../../test/pairs.js";

describe("createFixtureServer", () => {
  it("pages its listing and answers its tools", async () => {
    const { client } = await fixturePair({ pageSize: 5, extraTools: 3 });
    const first = await client.request({ method: "tools/list", params: {} }); // one page (listTools() walks them all)
    expect(first.tools).toHaveLength(5);
    expect(first.nextCursor).toBe("5");
    const names: string[] = [];
    let cursor: string | undefined;
    do {
      const page = await client.request({ method: "tools/list", params: cursor === undefined ? {} : { cursor } });
      names.push(...page.tools.map((tool) => tool.name));
      cursor = page.nextCursor;
    } while (cursor !== undefined);
    expect(names).toEqual([
      ...FIXTURE_TOOLS.map((tool) => tool.name),
      "bulk_tool_001",
      "bulk_tool_002",
      "bulk_tool_003",
    ]);
    await client.callTool({ name: "notes_create", arguments: { title: "a", body: "b" } });
    expect(await client.callTool({ name: "notes_list", arguments: {} })).toEqual({
      content: [{ type: "text", text: '[{"id":1,"title":"a","body":"b"}]' }],
    });
    expect(await client.callTool({ name: "echo", arguments: {} })).toMatchObject({ isError: true });
    await expect(client.callTool({ name: "fail", arguments: { message: "nope" } })).rejects.toThrow(/nope/);
    await expect(client.listTools({ cursor: "x" })).rejects.toThrow(/invalid cursor/);
    await client.close();
  });
});
