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
