import { searchCatalog, type CatalogSearchOptions, type ToolEntry } from "@hermes/catalog";
import { describe, expect, it } from "vitest";
import type { BridgeError } from "../bridge-error.js";
import { config, smallPlan } from "../../test/search-fixtures.js";
import { RERANK_FAILED, type SearchRerank } from "./rerank.js";
import type { ToolSearchResult } from "./result.js";
import { searchTools } from "./tool-search.js";

const asResult = (value: ToolSearchResult | BridgeError): ToolSearchResult => {
  if ("error" in value) throw new Error(`unexpected error: ${String(value.error)}`);
  return value;
};

const args = { queries: ["weather forecast", "note rename"], limit: 2 };

/** A rerank that reverses the catalog's order and records what it was asked. */
function reversing(): { readonly rerank: SearchRerank; readonly asked: string[] } {
  const asked: string[] = [];
  const rerank: SearchRerank = (entries: readonly ToolEntry[], query: string, options: CatalogSearchOptions) => {
    asked.push(query);
    return Promise.resolve({ matches: searchCatalog(entries, query, options).reverse(), dense: "applied" });
  };
  return { rerank, asked };
}

describe("searchTools with a rerank hook", () => {
  it("shows the hook's order for every query and adds no field when it applied", async () => {
    const plan = smallPlan("none");
    const { rerank, asked } = reversing();
    const lexical = asResult(await searchTools(args, { scope: { plan }, config }));
    const reranked = asResult(await searchTools(args, { scope: { plan }, config, rerank }));
    expect(asked).toEqual(["weather forecast", "note rename"]);
    expect(reranked.results.map((group) => group.matches)).toEqual(
      lexical.results.map((group) => [...group.matches].reverse()),
    );
    expect(reranked).not.toHaveProperty("dense");
  });

  it("reports a degraded rerank with its code, keeps its ranking and does not ask it again in the call", async () => {
    const plan = smallPlan("none");
    const asked: string[] = [];
    const rerank: SearchRerank = (entries, query, options) => {
      asked.push(query);
      return Promise.resolve({
        matches: searchCatalog(entries, query, options),
        dense: "degraded",
        error: { code: "DENSE_TIMEOUT" },
      });
    };
    const lexical = asResult(await searchTools(args, { scope: { plan }, config }));
    const degraded = asResult(await searchTools(args, { scope: { plan }, config, rerank }));
    expect(asked).toEqual(["weather forecast"]);
    expect(degraded).toEqual({ ...lexical, dense: { status: "degraded", code: "DENSE_TIMEOUT" } });
  });

  it("answers with the catalog's ranking when the hook rejects", async () => {
    const plan = smallPlan("none");
    const rerank: SearchRerank = () => Promise.reject(new Error("boom"));
    const lexical = asResult(await searchTools(args, { scope: { plan }, config }));
    expect(await searchTools(args, { scope: { plan }, config, rerank })).toEqual({
      ...lexical,
      dense: { status: "degraded", code: RERANK_FAILED },
    });
  });

  it("passes the user's stop signal to the hook", async () => {
    const controller = new AbortController();
    const signals: (AbortSignal | undefined)[] = [];
    const rerank: SearchRerank = (entries, query, options, signal) => {
      signals.push(signal);
      return Promise.resolve({ matches: searchCatalog(entries, query, options), dense: "skipped" });
    };
    await searchTools(
      { query: "weather" },
      { scope: { plan: smallPlan("none") }, config, rerank, signal: controller.signal },
    );
    expect(signals).toEqual([controller.signal]);
  });
});
