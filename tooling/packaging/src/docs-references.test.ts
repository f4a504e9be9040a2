import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { brokenLinks, missingTestFiles } from "./doc-check/doc-references.js";
import { REPO_ROOT } from "./workspace.js";

const PAGES = [
  "docs/architecture.md",
  "docs/security.md",
  "docs/configuration.md",
  "docs/getting-started-ranker.md",
  "docs/getting-started-custom-runtime.md",
  "docs/getting-started-umbrella.md",
  "docs/getting-started-ai-sdk.md",
  "docs/getting-started-openai.md",
  "docs/getting-started-anthropic.md",
  "docs/getting-started-openai-agents.md",
  "docs/integrations.md",
  "docs/mcp-clients.md",
  "docs/signatures.md",
  "docs/token-economy.md",
];
const read = (page: string): string => readFileSync(join(REPO_ROOT, page), "utf8");

describe("docs references", () => {
  it.each(PAGES)("%s links only to files that exist", (page) => {
    expect(brokenLinks(REPO_ROOT, page, read(page))).toEqual([]);
  });

  it("security.md points only at test files that exist", () => {
    expect(missingTestFiles(REPO_ROOT, read("docs/security.md"))).toEqual([]);
  });
});
