// Arbitraries for config property tests (not part of the build).
import fc from "fast-check";

/** A valid value for each `tools.tool_search` key, as a strict user writes it (limits in any order). */
export const strictValues = {
  enabled: fc.constantFrom("auto", "on", "off", true, false),
  threshold_pct: fc.double({ min: 0, max: 100, noNaN: true }),
  search_default_limit: fc.integer({ min: 1, max: 50 }),
  max_search_limit: fc.integer({ min: 1, max: 50 }),
  admission: fc.constantFrom("natural", "gated", "none"),
  semantic_share: fc.double({ min: 0, max: 1, noNaN: true }),
  dense: fc.record(
    {
      url: fc.constantFrom("http://127.0.0.1:8080/v1/embeddings", "https://api.openai.com/v1/embeddings"),
      model: fc.constantFrom("text-embedding-3-small", "nomic embed"),
      api_key_env: fc.constantFrom("OPENAI_API_KEY", "_KEY2"),
      timeout_ms: fc.integer({ min: 1, max: 600_000 }),
      share: fc.double({ min: 0, max: 1, noNaN: true }),
    },
    { requiredKeys: ["url", "model"] },
  ),
  listing: fc.constantFrom("auto", "on", "off", true, false),
  listing_max_tokens: fc.integer({ min: 200, max: 60_000 }),
  defer: fc.uniqueArray(
    fc.oneof(
      fc.constantFrom("todo_list", "gui_tour", "a b"),
      fc.string({ minLength: 1 }).filter((s) => s.trim() === s),
    ),
    { maxLength: 6 },
  ),
};
