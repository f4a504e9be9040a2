import { existsSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { execFileSync } from "node:child_process";
import {
  consumerNode,
  entryPoints,
  installConsumer,
  installedVersion,
  type ConsumerProject,
} from "./consumer/consumer-project.js";
import { packWorkspace, type PackedWorkspace } from "./pack.js";

let packed: PackedWorkspace;
let project: ConsumerProject;
beforeAll(async () => {
  packed = await packWorkspace();
  project = await installConsumer(packed, join(packed.dir, "consumer"));
  console.info(`consumer install: ${project.installSummary}`);
}, 600_000);
afterAll(() => packed.remove());

const nodeVersion = execFileSync(consumerNode(), ["--version"], { encoding: "utf8" }).trim();

describe(`a project that installs the packed tarballs with npm (Node.js ${nodeVersion})`, () => {
  it("runs its scripts and bins on the chosen Node.js", async () => {
    expect((await project.node(["-p", "process.version"])).trim()).toBe(nodeVersion);
    // What a bin's `#!/usr/bin/env node` line finds.
    expect((await project.exec("env", ["node", "--version"])).trim()).toBe(nodeVersion);
  });

  it("gets every @hermes package from its tarball, once", () => {
    for (const pkg of packed.packages) {
      expect(installedVersion(project.dir, pkg.manifest.name)).toBe(pkg.manifest.version);
      expect(
        existsSync(join(project.dir, "node_modules", pkg.manifest.name, "node_modules", "@hermes")),
        pkg.manifest.name,
      ).toBe(false);
    }
  });

  it("imports every entry point and uses one function of each (ESM)", async () => {
    expect(entryPoints(packed).sort()).toEqual([
      "@hermes/bm25",
      "@hermes/bm25/internal",
      "@hermes/bridge",
      "@hermes/bridge/internal",
      "@hermes/catalog",
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
});
