import { describe, expect, it } from "vitest";
import type { CatalogEstimate } from "./token-estimate.js";
import { renderTokenSection, tokenJsonResults, tokenTable } from "./token-report.js";

const estimate: CatalogEstimate = {
  catalog: "mcp-servers",
  schemas: { meanAbsolute: 0.131, meanSigned: 0.107, samples: 1288 },
  listings: { meanAbsolute: 0.106, meanSigned: -0.02, samples: 58 },
  all: { meanAbsolute: 0.13, meanSigned: 0.1, samples: 1346 },
};

describe("token report", () => {
  it("emits one JSON row per metric with set = catalog and mode = tokens", () => {
    expect(tokenJsonResults([estimate])).toEqual([
      { set: "mcp-servers", mode: "tokens", system: "estimateTokens vs o200k", metric: "estimate_error", value: 0.13 },
      {
        set: "mcp-servers",
        mode: "tokens",
        system: "estimateTokens vs o200k",
        metric: "estimate_error_schemas",
        value: 0.131,
      },
      {
        set: "mcp-servers",
        mode: "tokens",
        system: "estimateTokens vs o200k",
        metric: "estimate_error_listings",
        value: 0.106,
      },
      { set: "mcp-servers", mode: "tokens", system: "estimateTokens vs o200k", metric: "estimate_bias", value: 0.1 },
    ]);
  });

  it("renders percentages with the signed error and sample count", () => {
    expect(tokenTable([estimate]).rows).toEqual([
      ["mcp-servers", "13.0% (+10.0%, n=1346)", "13.1% (+10.7%, n=1288)", "10.6% (-2.0%, n=58)"],
    ]);
    expect(renderTokenSection([estimate])).toContain("| mcp-servers | 13.0% (+10.0%, n=1346) |");
  });
});
