import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

const read = (path: string): string => readFileSync(new URL(`../${path}`, import.meta.url), "utf8");
const blocks = (markdown: string): string[] =>
  [...markdown.matchAll(/```ts\n([\s\S]*?)```/g)].map((match) => match[1] ?? "");

describe("README and getting-started pages show the examples the tests run", () => {
  it("README's first ts block is examples/ai-sdk.ts", () => {
    expect(blocks(read("README.md"))[0]).toBe(read("examples/ai-sdk.ts"));
  });

  it.each([
    ["../../docs/getting-started-ai-sdk.md", "examples/ai-sdk.ts"],
    ["../../docs/getting-started-openai.md", "examples/openai.ts"],
    ["../../docs/getting-started-anthropic.md", "examples/anthropic.ts"],
    ["../../docs/getting-started-openai-agents.md", "examples/openai-agents.ts"],
  ])("%s shows %s verbatim", (page, example) => {
    expect(blocks(read(page))).toContain(read(example));
  });
});
