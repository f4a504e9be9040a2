import type { EvalTool } from "@hermes/data";
import { describe, expect, it } from "vitest";
import { ndcgAt, recallAt } from "./metrics.js";
import { judge, relevantIds } from "./relevance.js";

const tool = (id: string, name: string): EvalTool => ({
  id,
  server: id.split("::")[0] ?? "",
  name,
  description: "",
  inputSchema: {},
});
const tools = [tool("a::gen", "gen"), tool("b::gen", "gen"), tool("c::other", "other"), tool("d::gen2", "gen2")];

describe("judge", () => {
  it("labels tools by id, so a name repeated on another server earns nothing", () => {
    const judgement = judge(tools, { id: "q", text: "gen", relevant: ["b::gen"] });
    const ranked = [0, 1].map((p) => judgement.label(p));
    expect(ranked).toEqual(["a::gen", "b::gen"]);
    expect(recallAt(1, ranked, judgement.relevant)).toBe(0);
    expect(recallAt(2, ranked, judgement.relevant)).toBe(1);
  });

  it("counts each group once, whichever of its tools comes first", () => {
    const query = {
      id: "q",
      text: "gen",
      relevant: ["a::gen", "b::gen", "c::other"],
      groups: [["a::gen", "b::gen"], ["c::other"]],
    };
    const judgement = judge(tools, query);
    const ranked = [1, 0, 2].map((p) => judgement.label(p));
    expect(judgement.relevant).toEqual(["group:0", "group:1"]);
    expect(recallAt(2, ranked, judgement.relevant)).toBe(0.5);
    expect(recallAt(3, ranked, judgement.relevant)).toBe(1);
    expect(ndcgAt(10, ranked.slice(0, 2), judgement.relevant)).toBeLessThan(1);
    expect([...relevantIds(query)].sort()).toEqual(["a::gen", "b::gen", "c::other"]);
  });
});
