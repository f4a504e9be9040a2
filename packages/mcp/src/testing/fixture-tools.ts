import type { Tool } from "@modelcontextprotocol/server";

const object = (
  properties: NonNullable<Tool["inputSchema"]["properties"]>,
  required: string[] = [],
): Tool["inputSchema"] => ({
  type: "object",
  properties,
  ...(required.length === 0 ? {} : { required }),
  additionalProperties: false,
});

/** The fixed tools of the fixture server, in listing order. */
export const FIXTURE_TOOLS: readonly Tool[] = [
  {
    name: "echo",
    description: "Echo the given text back unchanged.",
    inputSchema: object({ text: { type: "string", description: "Text to echo." } }, ["text"]),
    annotations: { readOnlyHint: true },
  },
  {
    name: "add",
    description: "Add two numbers and return the sum.",
    inputSchema: object({ a: { type: "number" }, b: { type: "number" } }, ["a", "b"]),
    outputSchema: { type: "object", properties: { sum: { type: "number" } }, required: ["sum"] },
    annotations: { readOnlyHint: true },
  },
  {
    name: "slow",
    description: "Wait the given number of milliseconds, then answer (honours cancellation).",
    inputSchema: object({ ms: { type: "integer", minimum: 0, maximum: 60_000 } }, ["ms"]),
  },
  {
    name: "crash",
    description: "Make the server die without answering (the stdio program exits with code 1).",
    inputSchema: object({}),
    annotations: { destructiveHint: true },
  },
  {
    name: "fail",
    description: "Answer with a JSON-RPC error carrying the given message.",
    inputSchema: object({ message: { type: "string" } }),
  },
  {
    name: "notes_create",
    description: "Create a note with a title and an optional body; returns its id.",
    inputSchema: object({ title: { type: "string", minLength: 1 }, body: { type: "string" } }, ["title"]),
  },
  {
    name: "notes_list",
    description: "List all notes created so far as JSON.",
    inputSchema: object({}),
    annotations: { readOnlyHint: true },
  },
  {
    name: "env_get",
    description: "Return the value of an environment variable of the server process.",
    inputSchema: object({ name: { type: "string" } }, ["name"]),
  },
  {
    name: "header_get",
    description: "Return the value of an HTTP request header of the call (Streamable HTTP only).",
    inputSchema: object({ name: { type: "string" } }, ["name"]),
  },
  {
    name: "pid",
    description: "Return the server's process id.",
    inputSchema: object({}),
  },
  {
    name: "add_tool",
    description: "Register a new tool with the given name and send notifications/tools/list_changed.",
    inputSchema: object(
      { name: { type: "string", pattern: "^[A-Za-z0-9_.-]{1,64}$" }, description: { type: "string" } },
      ["name"],
    ),
  },
];

/** A generated tool `bulk_tool_<n>` (for paging tests). */
export function bulkTool(index: number): Tool {
  const id = String(index).padStart(3, "0");
  return {
    name: `bulk_tool_${id}`,
    description: `Generated tool number ${id} for paging tests.`,
    inputSchema: object({ value: { type: "string" } }),
  };
}

/** A tool registered at run time by `add_tool`. */
export function dynamicTool(name: string, description?: string): Tool {
  return { name, description: description ?? `Dynamically added tool ${name}.`, inputSchema: object({}) };
}
