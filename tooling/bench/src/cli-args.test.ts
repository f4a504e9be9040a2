import { describe, expect, it } from "vitest";
import { DEFAULT_SIZES, parseCliArgs, parseSizes } from "./cli-args.js";

describe("parseCliArgs", () => {
  it("defaults to the table, writing the docs, all sizes", () => {
    expect(parseCliArgs([])).toEqual({ json: false, write: true, sizes: DEFAULT_SIZES, help: false });
    expect(DEFAULT_SIZES).toEqual([300, 3000, 30000]);
  });

  it("reads --json, --no-write and --sizes in either form", () => {
    expect(parseCliArgs(["--json", "--no-write", "--sizes", "3000,300"])).toEqual({
      json: true,
      write: false,
      sizes: [300, 3000],
      help: false,
    });
    expect(parseCliArgs(["--sizes=300"]).sizes).toEqual([300]);
  });

  it("reads --suite as a comma-separated list of suite names", () => {
    expect(parseCliArgs(["--suite", "gateway, catalog"]).suites).toEqual(["gateway", "catalog"]);
    expect(parseCliArgs([]).suites).toBeUndefined();
  });

  it("skips a leading -- forwarded by the package manager", () => {
    expect(parseCliArgs(["--", "--json"]).json).toBe(true);
  });

  it("reads -h and --help", () => {
    expect(parseCliArgs(["-h"]).help).toBe(true);
    expect(parseCliArgs(["--help"]).help).toBe(true);
  });

  it("rejects unknown options and stray arguments", () => {
    expect(() => parseCliArgs(["--jsonn"])).toThrow(/jsonn/);
    expect(() => parseCliArgs(["300"])).toThrow();
    expect(() => parseCliArgs(["--sizes"])).toThrow();
  });
});

describe("parseSizes", () => {
  it("sorts and drops repeats", () => {
    expect(parseSizes("30000, 300,300,3000")).toEqual([300, 3000, 30000]);
  });

  it.each(["", "0", "-5", "1.5", "3e3", "abc", "300,,3000"])("rejects %j", (text) => {
    expect(() => parseSizes(text)).toThrow(/positive integers/);
  });
});
