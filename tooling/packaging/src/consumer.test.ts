import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { LOCKED_NODE_MAJORS, lockedNode } from "@hermes/node-runtimes";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { entryPoints, installConsumer, installedVersion, type ConsumerProject } from "./consumer/consumer-project.js";
import type { PackedWorkspace } from "./pack.js";
import { sharedPack } from "./shared-pack.js";

let packed: PackedWorkspace;
let installed: ConsumerProject;
let scratch: string;
beforeAll(async () => {
  packed = sharedPack();
  scratch = mkdtempSync(join(tmpdir(), "hermes-consumer-"));
  installed = await installConsumer(packed, scratch);
  console.info(`consumer install: ${installed.installSummary} (${String(installed.served.size)} from the local store)`);
}, 600_000);
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe("a project that installs the packed tarballs with npm", () => {
  it("gets every @hermes package from its tarball, once", () => {
    for (const pkg of packed.packages) {
      expect(installedVersion(installed.dir, pkg.manifest.name)).toBe(pkg.manifest.version);
      expect(
        existsSync(join(installed.dir, "node_modules", pkg.manifest.name, "node_modules", "@hermes")),
        pkg.manifest.name,
      ).toBe(false);
    }
  });

  it("gets every third-party package from the workspace's own store, none from the network", () => {
    // npm's only registry was the local one: what it served is what the project holds.
    const sdk = "@modelcontextprotocol/client";
    expect(installed.served).toContain(`${sdk}@${installedVersion(installed.dir, sdk)}`);
    expect(installed.served.size).toBeGreaterThan(20);
    expect([...installed.missing]).toEqual([]);
  });
});

/** The Node.js binaries the project runs on: the one running the tests, then the locked 22 and 24. */
const runtimes = [
  { name: "the test runner's Node.js", node: process.execPath as string | undefined },
  ...LOCKED_NODE_MAJORS.map((major) => ({ name: `the locked Node.js ${String(major)}`, node: lockedNode(major) })),
];
for (const { name, node } of runtimes)
  if (node === undefined)
    console.warn(`consumer test: ${name} is not installed for ${process.platform}-${process.arch}; skipped`);

// In CI (Linux x64) every runtime is there: a missing one fails instead of being skipped.
describe.each(runtimes.filter(({ node }) => node !== undefined || process.env["CI"] === "true"))(
  "the installed project on $name",
  ({ node: chosen }) => {
    let project: ConsumerProject;
    let nodeVersion: string;
    beforeAll(() => {
      if (chosen === undefined) throw new Error(`no locked Node.js binary for ${process.platform}-${process.arch}`);
      project = installed.on(chosen);
      nodeVersion = execFileSync(chosen, ["--version"], { encoding: "utf8" }).trim();
    });

    it("runs its scripts and bins on the chosen Node.js", async () => {
      expect((await project.node(["-p", "process.version"])).trim()).toBe(nodeVersion);
      // What a bin's `#!/usr/bin/env node` line finds.
      expect((await project.exec("env", ["node", "--version"])).trim()).toBe(nodeVersion);
    });

    it("imports every entry point and uses one function of each (ESM)", async () => {
      expect(entryPoints(packed).sort()).toEqual([
        "@hermes/bm25",
        "@hermes/bm25/internal",
        "@hermes/bridge",
        "@hermes/bridge/internal",
        "@hermes/catalog",
        "@hermes/catalog/background",
        "@hermes/catalog/internal",
        "@hermes/cli",
        "@hermes/connectors",
        "@hermes/connectors/internal",
        "@hermes/connectors/testing",
        "@hermes/dispatch",
        "@hermes/integrations",
        "@hermes/integrations/ai-sdk",
        "@hermes/integrations/anthropic",
        "@hermes/integrations/openai",
        "@hermes/integrations/openai-agents",
        "@hermes/mcp",
        "@hermes/mcp/internal",
        "@hermes/mcp/testing",
        "@hermes/tool-search",
        "@hermes/tool-search/internal",
        "@hermes/tool-search/testing",
      ]);
      const report = JSON.parse(await project.node(["smoke.mjs"])) as Record<string, unknown>;
      expect(report).toEqual({
        bm25: ["create_issue"],
        catalog: { tier: 1, deferred: ["create_issue"] },
        catalogInternal: { connector: "gmail", tool: "SEND_EMAIL" },
        catalogBackground: true,
        bridge: ["tool_search", "tool_describe", "tool_call"],
        bridgeInternal: ["create_issue"],
        dispatch: "ran create_issue",
        connectorName: { connector: "gmail", tool: "SEND_EMAIL" },
        connectors: ["connectors__gmail__SEND_EMAIL"],
        toolSearch: { tier: 1, deferred: expect.any(Number) as number },
        toolSearchInternal: ["core_tools", "context_length", "mcp_tool_names"],
        // The demo: 6 core tools and the 3 bridge tools (no server tool is core by its name).
        integrations: { modelTools: 9, aiSdk: 9, openai: 9, anthropic: 9, openaiAgents: 9 },
        mcp: [{ type: "text", text: "hello" }],
        mcpDirect: { content: [{ type: "text", text: "hello" }] },
        cli: { code: 0, sources: 13 },
      });
    });

    it("loads every entry point from CommonJS through import()", async () => {
      const script = `Promise.all(${JSON.stringify(entryPoints(packed))}.map((name) => import(name).then((m) => [name, Object.keys(m).length])))
    .then((loaded) => console.log(JSON.stringify(Object.fromEntries(loaded))));\n`;
      writeFileSync(join(project.dir, "dynamic-import.cjs"), script);
      const loaded = JSON.parse(await project.node(["dynamic-import.cjs"])) as Record<string, number>;
      for (const name of entryPoints(packed)) expect(loaded[name], name).toBeGreaterThan(0);
    });

    it("loads every entry point from CommonJS with require() (Node's require of ES modules)", async () => {
      const script = `const loaded = Object.fromEntries(${JSON.stringify(entryPoints(packed))}.map((name) => [name, require(name)]));
  const { Bm25Index } = loaded["@hermes/bm25"];
  const index = new Bm25Index({ fields: { name: 1 } });
  index.add({ id: "a", fields: { name: "create_issue" } });
  console.log(JSON.stringify({ exports: Object.fromEntries(Object.entries(loaded).map(([name, m]) => [name, Object.keys(m).length])), hits: index.search("create issue").map((hit) => hit.id) }));\n`;
      writeFileSync(join(project.dir, "require.cjs"), script);
      const report = JSON.parse(await project.node(["require.cjs"])) as {
        exports: Record<string, number>;
        hits: string[];
      };
      for (const name of entryPoints(packed)) expect(report.exports[name], name).toBeGreaterThan(0);
      expect(report.hits).toEqual(["a"]);
    });

    it("runs the hermes-tool-search bin of @hermes/cli: inspect --json", async () => {
      const inspected = JSON.parse(await project.bin("hermes-tool-search", ["inspect", "--json"])) as Record<
        string,
        unknown
      >;
      expect(inspected).toMatchObject({
        tier: 1,
        listingForm: expect.any(String) as string,
        listing: expect.stringContaining("Deferred tool catalog") as string,
      });
      expect(inspected["deferredCount"]).toBeGreaterThan(100);
    });
  },
);
