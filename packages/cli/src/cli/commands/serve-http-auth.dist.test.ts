// serve --http as a user runs it (the built CLI, a real child, a real downstream server): a new
// bearer token per start, printed once on stderr and written to a file only the user can read;
// a client without it, or with another one, gets 401 and a WWW-Authenticate challenge; with it, a
// real SDK client lists the tools. --no-auth serves without a token and warns.
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { Client, StreamableHTTPClientTransport } from "@modelcontextprotocol/client";
import { afterEach, describe, expect, it } from "vitest";
import { ensureBuiltCli } from "../../../test/dist.js";

const CLI = fileURLToPath(new URL("../../../dist/cli/main.js", import.meta.url));
const children: ChildProcess[] = [];
afterEach(async () => {
  for (const child of children.splice(0)) {
    if (child.exitCode !== null) continue;
    const exited = new Promise((resolve) => child.once("exit", resolve));
    child.kill("SIGTERM");
    await exited;
  }
});

/** Starts `serve --http 0 …extra` and resolves with its URL and everything it wrote to stderr until then. */
async function startServe(extra: readonly string[]): Promise<{ url: string; stderr: () => string }> {
  const { fixture } = ensureBuiltCli();
  const dir = mkdtempSync(join(tmpdir(), "hermes-serve-auth-"));
  const config = join(dir, "servers.json");
  writeFileSync(config, JSON.stringify({ mcpServers: { notes: { command: process.execPath, args: [fixture] } } }));
  const child = spawn(process.execPath, [CLI, "serve", "--http", "0", "--config", config, ...extra], {
    stdio: ["pipe", "ignore", "pipe"],
  });
  children.push(child);
  let text = "";
  const url = await new Promise<string>((resolve, reject) => {
    child.stderr?.on("data", (chunk: Buffer) => {
      text += chunk.toString("utf8");
      const found = /listening on (http:\/\/\S+)/.exec(text);
      if (found?.[1] !== undefined) resolve(found[1]);
    });
    child.once("exit", (code) => reject(new Error(`serve exited with ${String(code)}: ${text}`)));
  });
  return { url, stderr: () => text };
}

async function post(url: string, headers: Record<string, string>): Promise<Response> {
  return fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json", accept: "application/json, text/event-stream", ...headers },
    body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "tools/list" }),
  });
}

describe("serve --http (built dist)", () => {
  it("requires the bearer token it printed once and wrote to a 0600 file", async () => {
    const tokenFile = join(mkdtempSync(join(tmpdir(), "hermes-token-")), "nested", "serve-token");
    const { url, stderr } = await startServe(["--token-file", tokenFile]);
    const token = /bearer token .*: (\S+)\n/.exec(stderr())?.[1] ?? "";
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(stderr().split(token)).toHaveLength(2); // printed once
    expect(readFileSync(tokenFile, "utf8")).toBe(`${token}\n`);
    expect(statSync(tokenFile).mode & 0o777).toBe(0o600);

    const missing = await post(url, {});
    expect(missing.status).toBe(401);
    expect(missing.headers.get("www-authenticate")).toBe('Bearer realm="hermes-tool-search"');
    const wrong = await post(url, { authorization: `Bearer ${token.slice(1)}` });
    expect(wrong.status).toBe(401);
    expect(wrong.headers.get("www-authenticate")).toMatch(/error="invalid_token"/);

    const client = new Client({ name: "with-token", version: "1.0.0" });
    await client.connect(
      new StreamableHTTPClientTransport(new URL(url), {
        requestInit: { headers: { Authorization: `Bearer ${token}` } },
      }),
    );
    expect((await client.listTools()).tools.map((tool) => tool.name)).toContain("tool_search");
    await client.close();
  });

  it("issues a new token on every start", async () => {
    const tokenFile = join(mkdtempSync(join(tmpdir(), "hermes-token-")), "serve-token");
    await startServe(["--token-file", tokenFile]);
    const first = readFileSync(tokenFile, "utf8");
    for (const child of children.splice(0)) {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      await exited;
    }
    await startServe(["--token-file", tokenFile]);
    expect(readFileSync(tokenFile, "utf8")).not.toBe(first);
  });

  it("--no-auth serves without a token and says so", async () => {
    const { url, stderr } = await startServe(["--no-auth"]);
    expect(stderr()).toMatch(/warning: --no-auth: .*any process on this machine can call every downstream tool/);
    expect(stderr()).not.toMatch(/bearer token/);
    const client = new Client({ name: "no-token", version: "1.0.0" });
    await client.connect(new StreamableHTTPClientTransport(new URL(url)));
    expect((await client.listTools()).tools.map((tool) => tool.name)).toContain("tool_search");
    await client.close();
  });
});
