import type { EvalTool } from "@hermes/data";
import { describe, expect, it } from "vitest";
import { DEFAULT_CONFIG } from "../retrieval-config.js";
import { toolToDocument } from "../tool-document.js";
import { allSystems, selectedSystems } from "./system-list.js";

function tool(name: string, description: string, params: string[] = []): EvalTool {
  const properties = Object.fromEntries(params.map((p) => [p, { type: "string" }]));
  return { id: name, server: "s", name, description, inputSchema: { type: "object", properties } };
}

const tools = [
  tool("keyvault_secret_get", "Get a secret from an Azure Key Vault.", ["vault", "secret"]),
  tool("storage_blob_list", "List blobs in a storage container.", ["account", "container"]),
  tool("FinanceTool", "Stock prices, market data and company fundamentals."),
  tool("WeatherTool", "Current weather and forecasts for any city."),
];
// Document ids are positions, as in runQueries.
const documents = tools.map((t, i) => toolToDocument(t, DEFAULT_CONFIG.document, String(i)));
const STORAGE = "1";
const FINANCE = "2";

describe("every system", () => {
  for (const system of allSystems()) {
    it(`${system.system} (${system.mode}) finds the obvious tool first`, async () => {
      const search = await system.build(documents, DEFAULT_CONFIG, tools);
      expect((await search("list the blobs in my storage container", 10))[0]).toBe(STORAGE);
      expect((await search("weather forecast", 2)).length).toBeLessThanOrEqual(2);
    });
  }

  it("reports our ranker in each mode, then peers in rank mode", () => {
    const systems = allSystems();
    expect(systems.filter((s) => s.role === "ours").map((s) => `${s.system} ${s.mode}`)).toEqual([
      "hermes-bm25 rank",
      "hermes-bm25 gated",
      "hermes-bm25 natural",
      "hermes-catalog rank",
      "hermes-catalog gated",
      "hermes-catalog natural",
      "hermes-catalog-no-names rank",
      "hermes-catalog-no-names gated",
      "hermes-catalog-no-names natural",
      "hermes-catalog-hybrid natural",
      "hermes-catalog-adaptive natural",
    ]);
    expect(systems.filter((s) => s.role !== "ours").every((s) => s.mode === "rank")).toBe(true);
  });
});

describe("our natural mode", () => {
  it("answers a request in plain words that the gated mode leaves empty, and abstains on a keyword query naming a missing service", async () => {
    const systems = allSystems();
    const gated = systems.find((s) => s.system === "hermes-bm25" && s.mode === "gated");
    const natural = systems.find((s) => s.system === "hermes-bm25" && s.mode === "natural");
    const query = "could you please list every blob that sits in my storage container";
    expect(await (await gated?.build(documents, DEFAULT_CONFIG, tools))?.(query, 10)).toEqual([]);
    const search = await natural?.build(documents, DEFAULT_CONFIG, tools);
    expect((await search?.(query, 10))?.[0]).toBe(STORAGE);
    expect(await search?.("gmail send email", 10)).toEqual([]);
  });
});

describe("our gated mode", () => {
  it("returns nothing when the query has a word no tool has, unlike rank mode", async () => {
    const [rank, gated] = allSystems();
    const query = "stock prices for Tesla";
    expect(await (await rank?.build(documents, DEFAULT_CONFIG, tools))?.(query, 10)).toContain(FINANCE);
    expect(await (await gated?.build(documents, DEFAULT_CONFIG, tools))?.(query, 10)).toEqual([]);
  });
});

describe("selectedSystems", () => {
  it("keeps every mode of each named system, in the usual order, and all systems for no names", () => {
    const picked = selectedSystems(["minisearch", "hermes-catalog"]);
    expect(new Set(picked.map(({ system }) => system))).toEqual(new Set(["hermes-catalog", "minisearch"]));
    expect(picked.filter(({ system }) => system === "hermes-catalog").length).toBeGreaterThan(1);
    expect(picked.map(({ system, mode }) => `${system}/${mode}`)).toEqual(
      allSystems()
        .filter(({ system }) => system === "minisearch" || system === "hermes-catalog")
        .map(({ system, mode }) => `${system}/${mode}`),
    );
    expect(selectedSystems([])).toHaveLength(allSystems().length);
  });

  it("rejects an unknown name and lists the known ones", () => {
    expect(() => selectedSystems(["lucene"])).toThrow(/unknown --system lucene \(systems: hermes-bm25, /);
  });
});
