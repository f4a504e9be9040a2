// The `dense` endpoint block of tools.tool_search: strict errors and lenient fallbacks.
import { describe, expect, it } from "vitest";
import { DEFAULT_CONFIG } from "./defaults.js";
import { normalizeConfig } from "./normalize.js";
import { parseConfig } from "./parse.js";
import { toRawConfig } from "./raw.js";

const URL = "http://127.0.0.1:8080/v1/embeddings";
const GOOD = { url: URL, model: "text-embedding-3-small", api_key_env: "EMBED_KEY", timeout_ms: 500, share: 0.4 };

function messages(raw: unknown): string[] {
  const result = parseConfig(raw);
  return result.ok ? [] : result.errors.map((error) => error.message);
}

describe("parseConfig: dense", () => {
  it("is off by default and reads a full block", () => {
    expect(DEFAULT_CONFIG.dense).toBeUndefined();
    expect(parseConfig({ dense: GOOD })).toEqual({
      ok: true,
      config: {
        ...DEFAULT_CONFIG,
        dense: { url: URL, model: "text-embedding-3-small", apiKeyEnv: "EMBED_KEY", timeoutMs: 500, share: 0.4 },
      },
    });
  });

  it("defaults the timeout to 3000 ms, the share to 0.3 and sends no key without api_key_env", () => {
    expect(parseConfig({ dense: { url: URL, model: "m" } })).toEqual({
      ok: true,
      config: { ...DEFAULT_CONFIG, dense: { url: URL, model: "m", apiKeyEnv: undefined, timeoutMs: 3000, share: 0.3 } },
    });
  });

  it("rejects a block of the wrong type", () => {
    expect(messages({ dense: "http://x" })).toEqual(['/dense must be object (got "http://x")']);
    expect(messages({ dense: [URL] })).toEqual([`/dense must be object (got ["${URL}"])`]);
  });

  it("rejects a missing url or model, and an unknown key", () => {
    expect(messages({ dense: { modle: "m" } })).toEqual([
      "/dense/url is required",
      "/dense/model is required",
      '/dense/modle is not a known key (got "m")',
    ]);
  });

  it("rejects a URL that is not http(s), or carries credentials, without showing it", () => {
    for (const url of ["ftp://host/v1/embeddings", "https://user:sk-secret@host/v1/embeddings", "127.0.0.1:8080"]) {
      const errors = parseConfig({ dense: { url, model: "m" } });
      expect(errors).toEqual({
        ok: false,
        errors: [
          {
            key: "dense",
            path: "/dense/url",
            keyword: "pattern",
            message: "/dense/url must be an http:// or https:// URL without credentials (got a URL, not shown)",
          },
        ],
      });
    }
    expect(messages({ dense: { url: 8080, model: "m" } })).toEqual(["/dense/url must be string (got 8080)"]);
  });

  it("rejects a blank model and a key variable that is not a variable name", () => {
    expect(messages({ dense: { url: URL, model: " ", api_key_env: "sk-abc" } })).toEqual([
      '/dense/model must be a non-empty model name without surrounding whitespace (got " ")',
      '/dense/api_key_env must be the name of an environment variable (letters, digits, _) (got "sk-abc")',
    ]);
  });

  it("rejects a negative, fractional or string timeout and a share outside [0, 1]", () => {
    expect(messages({ dense: { url: URL, model: "m", timeout_ms: -5 } })).toEqual([
      "/dense/timeout_ms must be >= 1 (got -5)",
    ]);
    expect(messages({ dense: { url: URL, model: "m", timeout_ms: 2.5 } })).toEqual([
      "/dense/timeout_ms must be integer (got 2.5)",
    ]);
    expect(messages({ dense: { url: URL, model: "m", timeout_ms: "3000" } })).toEqual([
      '/dense/timeout_ms must be integer (got "3000")',
    ]);
    expect(messages({ dense: { url: URL, model: "m", share: 1.5 } })).toEqual(["/dense/share must be <= 1 (got 1.5)"]);
    expect(messages({ dense: { url: URL, model: "m", share: -0.1 } })).toEqual([
      "/dense/share must be >= 0 (got -0.1)",
    ]);
  });

  it("names the block as the error's key", () => {
    const result = parseConfig({ dense: { url: URL, model: "m", share: 2 } });
    expect(result.ok || result.errors.map((error) => [error.key, error.path])).toEqual([["dense", "/dense/share"]]);
  });
});

describe("normalizeConfig: dense", () => {
  it("reads a valid block without warnings, trimming strings and reading decimal strings", () => {
    expect(
      normalizeConfig({ dense: { url: ` ${URL} `, model: " m ", api_key_env: "K", timeout_ms: "250", share: "0.5" } }),
    ).toEqual({
      config: { ...DEFAULT_CONFIG, dense: { url: URL, model: "m", apiKeyEnv: "K", timeoutMs: 250, share: 0.5 } },
      warnings: [],
    });
  });

  it("clamps a negative timeout and a share out of range, keeping the block, with a warning each", () => {
    const { config, warnings } = normalizeConfig({ dense: { url: URL, model: "m", timeout_ms: -5, share: 3 } });
    expect(config.dense).toEqual({ url: URL, model: "m", apiKeyEnv: undefined, timeoutMs: 1, share: 1 });
    expect(warnings).toEqual([
      {
        key: "dense",
        value: "-5",
        message: "tools.tool_search.dense.timeout_ms: -5 is out of range [1, 600000]; using 1",
      },
      { key: "dense", value: "3", message: "tools.tool_search.dense.share: 3 is out of range [0, 1]; using 1" },
    ]);
  });

  it("turns the dense rerank off for an unusable url, model or key variable, never showing the URL", () => {
    const bad = normalizeConfig({ dense: { url: "ftp://user:sk-secret@host/x", model: "m" } });
    expect(bad.config.dense).toBeUndefined();
    expect(bad.warnings.map((warning) => warning.message)).toEqual([
      "tools.tool_search.dense.url: a URL, not shown is not an http:// or https:// URL without credentials; the dense rerank is off",
    ]);
    expect(JSON.stringify(bad)).not.toContain("sk-secret");
    expect(normalizeConfig({ dense: { url: URL } }).warnings.map((warning) => warning.message)).toEqual([
      "tools.tool_search.dense.model is missing; the dense rerank is off",
    ]);
    expect(normalizeConfig({ dense: { url: URL, model: "m", api_key_env: "a key" } }).config.dense).toBeUndefined();
    expect(normalizeConfig({ dense: 42 }).warnings.map((warning) => warning.message)).toEqual([
      "tools.tool_search.dense: 42 is not an object with url and model; the dense rerank is off",
    ]);
  });

  it("keeps every other key when the dense block is bad, and warns about unknown keys inside it", () => {
    const { config, warnings } = normalizeConfig({
      semantic_share: 0.2,
      admission: "gated",
      dense: { url: URL, model: "m", colour: "blue" },
    });
    expect(config).toEqual({
      ...DEFAULT_CONFIG,
      semanticShare: 0.2,
      admission: "gated",
      dense: { url: URL, model: "m", apiKeyEnv: undefined, timeoutMs: 3000, share: 0.3 },
    });
    expect(warnings.map((warning) => warning.message)).toEqual([
      'tools.tool_search.dense: unknown key "colour" ignored (value "blue")',
    ]);
    expect(normalizeConfig({ semantic_share: 0.2, dense: { url: 1, model: "m" } }).config).toEqual({
      ...DEFAULT_CONFIG,
      semanticShare: 0.2,
    });
  });

  it("writes the block back as snake_case (toRawConfig) and reads it again unchanged", () => {
    const { config } = normalizeConfig({ dense: { url: URL, model: "m" } });
    const raw = toRawConfig(config);
    expect(raw.dense).toEqual({ url: URL, model: "m", timeout_ms: 3000, share: 0.3 });
    expect(normalizeConfig(raw)).toEqual({ config, warnings: [] });
  });
});
