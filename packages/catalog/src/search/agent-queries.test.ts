// The queries agents write, on the demo catalog's servers plus filesystem and memory: each
// case reproduces a reported failure of the default search (docs/search-vocabulary.md).
import { describe, expect, it } from "vitest";
import { normalizeTools } from "../tools/normalize.js";
import { searchCatalog } from "./search-catalog.js";
import { toolsetsOf } from "../../test/catalogs.js";

const DEMO = [
  "github",
  "linear",
  "notion",
  "stripe",
  "slack",
  "kubernetes",
  "playwright",
  "postgres-mcp",
  "supabase",
  "docker-hub",
  "google-maps",
  "brave-search",
  "sentry",
];
const entries = normalizeTools(toolsetsOf([...DEMO, "filesystem", "memory"])).entries;
const names = (query: string, limit = 5): string[] =>
  searchCatalog(entries, query, { limit }).map((match) => match.name);

describe("agent wording finds the tool", () => {
  it("slack send message: slack_post_message first, although no tool says 'send'", () => {
    expect(names("slack send message")[0]).toBe("slack_post_message");
  });

  it.each([
    ["send a slack message", "slack_post_message"],
    ["get driving directions", "maps_directions"],
    ["create a folder", "create_directory"],
    ["store a memory entity", "create_entities"],
    ["open a pull request", "create_pull_request"],
  ])("%s → %s in the top 5", (query, tool) => {
    expect(names(query)).toContain(tool);
  });
});

describe("staying honest when nothing fits", () => {
  it("send gmail email admits nothing without a Gmail tool", () => {
    expect(names("send gmail email")).toEqual([]);
  });

  it("send sms text message admits nothing: 'sms' stems to 'sm' and is still seen as a name", () => {
    expect(names("send sms text message")).toEqual([]);
  });

  it("run shell command execute code admits nothing without a tool that runs commands: each match rests on one or two incidental words", () => {
    // The demo catalog less kubernetes (pods_exec runs a command in a pod) and playwright (browser_run_code_unsafe).
    const noShell = normalizeTools(
      toolsetsOf([
        ...DEMO.filter((server) => server !== "kubernetes" && server !== "playwright"),
        "filesystem",
        "memory",
      ]),
    ).entries;
    expect(searchCatalog(noShell, "run shell command execute code", { limit: 10 })).toEqual([]);
    // Where a tool does run commands, it is found.
    expect(names("run shell command execute code")[0]).toBe("pods_exec");
  });

  it("create issue github repository title does not bring tools along on 'github' alone", () => {
    const found = names("create issue github repository title", 10);
    expect(found[0]).toBe("create_issue");
    for (const name of found) expect(name, name).not.toMatch(/workflow|rerun|actions_/);
  });
});

describe("an exact match is not diluted by equivalents", () => {
  // The test MCP server's tools (packages/mcp testing fixtures), as a catalog sees them.
  const tool = (name: string, description: string) => ({
    name,
    description,
    inputSchema: { type: "object", properties: {} },
  });
  const fixture = normalizeTools([
    {
      source: { kind: "mcp", name: "fx" },
      tools: [
        tool("echo", "Echo the given text back unchanged."),
        tool("add", "Add two numbers and return the sum."),
        tool("crash", "Make the server die without answering (the stdio program exits with code 1)."),
        tool("notes_create", "Create a note with a title and an optional body; returns its id."),
        tool("notes_list", "List all notes created so far as JSON."),
        tool("add_tool", "Register a new tool with the given name and send notifications/tools/list_changed."),
      ],
    },
  ]).entries;

  it("notes create: only the tools that use the words themselves, not add/make/register through 'create'", () => {
    expect(searchCatalog(fixture, "notes create", { limit: 10 }).map((match) => match.name)).toEqual([
      "notes_create",
      "notes_list",
    ]);
    expect(searchCatalog(fixture, "create notes", { limit: 10 }).map((match) => match.name)).toEqual([
      "notes_create",
      "notes_list",
    ]);
  });

  it("without a tool matching every word, equivalents still answer", () => {
    expect(searchCatalog(fixture, "make a note", { limit: 3 }).map((match) => match.name)[0]).toBe("notes_create");
  });
});
