import type { Client, StandardSchemaV1, Tool } from "@modelcontextprotocol/client";
import { z } from "zod";

/** An MCP tool definition as a server lists it (`name`, `description`, `inputSchema`, `annotations`, `_meta`, …). */
export type McpTool = Tool;

/** The tools of one listing, and whether paging stopped early. */
export interface ToolListing {
  readonly tools: readonly McpTool[];
  /** Set when the server had more pages than `maxPages`, or repeated a cursor. */
  readonly truncated?: "max-pages" | "cursor-loop";
}

const PageShape = z.looseObject({
  tools: z.array(z.looseObject({ name: z.string(), inputSchema: z.looseObject({}) })),
  nextCursor: z.string().optional(),
});

/** One `tools/list` page as the server sent it (key order kept). */
interface ToolPage {
  readonly tools: readonly Tool[];
  readonly nextCursor?: string;
}

/**
 * What a `tools/list` page is checked against: an array of objects with a string `name` and an
 * object `inputSchema`; the page is kept exactly as sent. The SDK's own result schema walks every
 * JSON value recursively, so one schema nested a few thousand levels deep overflows the stack and
 * fails the whole listing; the catalog drops such a tool by itself (TOO_DEEP).
 */
const toolPage: StandardSchemaV1<unknown, ToolPage> = {
  "~standard": {
    version: 1,
    vendor: "hermes",
    validate: (value) => {
      const checked = PageShape.safeParse(value);
      return checked.success
        ? { value: value as ToolPage }
        : { issues: checked.error.issues.map((issue) => ({ message: issue.message, path: issue.path })) };
    },
  },
};

/**
 * Lists every tool of a connected server, following `nextCursor` for at most `maxPages`
 * pages (a cursor seen twice also stops paging).
 */
export async function listAllTools(
  client: Client,
  options: { maxPages: number; timeoutMs: number },
): Promise<ToolListing> {
  const tools: McpTool[] = [];
  const seen = new Set<string>();
  let cursor: string | undefined;
  for (let page = 0; page < options.maxPages; page += 1) {
    // `request`, not `listTools()`: the SDK's typed verb walks every page itself (unbounded by
    // our `maxPages`, and blind to a repeated cursor); the raw request fetches exactly one.
    const result = await client.request(
      { method: "tools/list", params: cursor === undefined ? {} : { cursor } },
      toolPage,
      { timeout: options.timeoutMs },
    );
    for (const tool of result.tools) tools.push(tool); // not push(...): a page of 150k+ tools overflows the call stack
    cursor = result.nextCursor;
    if (cursor === undefined) return { tools };
    if (seen.has(cursor)) return { tools, truncated: "cursor-loop" };
    seen.add(cursor);
  }
  return { tools, truncated: "max-pages" };
}

/**
 * `next` with every tool that is unchanged since `previous` (same JSON) replaced by the
 * previous object; `previous` itself when nothing changed. Keeps object identity stable
 * across re-listings so identity-keyed memos (the catalog's tier plan) still hit.
 */
export function reuseUnchanged(previous: readonly McpTool[], next: readonly McpTool[]): readonly McpTool[] {
  const byName = new Map<string, { tool: McpTool; json: string }>();
  for (const tool of previous) byName.set(tool.name, { tool, json: JSON.stringify(tool) });
  const merged = next.map((tool) => {
    const old = byName.get(tool.name);
    return old !== undefined && old.json === JSON.stringify(tool) ? old.tool : tool;
  });
  const same = merged.length === previous.length && merged.every((tool, i) => tool === previous[i]);
  return same ? previous : Object.freeze(merged);
}
