// The CLI (`runCli` of @hermes/cli) on a config file whose MCP servers hold sentinel
// env, header, URL-query and URL-password values — one of them printing its env on stderr as
// it fails to start, another when it crashes. No command's stdout or stderr, nor anything
// else this process prints, contains a secret; neither do the messages for broken configs.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { runCli } from "@hermes/cli";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { captureProcessOutput, expectNoSecret, sentinel } from "./test-secrets-sentinels.js";
import {
  secretServers,
  startSecretEndpoints,
  type SecretEndpoints,
  type SecretServerName,
  type Secrets,
} from "./test-secrets-servers.js";

/** The crashing fixture first (it owns the fixture tools), and no server that only hangs (the CLI waits 30 s for one). */
const CLI_SERVERS: readonly SecretServerName[] = ["leaky-crash", "leaky-start", "web", "refuser", "url-password"];

const SECRETS: Secrets = {
  env: sentinel("envkey"),
  header: sentinel("hdrtok"),
  apiKey: sentinel("apikey"),
  query: sentinel("qrytok"),
  password: sentinel("urlpwd"),
};
const ALL = Object.values(SECRETS);

let endpoints: SecretEndpoints;
let dir: string;

/** Writes a config file into the test's temp dir and returns its path. */
function configFile(name: string, text: string): string {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
}

async function cli(argv: readonly string[]): Promise<{ code: number; out: string; err: string }> {
  let out = "";
  let err = "";
  const code = await runCli(argv, { out: (text) => void (out += text), err: (text) => void (err += text) });
  return { code, out, err };
}

beforeAll(async () => {
  endpoints = await startSecretEndpoints();
  dir = mkdtempSync(join(tmpdir(), "hermes-secrets-cli-"));
});
afterAll(async () => {
  await endpoints.close();
  rmSync(dir, { recursive: true, force: true });
});

describe("CLI output never holds a server secret", () => {
  it("inspect, search, describe and call on servers holding and echoing secrets", async () => {
    const config = configFile(
      "servers.json",
      JSON.stringify({ mcpServers: secretServers(SECRETS, endpoints, CLI_SERVERS), context_length: 100_000 }, null, 2),
    );
    const runs: Record<string, { code: number; out: string; err: string }> = {};
    const captured = captureProcessOutput();
    try {
      for (const [label, argv] of Object.entries({
        inspect: ["inspect"],
        inspectJson: ["inspect", "--json"],
        search: ["search", "echo text", "notes", "environment variable", "--explain"],
        searchJson: ["search", "header value", "--json", "--limit", "3"],
        describe: ["describe", "mcp__leaky-crash__echo", "mcp__web__notes_create", "missing_tool"],
        call: ["call", "mcp__leaky-crash__add", '{"a": 1, "b": 2}'],
        callUnknown: ["call", "no_such_tool", "{}"],
        callBadJson: ["call", "mcp__web__echo", "{not json"],
        callFail: ["call", "mcp__web__fail", '{"message": "downstream failure"}'],
        crash: ["call", "mcp__leaky-crash__crash", "{}"],
      })) {
        runs[label] = await cli([...argv, "--config", config]);
      }
      // Positive control: the env value did reach the server (this is the tool's own output, not swept).
      const control = await cli(["call", "mcp__leaky-crash__env_get", '{"name": "API_KEY"}', "--config", config]);
      expect(control.out).toContain(SECRETS.env);
    } finally {
      captured.restore();
    }
    // 3: some servers are unavailable (leaky-start fails on purpose), the others answered.
    expect(runs["inspect"]?.code).toBe(3);
    expect(runs["inspect"]?.err).toMatch(/leaky-start: unavailable — .*auth failed for key \*\*\*/);
    expect(runs["call"]?.out).toContain('"sum": 3');
    expect(runs["crash"]?.code).toBe(1);
    expect(runs["callBadJson"]?.code).toBe(2);
    const swept = expectNoSecret([runs, captured.lines], ALL);
    expect(swept).toBeGreaterThan(10_000);
  });

  it("config problems are reported without the values", async () => {
    const { env, header, query, password } = SECRETS;
    const broken = {
      nul: JSON.stringify({ mcpServers: { a: { command: "x", env: { API_KEY: `${env}\u0000` } } } }),
      header: JSON.stringify({
        mcpServers: {
          a: { url: `https://example.com/?token=${query}`, headers: { Authorization: `Bearer ${header}\n` } },
        },
      }),
      types: JSON.stringify({ mcpServers: { a: { command: "x", env: { API_KEY: [env] }, args: [env, 1] } } }),
      ftp: JSON.stringify({ mcpServers: { a: { url: `ftp://agent:${password}@example.com/` } } }),
      invalidJson: `{"mcpServers": {"a": {"command": "x", "env": {"API_KEY": "${env}" "B": 1}}}}`,
      truncated: `{"mcpServers": {"a": {"command": "x", "env": {"API_KEY": "${env}`,
    };
    const runs: unknown[] = [];
    for (const [name, text] of Object.entries(broken)) {
      const run = await cli(["inspect", "--config", configFile(`${name}.json`, text)]);
      expect(run.code, name).toBe(2);
      expect(run.err, name).toMatch(/config/);
      runs.push(run);
    }
    expectNoSecret(runs, [env, header, query, password]);
  });
});
