// The config file's tools.tool_search.dense block: read strictly, one error per bad value, with its key path.
import { describe, expect, it } from "vitest";
import { parseConfigDocument } from "./config-file.js";

const URL = "http://127.0.0.1:8080/v1/embeddings";

const errorsOf = (dense: unknown): readonly string[] => {
  const result = parseConfigDocument({ tools: { tool_search: { dense } } });
  return result.ok ? [] : result.errors;
};

describe("tools.tool_search.dense in a config file", () => {
  it("reads the block with its defaults (timeout 3000 ms, share 0.3), off when absent", () => {
    expect(parseConfigDocument({ tools: { tool_search: { dense: { url: URL, model: "m" } } } })).toMatchObject({
      ok: true,
      file: { toolSearch: { dense: { url: URL, model: "m", apiKeyEnv: undefined, timeoutMs: 3000, share: 0.3 } } },
    });
    const absent = parseConfigDocument({});
    expect(absent.ok).toBe(true);
    // Off: the key is left out of the normalised config, not set to undefined.
    if (absent.ok) expect(absent.file.toolSearch).not.toHaveProperty("dense");
  });

  it.each<[string, unknown, readonly string[]]>([
    ["a block that is not an object", "on", ['tools.tool_search.dense must be object (got "on")']],
    [
      "a missing url and model",
      {},
      ["tools.tool_search.dense.url is required", "tools.tool_search.dense.model is required"],
    ],
    ["a url of the wrong type", { url: 1, model: "m" }, ["tools.tool_search.dense.url must be string (got 1)"]],
    [
      "a url that is not http(s)",
      { url: "file:///tmp/x", model: "m" },
      ["tools.tool_search.dense.url must be an http:// or https:// URL without credentials (got a URL, not shown)"],
    ],
    [
      "a url with credentials",
      { url: "https://me:sk-secret@api.example.com/v1/embeddings", model: "m" },
      ["tools.tool_search.dense.url must be an http:// or https:// URL without credentials (got a URL, not shown)"],
    ],
    [
      "a blank model",
      { url: URL, model: "" },
      ['tools.tool_search.dense.model must be a non-empty model name without surrounding whitespace (got "")'],
    ],
    [
      "a key in place of the key's variable",
      { url: URL, model: "m", api_key_env: "sk-abc" },
      [
        'tools.tool_search.dense.api_key_env must be the name of an environment variable (letters, digits, _) (got "sk-abc")',
      ],
    ],
    [
      "a negative timeout",
      { url: URL, model: "m", timeout_ms: -1 },
      ["tools.tool_search.dense.timeout_ms must be >= 1 (got -1)"],
    ],
    [
      "a timeout as a string",
      { url: URL, model: "m", timeout_ms: "3s" },
      ['tools.tool_search.dense.timeout_ms must be integer (got "3s")'],
    ],
    ["a share above 1", { url: URL, model: "m", share: 2 }, ["tools.tool_search.dense.share must be <= 1 (got 2)"]],
    ["a share below 0", { url: URL, model: "m", share: -1 }, ["tools.tool_search.dense.share must be >= 0 (got -1)"]],
    [
      "an unknown key",
      { url: URL, model: "m", key: "sk-abc" },
      ['tools.tool_search.dense.key is not a known key (got "sk-abc")'],
    ],
  ])("rejects %s", (_, dense, errors) => {
    expect(errorsOf(dense)).toEqual(errors);
  });

  it("never quotes a URL: credentials in it stay out of every message", () => {
    expect(JSON.stringify(errorsOf({ url: "https://me:sk-secret@host/v1", model: "" }))).not.toContain("sk-secret");
  });
});
