import { describe, expect, it } from "vitest";
import { Bm25Error } from "./errors.js";
import { ENGLISH_STOP_WORDS } from "./stop-words.js";
import { createTokenizer } from "./tokenizer.js";

describe("createTokenizer", () => {
  const tokenize = createTokenizer();
  const plain = createTokenizer({ stemmer: null, splitCamelCase: false });

  it("splits snake, kebab, dot and colon case into lowercase words", () => {
    expect(plain("get_pull_request list-issues repo.read mcp:fetch")).toEqual([
      "get",
      "pull",
      "request",
      "list",
      "issues",
      "repo",
      "read",
      "mcp",
      "fetch",
    ]);
  });

  it("keeps only ASCII letters and digits", () => {
    expect(plain("Résumé: s3 → ec2 (v2)!")).toEqual(["r", "sum", "s3", "ec2", "v2"]);
    expect(plain("日本語")).toEqual([]);
  });

  it("stems with Porter by default", () => {
    expect(tokenize("searching issues created")).toEqual(["search", "issu", "creat"]);
  });

  it("emits camelCase parts after the joined word", () => {
    expect(tokenize("createIssue")).toEqual(["createissu", "creat", "issu"]);
    expect(tokenize("GitHub")).toEqual(["github", "git", "hub"]);
    expect(createTokenizer({ stemmer: null })("HTTPServer getHTTPResponse")).toEqual([
      "httpserver",
      "http",
      "server",
      "gethttpresponse",
      "get",
      "http",
      "response",
    ]);
  });

  it("leaves words without a case change whole", () => {
    expect(plain("GMAIL_SEND_EMAIL github issue")).toEqual(["gmail", "send", "email", "github", "issue"]);
  });

  it("can turn camelCase splitting off", () => {
    expect(createTokenizer({ splitCamelCase: false })("createIssue")).toEqual(["createissu"]);
  });

  it("drops stop words before stemming, case-insensitively", () => {
    const withStops = createTokenizer({ stopWords: ENGLISH_STOP_WORDS });
    expect(withStops("Can you please Create an issue for me")).toEqual(["creat", "issu"]);
  });

  it("accepts a custom stemmer", () => {
    const upper = createTokenizer({ stemmer: (word) => word.toUpperCase(), splitCamelCase: false });
    expect(upper("list files")).toEqual(["LIST", "FILES"]);
  });

  it("treats prototype names as ordinary words", () => {
    expect(tokenize("constructor __proto__ toString")).toEqual(["constructor", "proto", "tostr", "to", "string"]);
  });

  it("rejects a stemmer that is not a function and stop words that are not strings", () => {
    const bad = (options: unknown): unknown => createTokenizer(options as Parameters<typeof createTokenizer>[0]);
    expect(() => bad({ stemmer: "porter" })).toThrowError(
      expect.objectContaining({ code: "INVALID_OPTIONS" }) as Error,
    );
    expect(() => bad({ stopWords: [1] })).toThrowError(Bm25Error);
    expect(() => bad({ stopWords: "the" })).toThrowError(/iterable of strings/);
  });
});
