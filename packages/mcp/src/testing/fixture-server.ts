import { setTimeout as delay } from "node:timers/promises";
import { Server, ProtocolError, ProtocolErrorCode } from "@modelcontextprotocol/server";
import type { CallToolResult, Tool } from "@modelcontextprotocol/server";
import { bulkTool, dynamicTool, FIXTURE_TOOLS } from "./fixture-tools.js";

/** Options of {@link createFixtureServer}. */
export interface FixtureServerOptions {
  /** Server name in `initialize`. Default `fixture`. */
  readonly name?: string;
  /** Tools per `tools/list` page; default: all in one page. */
  readonly pageSize?: number;
  /** Number of generated `bulk_tool_NNN` tools appended to the listing. Default 0. */
  readonly extraTools?: number;
  /** What the `crash` tool does; default: close the server's transport without answering. */
  readonly onCrash?: () => void;
}

/** A fixture server and hooks for tests. */
export interface FixtureServer {
  readonly server: Server;
  /** Registers a tool (answers `called <name>`) and sends `tools/list_changed`. */
  addTool(name: string, description?: string): Promise<void>;
  /** Sends `tools/list_changed` without changing anything. */
  notifyChanged(): Promise<void>;
  /** Counters: `tools/list` requests and the names of tools called, in order. */
  readonly stats: { listRequests: number; readonly calls: string[] };
}

const text = (value: string): CallToolResult => ({ content: [{ type: "text", text: value }] });
const invalid = (message: string): CallToolResult => ({ isError: true, content: [{ type: "text", text: message }] });

/**
 * A small real MCP server (low-level `Server`, JSON-Schema tools) for tests and demos:
 * `echo`, `add`, `slow`, `crash`, `fail`, `notes_create`, `notes_list`, `env_get`, `header_get`,
 * `pid` and `add_tool` (registers a tool and sends `list_changed`), with optional paging and
 * bulk tools. Connect it to any transport; `fixture-server-main.ts` serves it over stdio.
 */
export function createFixtureServer(options: FixtureServerOptions = {}): FixtureServer {
  const server = new Server(
    { name: options.name ?? "fixture", version: "1.0.0" },
    { capabilities: { tools: { listChanged: true } } },
  );
  const dynamic: Tool[] = [];
  const notes: { id: number; title: string; body: string }[] = [];
  const stats = { listRequests: 0, calls: [] as string[] };
  const bulk = Array.from({ length: options.extraTools ?? 0 }, (_, i) => bulkTool(i + 1));
  const allTools = (): Tool[] => [...FIXTURE_TOOLS, ...bulk, ...dynamic];

  const notifyChanged = async (): Promise<void> => {
    if (server.transport !== undefined) await server.sendToolListChanged();
  };
  const addTool = async (name: string, description?: string): Promise<void> => {
    const at = dynamic.findIndex((tool) => tool.name === name);
    if (at >= 0) dynamic.splice(at, 1);
    dynamic.push(dynamicTool(name, description));
    await notifyChanged();
  };

  server.setRequestHandler("tools/list", (request) => {
    stats.listRequests += 1;
    const tools = allTools();
    const size = options.pageSize ?? tools.length;
    const offset = request.params?.cursor === undefined ? 0 : Number(request.params.cursor);
    if (!Number.isInteger(offset) || offset < 0 || offset > tools.length)
      throw new ProtocolError(ProtocolErrorCode.InvalidParams, "invalid cursor");
    const end = offset + Math.max(1, size);
    return { tools: tools.slice(offset, end), ...(end < tools.length ? { nextCursor: String(end) } : {}) };
  });

  server.setRequestHandler("tools/call", async (request, ctx) => {
    const { name } = request.params;
    const args = request.params.arguments ?? {};
    stats.calls.push(name);
    const str = (key: string): string | undefined => (typeof args[key] === "string" ? args[key] : undefined);
    switch (name) {
      case "echo":
        return str("text") === undefined ? invalid("text must be a string") : text(str("text") ?? "");
      case "add": {
        const { a, b } = args;
        if (typeof a !== "number" || typeof b !== "number") return invalid("a and b must be numbers");
        return { content: [{ type: "text", text: String(a + b) }], structuredContent: { sum: a + b } };
      }
      case "slow": {
        const ms = typeof args["ms"] === "number" ? Math.min(60_000, Math.max(0, args["ms"])) : 0;
        await delay(ms, undefined, { signal: ctx.mcpReq.signal }).catch(() => undefined);
        return text(`waited ${ms} ms`);
      }
      case "crash":
        (options.onCrash ?? (() => void server.close()))();
        return new Promise<never>(() => undefined); // never answers
      case "fail":
        throw new ProtocolError(ProtocolErrorCode.InternalError, str("message") ?? "failed on request");
      case "notes_create": {
        const title = str("title");
        if (title === undefined || title === "") return invalid("title must be a non-empty string");
        const note = { id: notes.length + 1, title, body: str("body") ?? "" };
        notes.push(note);
        return { content: [{ type: "text", text: `created note ${note.id}` }], structuredContent: { id: note.id } };
      }
      case "notes_list":
        return text(JSON.stringify(notes));
      case "env_get":
        return text(process.env[str("name") ?? ""] ?? "(unset)");
      case "header_get": {
        let value: string | null | undefined;
        try {
          value = ctx.http?.req?.headers.get(str("name") ?? "");
        } catch {
          value = undefined; // not a valid header name
        }
        return text(value ?? "(unset)");
      }
      case "pid":
        return text(String(process.pid));
      case "add_tool": {
        const toolName = str("name");
        if (toolName === undefined || !/^[A-Za-z0-9_.-]{1,64}$/.test(toolName))
          return invalid("name must match ^[A-Za-z0-9_.-]{1,64}$");
        await addTool(toolName, str("description"));
        return text(`added ${toolName}`);
      }
      default:
        if (dynamic.some((tool) => tool.name === name) || bulk.some((tool) => tool.name === name))
          return text(`called ${name}`);
        throw new ProtocolError(ProtocolErrorCode.InvalidParams, `unknown tool: ${name}`);
    }
  });

  return { server, addTool, notifyChanged, stats };
}
