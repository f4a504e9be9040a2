// Every CLI command started every configured server: `call mcp__everything__get-sum` paid the
// start of all seven, and there was no way to ask for one server.
import { describe, expect, it } from "vitest";
import type { McpServerConfig } from "@hermes/mcp";
import { parseCliArgs, type CliArgs } from "./cli-args.js";
import { selectServers } from "./server-selection.js";

const stdio = (name: string): McpServerConfig => ({
  name,
  transport: "stdio",
  command: "node",
  args: [],
  env: {},
  alwaysLoad: false,
  disabled: false,
  supportsParallelToolCalls: false,
});
const SERVERS = [stdio("github"), stdio("everything"), stdio("my__server"), stdio("my")];

const args = (...argv: string[]): CliArgs => {
  const parsed = parseCliArgs(argv);
  if ("error" in parsed) throw new Error(parsed.error);
  return parsed;
};
const names = (argv: string[], naming: "namespaced" | "raw-where-unique" = "namespaced"): string[] | string => {
  const selected = selectServers(SERVERS, args(...argv), naming);
  return selected.ok ? selected.servers.map((server) => server.name) : selected.error;
};

describe("selectServers", () => {
  it("starts only the server a namespaced call or describe names", () => {
    expect(names(["call", "mcp__everything__get-sum", "{}"])).toEqual(["everything"]);
    expect(names(["describe", "mcp__github__create_issue", "mcp__everything__echo"])).toEqual(["github", "everything"]);
  });

  it("takes the longest server name a tool name starts with (server names may hold __)", () => {
    expect(names(["call", "mcp__my__server__tool"])).toEqual(["my__server"]);
    expect(names(["call", "mcp__my__tool"])).toEqual(["my"]);
  });

  it("starts every server for a name of no server, raw-where-unique names, and other commands", () => {
    const all = SERVERS.map((server) => server.name);
    expect(names(["call", "create_issue", "{}"])).toEqual(all);
    expect(names(["describe", "mcp__github__create_issue", "read_file"])).toEqual(all);
    expect(names(["call", "mcp__github__create_issue"], "raw-where-unique")).toEqual(all);
    expect(names(["search", "mcp__github__create_issue"])).toEqual(all);
    expect(names(["inspect"])).toEqual(all);
  });

  it("starts exactly the --server ones, and names the one meant for an unknown name", () => {
    expect(names(["search", "issue", "--server", "github"])).toEqual(["github"]);
    expect(names(["inspect", "--server", "github", "--server", "my"])).toEqual(["github", "my"]);
    expect(names(["inspect", "--server", "githb"])).toBe(
      '--server "githb" is not a server of the config (did you mean github?); its servers are: github, everything, my__server, my',
    );
  });
});
