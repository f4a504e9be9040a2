import { describe, expect, it } from "vitest";
import { parseEvalArgs } from "./args.js";

describe("parseEvalArgs", () => {
  it("defaults to a human run that writes the docs", () => {
    expect(parseEvalArgs([], "/repo")).toEqual({
      json: false,
      data: [],
      write: true,
      ablation: false,
      sets: [],
      systems: [],
      help: false,
    });
  });
  it("reads every flag", () => {
    const args = parseEvalArgs(["--json", "--no-write", "--ablation"], "/repo");
    expect(args).toMatchObject({ json: true, write: false, ablation: true });
  });
  it("collects repeated --data paths, resolving relative ones against the base folder", () => {
    const args = parseEvalArgs(["--data", "sets/a.json", "--data=/abs/b.json", "--data", "../c.json"], "/repo/sub");
    expect(args.data).toEqual(["/repo/sub/sets/a.json", "/abs/b.json", "/repo/c.json"]);
  });
  it("--set restricts the public sets and never rewrites the doc", () => {
    expect(parseEvalArgs(["--set", "etom", "--set=metatool"], "/repo")).toMatchObject({
      sets: ["etom", "metatool"],
      write: false,
    });
  });
  it("--system restricts the systems and never rewrites the doc", () => {
    expect(parseEvalArgs(["--system", "hermes-catalog", "--system=minisearch"], "/repo")).toMatchObject({
      systems: ["hermes-catalog", "minisearch"],
      write: false,
    });
  });
  it("accepts -h", () => {
    expect(parseEvalArgs(["-h"], "/repo").help).toBe(true);
  });
  it("rejects unknown options, positionals and a --data without a path", () => {
    expect(() => parseEvalArgs(["--jsn"], "/repo")).toThrow(/jsn/);
    expect(() => parseEvalArgs(["extra"], "/repo")).toThrow();
    expect(() => parseEvalArgs(["--data"], "/repo")).toThrow(/data/);
  });
});
