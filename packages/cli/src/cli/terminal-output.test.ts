// Issue: escape sequences in a server's stderr (ESC, BEL, OSC) were printed raw by the CLI, so
// a server could rewrite what the user sees. Human output is now escaped; --json stays exact.
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { run } from "../../test/run-captured.js";

const hostile = (): string => {
  const dir = mkdtempSync(join(tmpdir(), "hermes-cli-tty-"));
  const script = join(dir, "hostile.mjs");
  writeFileSync(script, 'process.stderr.write("boot \\u001b]0;pwned\\u0007\\u001b[2J done\\n"); process.exit(3);\n');
  const config = join(dir, "config.json");
  writeFileSync(config, JSON.stringify({ mcpServers: { hostile: { command: process.execPath, args: [script] } } }));
  return config;
};

describe("terminal-safe output", () => {
  it("a server's stderr escapes reach the terminal only escaped; --json output is exact JSON", async () => {
    const config = hostile();
    const human = await run("inspect", "--config", config);
    const printed = human.out + human.err;
    expect(printed).toContain("hostile");
    // eslint-disable-next-line no-control-regex -- matching controls is the point
    expect(printed).not.toMatch(/[\u0007\u001b]/);
    expect(printed).toContain("\\u001b]0;pwned\\u0007");
    const json = await run("inspect", "--json", "--config", config);
    const parsed = JSON.parse(json.out) as { servers: { name: string; reason?: string }[] };
    expect(parsed.servers.find((server) => server.name === "hostile")?.reason).toContain("\u001b]0;pwned\u0007");
  });
});
