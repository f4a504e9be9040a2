// Secrets in every form, over every channel. Sentinels with `/`, `+`, `=`, `@`, `%` and `"`
// (so each encoding differs from the raw value) are echoed raw, percent-encoded, JSON-escaped
// and base64, and cut: by a gateway (into results, events and logs), by stdio servers that
// fail to start or crash (into status reasons, tool results, the CLI's text and --json), and
// at the start of a long stderr line (the tail kept used to start inside the secret). No
// form, and no 10-character piece of any form, appears anywhere.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { runCli } from "@hermes/cli";
import {
  createConnectors,
  createToolSearch,
  mcpInvoke,
  parseMcpServers,
  startMcpHub,
  type ActivityEvent,
} from "@hermes/tool-search";
import { DEFAULT_CONNECTORS, startGateway, type GatewayConnector, type TestGateway } from "@hermes/connectors/testing";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { fixtureMain } from "./test-faults-fixture.js";
import { captureProcessOutput, textOf } from "./test-secrets-sentinels.js";

/** A secret whose every encoding differs from it: `<label>/<hex>+<hex>=@%"<hex>`. */
function specialSentinel(label: string): string {
  const hex = (): string => Array.from({ length: 8 }, () => Math.floor(Math.random() * 16).toString(16)).join("");
  return `${label}/${hex()}+${hex()}=@%"${hex()}`;
}

/** The forms a secret may be echoed in. */
function formsOf(secret: string): string[] {
  const b64 = Buffer.from(secret).toString("base64");
  return [
    secret,
    encodeURIComponent(secret),
    JSON.stringify(secret).slice(1, -1),
    b64,
    Buffer.from(secret).toString("base64url"),
  ];
}

/** Echo of every form, and of each form cut in the middle, as one text. */
function echoes(secret: string): string {
  return formsOf(secret)
    .flatMap((form) => [form, form.slice(3), form.slice(0, -3)])
    .join(" | ");
}

/** Expects no 10-character piece of any form of any secret in `outputs` (each form's distinctive part). */
function expectNoForm(outputs: readonly unknown[], secrets: readonly string[]): void {
  const text = outputs.map(textOf).join("\n");
  const found: string[] = [];
  for (const secret of secrets) {
    for (const form of formsOf(secret)) {
      for (let i = 0; i + 10 <= form.length; i += 1) {
        const piece = form.slice(i, i + 10);
        const at = text.indexOf(piece);
        if (at >= 0) found.push(`${piece}: …${text.slice(Math.max(0, at - 80), at + 30)}…`);
      }
    }
  }
  expect([...new Set(found)].slice(0, 5), "secret forms found in the outputs").toEqual([]);
}

const TOKEN = specialSentinel("gwtoken");
const ENV = specialSentinel("envkey");
const HEAD = specialSentinel("headkey");

let gateway: TestGateway;
let dir: string;
beforeAll(async () => {
  const leaky: GatewayConnector = {
    name: "leaky",
    description: "Echoes what it was sent.",
    accounts: [{ alias: "default", connected: true }],
    tools: [
      {
        slug: "LEAKY_ECHO",
        description: "Echo.",
        inputSchema: { type: "object" },
        run: () => ({ echoed: echoes(TOKEN), nested: [{ url: `https://x.example/?t=${encodeURIComponent(TOKEN)}` }] }),
      },
    ],
  };
  gateway = await startGateway({ tokens: [TOKEN], connectors: [...DEFAULT_CONNECTORS, leaky] });
  dir = mkdtempSync(join(tmpdir(), "hermes-secret-forms-"));
});
afterAll(async () => {
  await gateway.close();
  rmSync(dir, { recursive: true, force: true });
});

/** A stdio program that prints every form of API_KEY to stderr and exits (failing its start). */
const FAIL_START = `const s = process.env.API_KEY; const f = [s, encodeURIComponent(s), JSON.stringify(s).slice(1, -1), Buffer.from(s).toString("base64")]; process.stderr.write("auth failed: " + f.join(" ") + "\\n"); process.exit(1);`;
/** A stdio program whose last stderr line starts with API_KEY and is longer than the kept tail. */
const LONG_LINE = `process.stderr.write(process.env.API_KEY + "y".repeat(4094) + "\\n"); process.exit(1);`;

function servers(): Record<string, unknown> {
  return {
    // The built fixture, printing every form of its key when it crashes mid-session.
    crashy: {
      command: process.execPath,
      args: [
        "--input-type=module",
        "-e",
        `process.on('exit', () => { ${FAIL_START.replace("process.exit(1);", "")} }); await import(process.argv[1]);`,
        fixtureMain(),
      ],
      env: { API_KEY: ENV },
      max_restarts: 0,
    },
    forms: { command: process.execPath, args: ["-e", FAIL_START], env: { API_KEY: ENV }, max_restarts: 0 },
    longline: { command: process.execPath, args: ["-e", LONG_LINE], env: { API_KEY: HEAD }, max_restarts: 0 },
  };
}

describe("secrets in every form never leave", () => {
  it("a gateway token echoed raw, URL-encoded, JSON-escaped, base64 and cut: not in results, events or logs", async () => {
    const outputs: unknown[] = [];
    const activity: ActivityEvent[] = [];
    const logs: string[] = [];
    const logger = {
      warn: (message: string, data?: unknown): void => void logs.push(message, JSON.stringify(data) ?? ""),
    };
    const connectors = createConnectors({
      origin: gateway.origin,
      getToken: () => TOKEN,
      logger,
      onEvent: (event) => void outputs.push(event),
    });
    const search = createToolSearch({
      connectors,
      contextLength: 100_000,
      logger,
      events: (event) => void activity.push(event),
      invoke: () => Promise.resolve("local"),
    });
    const assembly = search.assemble([]);
    for (const call of [
      { id: "s", name: "tool_search", arguments: { queries: ["leaky echo"] } },
      { id: "c", name: "tool_call", arguments: { calls: [{ name: "connectors__leaky__ECHO", arguments: {} }] } },
    ]) {
      outputs.push(await search.handle(call, { assembly }));
    }
    expect(JSON.stringify(outputs)).toContain("[redacted]"); // the echo came back, masked
    expectNoForm([outputs, activity, logs], [TOKEN]);
  });

  it("stdio servers echoing env secrets in every form: not in status, toolsets, tool results, events or logs", async () => {
    const parsed = parseMcpServers({ mcpServers: servers() });
    const hub = await startMcpHub(parsed.servers, { closeGraceMs: 300 });
    const activity: ActivityEvent[] = [];
    const logs: string[] = [];
    try {
      const search = createToolSearch({
        invoke: mcpInvoke(hub),
        contextLength: 100_000,
        events: (event) => void activity.push(event),
        logger: { warn: (message) => void logs.push(message) },
      });
      const outputs: unknown[] = [];
      const assembly = search.assemble(hub.toolsets());
      outputs.push(
        await search.handle(
          { id: "crash", name: "tool_call", arguments: { calls: [{ name: "mcp__crashy__crash", arguments: {} }] } },
          { assembly },
        ),
      );
      await vi.waitFor(() => expect(hub.servers()[0]?.state).toBe("failed"), { timeout: 60_000, interval: 10 });
      const after = search.assemble(hub.toolsets());
      outputs.push(
        await search.handle(
          {
            id: "late",
            name: "tool_call",
            arguments: { calls: [{ name: "mcp__crashy__echo", arguments: { text: "x" } }] },
          },
          { assembly: after },
        ),
      );
      outputs.push(hub.servers(), hub.toolsets(), after.report, after.plan.listing, after.tools);
      expect(hub.servers().map((server) => server.state)).toEqual(["failed", "failed", "failed"]);
      expect(JSON.stringify(hub.servers())).toContain("***"); // the echoes arrived, masked
      expectNoForm([outputs, activity, logs], [ENV, HEAD]);
    } finally {
      await hub.close();
    }
  });

  it("the CLI's text and --json on those servers", async () => {
    const config = join(dir, "servers.json");
    writeFileSync(config, JSON.stringify({ mcpServers: servers() }));
    const runs: unknown[] = [];
    const captured = captureProcessOutput();
    try {
      for (const argv of [
        ["inspect"],
        ["inspect", "--json"],
        ["search", "echo", "--json"],
        ["call", "mcp__crashy__echo", '{"text":"x"}', "--json"],
      ]) {
        let out = "";
        let err = "";
        const code = await runCli([...argv, "--config", config], {
          out: (text) => void (out += text),
          err: (text) => void (err += text),
        });
        runs.push({ argv, code, out, err });
      }
    } finally {
      captured.restore();
    }
    expect(JSON.stringify(runs)).toContain("***");
    expectNoForm([runs, captured.lines], [ENV, HEAD]);
  });
});
