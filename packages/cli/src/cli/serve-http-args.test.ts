import { describe, expect, it } from "vitest";
import { parseCliArgs, type CliArgs } from "./cli-args.js";

const parsed = (argv: string[]): CliArgs => {
  const args = parseCliArgs(argv);
  if ("error" in args) throw new Error(args.error);
  return args;
};
const problem = (argv: string[]): string => {
  const args = parseCliArgs(argv);
  return "error" in args ? args.error : "";
};

describe("serve --http flags for replicas and OAuth", () => {
  it("reads the session key file, OAuth settings, allowed hosts and bind address", () => {
    const args = parsed([
      "serve",
      "--http",
      "8931",
      "--session-key-file",
      "key.hex",
      "--oauth-issuer",
      "https://id.example.com",
      "--oauth-audience",
      "https://mcp.example.com/mcp",
      "--oauth-scope",
      "mcp:tools",
      "--oauth-scope",
      "mcp:read other",
      "--allowed-host",
      "mcp.example.com",
      "--bind",
      "0.0.0.0",
    ]);
    expect(args.serveHttp).toEqual({
      sessionKeyFile: "key.hex",
      sharedTokenFile: undefined,
      oauth: {
        issuer: "https://id.example.com",
        audience: "https://mcp.example.com/mcp",
        scopes: ["mcp:tools", "mcp:read", "other"],
        jwksUrl: undefined,
      },
      allowedHosts: ["mcp.example.com"],
      bind: "0.0.0.0",
    });
  });

  it("names each misuse", () => {
    expect(problem(["serve", "--session-key-file", "k"])).toBe("--session-key-file belongs to serve --http <port>");
    expect(problem(["serve", "--http", "0", "--oauth-issuer", "https://id.example.com"])).toMatch(
      /^OAuth needs both --oauth-issuer <url> and --oauth-audience <url>/,
    );
    expect(problem(["serve", "--http", "0", "--oauth-issuer", "id", "--oauth-audience", "https://a/mcp"])).toBe(
      '--oauth-issuer needs an http(s) URL, got "id"',
    );
    expect(
      problem([
        "serve",
        "--http",
        "0",
        "--shared-token-file",
        "t",
        "--oauth-issuer",
        "https://i",
        "--oauth-audience",
        "https://a",
      ]),
    ).toBe("--oauth-issuer and --shared-token-file exclude each other: choose one way to authenticate");
    expect(problem(["serve", "--http", "0", "--shared-token-file", "t", "--token-file", "u"])).toBe(
      "--shared-token-file and --token-file exclude each other: choose one way to authenticate",
    );
    expect(problem(["serve", "--http", "0", "--no-auth", "--bind", "0.0.0.0"])).toBe(
      "--no-auth listens on loopback only; --bind 0.0.0.0 needs a token or OAuth",
    );
  });

  it("leaves them unset without the flags", () => {
    expect(parsed(["serve", "--http", "0"]).serveHttp).toEqual({
      sessionKeyFile: undefined,
      sharedTokenFile: undefined,
      oauth: undefined,
      allowedHosts: [],
      bind: undefined,
    });
  });
});
