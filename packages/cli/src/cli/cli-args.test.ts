import { describe, expect, it } from "vitest";
import { parseCliArgs } from "./cli-args.js";

describe("parseCliArgs", () => {
  it("reads a command, its positionals and options", () => {
    expect(
      parseCliArgs([
        "search",
        "create github issue",
        "list pods",
        "--limit",
        "3",
        "--explain",
        "--json",
        "--config",
        "c.json",
      ]),
    ).toEqual({
      command: "search",
      positionals: ["create github issue", "list pods"],
      config: "c.json",
      contextLength: undefined,
      json: true,
      explain: true,
      check: false,
      pins: undefined,
      limit: 3,
      http: undefined,
      wait: undefined,
      tokenFile: undefined,
      noAuth: false,
      verbose: false,
      logFile: undefined,
      servers: [],
      demo: false,
      serveHttp: {
        sessionKeyFile: undefined,
        sharedTokenFile: undefined,
        oauth: undefined,
        allowedHosts: [],
        bind: undefined,
      },
      help: false,
      version: false,
    });
    expect(parseCliArgs(["inspect", "--check", "--pins", "team.pins.json"])).toMatchObject({
      command: "inspect",
      check: true,
      pins: "team.pins.json",
    });
    expect(parseCliArgs(["inspect", "--context-length", "32000"])).toMatchObject({
      command: "inspect",
      contextLength: 32000,
    });
  });

  it("reads serve --http's auth flags", () => {
    expect(parseCliArgs(["serve", "--http", "7077", "--token-file", "/tmp/t"])).toMatchObject({
      http: 7077,
      tokenFile: "/tmp/t",
      noAuth: false,
    });
    expect(parseCliArgs(["serve", "--http", "7077", "--no-auth"])).toMatchObject({
      noAuth: true,
      tokenFile: undefined,
    });
  });

  it("treats no arguments and --help as the main help", () => {
    expect(parseCliArgs([])).toMatchObject({ help: true });
    expect(parseCliArgs(["--help"])).toMatchObject({ help: true });
    expect(parseCliArgs(["serve", "-h"])).toMatchObject({ command: "serve", help: true });
  });

  it("names what is wrong instead of throwing", () => {
    expect(parseCliArgs(["frobnicate"])).toEqual({
      error: 'unknown command "frobnicate"; expected one of: inspect, search, describe, call, serve, demo, pin',
      command: undefined,
    });
    expect(parseCliArgs(["search", "--limit", "zero"])).toEqual({
      error: '--limit needs a whole number ≥ 1, got "zero"',
      command: "search",
    });
    expect(parseCliArgs(["inspect", "--context-length=-5"])).toEqual({
      error: '--context-length needs a whole number ≥ 0, got "-5"',
      command: "inspect",
    });
    expect(parseCliArgs(["serve", "--no-auth"])).toEqual({
      error: "--token-file and --no-auth belong to serve --http <port>",
      command: "serve",
    });
    expect(parseCliArgs(["serve", "--http", "0", "--no-auth", "--token-file", "t"])).toEqual({
      error: "--no-auth and --token-file exclude each other: --no-auth issues no token",
      command: "serve",
    });
    expect(parseCliArgs(["serve", "--log-level", "verbose"])).toEqual({
      error: "--log-level must be one of debug, info, warn, error",
      command: "serve",
    });
    expect(parseCliArgs(["search", "x", "--log-level", "info"])).toEqual({
      error: "--log-level belongs to serve",
      command: "search",
    });
    expect(parseCliArgs(["serve", "--log-level", "warn"])).toMatchObject({ command: "serve", logLevel: "warn" });
    const unknown = parseCliArgs(["inspect", "--bogus"]);
    expect(unknown).toMatchObject({ command: "inspect" });
    expect("error" in unknown && unknown.error).toMatch(/bogus/);
  });
});
