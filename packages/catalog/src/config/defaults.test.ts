import { describe, expect, it } from "vitest";
import {
  DEFAULT_CONFIG,
  DEFAULT_DEFER,
  LISTING_MAX_TOKENS_RANGE,
  MAX_SEARCH_LIMIT_RANGE,
  SEARCH_ADMISSIONS,
  SEARCH_DEFAULT_LIMIT_RANGE,
  THRESHOLD_PCT_RANGE,
} from "./defaults.js";

describe("config defaults", () => {
  it("match the config table", () => {
    expect(DEFAULT_CONFIG).toEqual({
      enabled: "auto",
      thresholdPct: 5,
      searchDefaultLimit: 5,
      maxSearchLimit: 25,
      admission: "natural",
      semanticShare: 0,
      listing: "auto",
      listingMaxTokens: 4000,
      defer: DEFAULT_DEFER,
    });
  });

  it("ship the curated defer list in its documented order, without clarify", () => {
    expect(DEFAULT_DEFER).toEqual([
      "computer_use",
      "session_search",
      "image_generate",
      "todo_list",
      "process_manage",
      "cronjob_manage",
      "drive_preview",
      "gui_tour",
      "desktop_preview",
      "annotate_preview",
      "show_tip",
      "setup_mcp",
      "desktop_project",
      "close_terminal",
      "apply_layout",
      "read_terminal",
      "read_window_below",
      "focus_pane",
    ]);
    expect(DEFAULT_DEFER).not.toContain("clarify");
    expect(new Set(DEFAULT_DEFER).size).toBe(DEFAULT_DEFER.length);
  });

  it("are frozen, down to the defer list and the ranges", () => {
    expect(Object.isFrozen(DEFAULT_CONFIG)).toBe(true);
    expect(Object.isFrozen(DEFAULT_DEFER)).toBe(true);
    for (const range of [
      THRESHOLD_PCT_RANGE,
      MAX_SEARCH_LIMIT_RANGE,
      SEARCH_DEFAULT_LIMIT_RANGE,
      LISTING_MAX_TOKENS_RANGE,
    ]) {
      expect(Object.isFrozen(range)).toBe(true);
    }
    expect(() => (DEFAULT_DEFER as string[]).push("x")).toThrow(TypeError);
  });

  it("list the admission values, the default first", () => {
    expect(SEARCH_ADMISSIONS).toEqual(["natural", "gated", "none"]);
    expect(SEARCH_ADMISSIONS[0]).toBe(DEFAULT_CONFIG.admission);
    expect(Object.isFrozen(SEARCH_ADMISSIONS)).toBe(true);
  });

  it("name the table's limits", () => {
    expect(THRESHOLD_PCT_RANGE).toEqual({ min: 0, max: 100 });
    expect(MAX_SEARCH_LIMIT_RANGE).toEqual({ min: 1, max: 50 });
    expect(SEARCH_DEFAULT_LIMIT_RANGE).toEqual({ min: 1, max: 50 });
    expect(LISTING_MAX_TOKENS_RANGE).toEqual({ min: 200, max: 60_000 });
  });
});
