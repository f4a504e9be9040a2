import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { backgroundCorpus } from "./background-corpus.js";
import { backgroundLicences, corpusModule } from "./build-background-corpus.js";

const DIR = new URL("../../../packages/catalog/src/background/", import.meta.url);

describe("the background corpus @hermes/catalog ships", () => {
  it("is what catalogs/ gives today (rerun build-background-corpus after changing a catalog)", () => {
    expect(readFileSync(new URL("corpus-data.ts", DIR), "utf8")).toBe(corpusModule());
  });

  it("carries the licence notes of every source", () => {
    expect(readFileSync(new URL("LICENSES.md", DIR), "utf8")).toBe(backgroundLicences());
  });

  it("keeps a tool's text fields and parameters, and nothing else of its schema", () => {
    const corpus = backgroundCorpus([
      {
        server: "demo",
        name: "get_weather",
        description: "Current weather",
        inputSchema: { type: "object", properties: { city: { type: "string", description: "City name" }, units: {} } },
      },
    ]);
    expect(corpus.tools).toEqual([["demo", "get_weather", "Current weather", [["city", "City name"], ["units", ""]]]]);
  });
});
