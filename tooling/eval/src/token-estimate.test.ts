import { describe, expect, it } from "vitest";
import { catalogEstimate, combineErrors, estimateError, estimatedTexts } from "./token-estimate.js";

const words = (text: string): number => text.split(/\s+/).filter(Boolean).length;

describe("estimateError", () => {
  it("averages absolute and signed relative errors, skipping texts the real counter gives 0", () => {
    const real = (text: string): number => text.length;
    const estimate = (text: string): number => (text === "aaaa" ? 2 : 6);
    expect(estimateError(["aaaa", "bbb", ""], estimate, real)).toEqual({
      meanAbsolute: (0.5 + 1) / 2,
      meanSigned: (-0.5 + 1) / 2,
      samples: 2,
    });
  });

  it("combines summaries weighted by their samples", () => {
    expect(
      combineErrors(
        { meanAbsolute: 0.2, meanSigned: 0.2, samples: 1 },
        { meanAbsolute: 0.5, meanSigned: -0.5, samples: 3 },
      ),
    ).toEqual({
      meanAbsolute: (0.2 + 1.5) / 4,
      meanSigned: (0.2 - 1.5) / 4,
      samples: 4,
    });
  });
});

describe("catalogEstimate", () => {
  const catalog = {
    name: "tiny",
    tools: [
      { server: "github", name: "create_issue", description: "Create an issue.", inputSchema: { type: "object" } },
      { server: "github", name: "list_issues", description: "List issues.", inputSchema: { type: "object" } },
      { server: "slack", name: "post_message", description: "Post a message.", inputSchema: { type: "object" } },
    ],
  };

  it("measures definitions as compact JSON and the listings built from them", () => {
    const { schemas, listings } = estimatedTexts(catalog);
    expect(schemas[0]).toBe('{"name":"create_issue","description":"Create an issue.","inputSchema":{"type":"object"}}');
    expect(schemas).toHaveLength(3);
    expect(listings[0]).toContain("github tools (2):");
    expect(listings.length).toBe(5);
  });

  it("is zero error when the estimate is the real counter", () => {
    const result = catalogEstimate(catalog, words, words);
    expect(result.all).toEqual({ meanAbsolute: 0, meanSigned: 0, samples: 8 });
  });
});
