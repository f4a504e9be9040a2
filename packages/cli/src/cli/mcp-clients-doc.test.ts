// docs/mcp-clients.md: every client snippet is read with the product's own readers, so the page
// cannot drift from what `hermes-tool-search serve` and its config reader accept.
import { readFileSync } from "node:fs";
import { Client, StreamableHTTPClientTransport } from "@modelcontextprotocol/client";
import { describe, expect, it } from "vitest";
import { parseCliArgs, type CliArgs } from "./cli-args.js";
import { parseMcpServers, serveHttp, type McpServerConfig } from "@hermes/mcp";
import { createFixtureServer } from "@hermes/mcp/testing";

const page = readFileSync(new URL("../../../../docs/mcp-clients.md", import.meta.url), "utf8");
const blocks = (lang: string): string[] =>
  [...page.matchAll(new RegExp("```" + lang + "\\n([\\s\\S]*?)```", "g"))].map((m) => m[1] ?? "");
const PACKAGE = "@hermes/cli";

/** The CLI arguments after `npx -y @hermes/cli`, parsed by the CLI's own parser. */
function serveArgs(command: string, args: readonly string[]): CliArgs {
  expect(command).toBe("npx");
  expect(args.slice(0, 2)).toEqual(["-y", PACKAGE]);
  const parsed = parseCliArgs(args.slice(2));
  if ("error" in parsed) throw new Error(parsed.error);
  return parsed;
}

// The shared HTTP server as the page starts it.
const httpLine = /npx -y @hermes\/cli (serve .*--http \d+)/.exec(page)?.[1] ?? "";
const httpServe = parseCliArgs(httpLine.split(" "));
const HTTP_PORT = "error" in httpServe ? undefined : httpServe.http;

function checkServer(server: McpServerConfig | undefined): void {
  expect(server?.name).toBe("hermes-tool-search");
  if (server?.transport === "stdio") {
    if (server.args[1] === "mcp-remote")
      expect(server.args).toEqual([
        "-y",
        "mcp-remote",
        `http://127.0.0.1:${String(HTTP_PORT)}/mcp`,
        "--header",
        "Authorization: Bearer <token>",
      ]);
    else
      expect(serveArgs(server.command, server.args)).toMatchObject({
        command: "serve",
        help: false,
        http: undefined,
        config: expect.stringMatching(/^\/.+\.json$/) as unknown,
      });
  } else {
    expect(server?.url).toBe(`http://127.0.0.1:${String(HTTP_PORT)}/mcp`);
    expect(server?.headers).toEqual({ Authorization: "Bearer <token>" }); // serve --http requires the token
  }
}

describe("docs/mcp-clients.md", () => {
  it("names the package whose one bin is hermes-tool-search, which `npx -y <package>` runs", () => {
    const manifest = JSON.parse(readFileSync(new URL("../../package.json", import.meta.url), "utf8")) as {
      name: string;
      bin: Record<string, string>;
    };
    expect(manifest.name).toBe(PACKAGE);
    expect(Object.keys(manifest.bin)).toEqual(["hermes-tool-search"]);
  });

  it("starts the HTTP server with a command line the CLI accepts", () => {
    expect(httpServe).toMatchObject({ command: "serve", http: 7077, config: expect.any(String) as unknown });
  });

  it("every JSON snippet is a valid server map for the product's reader, naming one hermes-tool-search server", () => {
    const json = blocks("json");
    expect(json.length).toBeGreaterThanOrEqual(9);
    const seen = { stdio: 0, http: 0 };
    for (const text of json) {
      const document = JSON.parse(text) as Record<string, unknown>;
      const map = document["mcpServers"] ?? document["servers"];
      const parsed = parseMcpServers(map);
      expect(parsed.ok, text).toBe(true);
      expect(parsed.warnings, text).toEqual([]);
      if (!("hermes-tool-search" in (map as object))) {
        expect(Object.keys(map as object)).toEqual(["github", "linear"]); // the downstream config example
        continue;
      }
      expect(parsed.servers, text).toHaveLength(1);
      checkServer(parsed.servers[0]);
      seen[parsed.servers[0]?.transport ?? "stdio"] += 1;
    }
    expect(seen.stdio).toBeGreaterThanOrEqual(5);
    expect(seen.http).toBeGreaterThanOrEqual(3);
  });

  it("the claude mcp add lines run the same serve command, or the same URL", () => {
    const lines = blocks("sh")
      .flatMap((block) => block.split("\n"))
      .filter((line) => line.startsWith("claude mcp add"));
    expect(lines).toHaveLength(2);
    const [stdio = "", http = ""] = lines;
    const after = stdio.split(" -- ")[1]?.split(" ") ?? [];
    expect(serveArgs(after[0] ?? "", after.slice(1))).toMatchObject({
      command: "serve",
      config: expect.stringMatching(/^\/.+\.json$/) as unknown,
    });
    expect(http).toBe(
      `claude mcp add --transport http hermes-tool-search http://127.0.0.1:${String(HTTP_PORT)}/mcp --header "Authorization: Bearer <token>"`,
    );
  });

  it("the URL path is the one serve --http listens on: a real client connects to it", async () => {
    const served = await serveHttp(() => createFixtureServer().server, { port: 0 });
    try {
      expect(new URL(served.url).pathname).toBe(new URL(`http://127.0.0.1:${String(HTTP_PORT)}/mcp`).pathname);
      const client = new Client({ name: "doc-check", version: "1.0.0" });
      await client.connect(new StreamableHTTPClientTransport(new URL(served.url)));
      expect((await client.listTools()).tools.length).toBeGreaterThan(0);
      await client.close();
    } finally {
      await served.close();
    }
  });
});
