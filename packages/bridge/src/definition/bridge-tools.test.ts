import { normalizeConfig, planTiers } from "@hermes/catalog";
import { describe, expect, it } from "vitest";
import { bridgeTools } from "./bridge-tools.js";
import { toolSearchDescription } from "./search-description.js";
import { config, realToolsets, smallPlan, smallToolsets } from "../../test/search-fixtures.js";

/** The query line of the default (`natural`) admission; the seed rules' (`gated`) line is pinned below. */
const NATURAL_QUERIES =
  'Queries work best as keywords: service + action + object, e.g. "github create issue" or "slack send message"; a short request in plain words works too. Send several queries in one call (up to 7), one per capability you need.';
const GATED_QUERIES =
  'Queries are keywords, not questions: service + action + object, e.g. "github create issue" or "slack send message". Send several queries in one call (up to 7), one per capability you need.';
const HEAD = [
  "Search 8 additional tools that are loaded on demand.",
  NATURAL_QUERIES,
  "Results list the matching tool names with their source and a typed signature, e.g. `create_issue(owner: string, title: string, body?: string)`; when it does not end in `…)`, call `tool_call` with it directly, otherwise call `tool_describe` with the names to get their full parameter schemas first.",
];
const CONNECTORS_LINE =
  "Tools of the user's connected apps (connectors, named `connectors__<app>__<tool>`) are searched too; if an app is not connected, use `manage_connections`.";
const LISTING_HEADER = "Deferred tool catalog (call schemas via `tool_describe`, invoke via `tool_call`):";
const FULL_LISTING = [
  LISTING_HEADER,
  "notes tools (4):",
  "- create_note: Create a note with a title and a body.",
  "- delete_note: Delete a note by id.",
  "- search_notes: Search notes by text.",
  "- update_note_title: Rename a note.",
  "weather tools (4):",
  "- get_air_quality: Get the air quality index for a city.",
  "- get_alerts: List active severe weather alerts for a region.",
  "- get_forecast: Get the weather forecast for a city.",
  "- get_hourly_forecast: Get an hourly forecast for the next 48 hours.",
];

const SEARCH_SCHEMA =
  '{"type":"object","properties":{"queries":{"type":"array","description":"1–7 queries, each service + action + object (e.g. \\"github create issue\\") or a short request in plain words. A single string is accepted as one query.","items":{"type":"string"},"minItems":1,"maxItems":7},"limit":{"type":"integer","description":"Most matches per query (default 5, at most 25).","minimum":1,"maximum":25,"default":5}},"required":["queries"]}';
const GATED_SEARCH_SCHEMA =
  '{"type":"object","properties":{"queries":{"type":"array","description":"1–7 keyword queries, each service + action + object (e.g. \\"github create issue\\"). A single string is accepted as one query.","items":{"type":"string"},"minItems":1,"maxItems":7},"limit":{"type":"integer","description":"Most matches per query (default 5, at most 25).","minimum":1,"maximum":25,"default":5}},"required":["queries"]}';

/** The `tool_search` JSON for a description given as lines. */
const searchJson = (lines: readonly string[]): string =>
  `{"name":"tool_search","description":${JSON.stringify(lines.join("\n"))},"inputSchema":${SEARCH_SCHEMA}}`;

const DESCRIBE_JSON =
  '{"name":"tool_describe","description":"Get the full parameter schemas of tools found with `tool_search`: pass up to 10 exact names per call, then invoke them with `tool_call`. Tools already in your tool list are called directly and need no description.","inputSchema":{"type":"object","properties":{"names":{"type":"array","description":"1–10 exact tool names from `tool_search`. A single string is accepted as one name.","items":{"type":"string"},"minItems":1,"maxItems":10}},"required":["names"]}}';

const CALL_JSON =
  '{"name":"tool_call","description":"Invoke a tool found with `tool_search`: pass its exact name and its arguments as an object matching the schema from `tool_describe`. One tool per call: `calls` holds exactly one entry; run several tools with several `tool_call` calls. Arguments are validated against the tool\'s schema before anything runs. Tools already in your tool list are called directly, never through `tool_call`.","inputSchema":{"type":"object","properties":{"calls":{"type":"array","description":"Exactly one {name, arguments} entry.","items":{"type":"object","properties":{"name":{"type":"string","description":"The exact tool name, as `tool_search` returned it."},"arguments":{"type":"object","description":"Arguments matching the tool\'s parameters; {} when it takes none."}},"required":["name","arguments"]},"minItems":1,"maxItems":1}},"required":["calls"]}}';

const CALL_CONNECTORS_JSON =
  '{"name":"tool_call","description":"Invoke tools found with `tool_search`: pass each exact name and its arguments as an object matching the schema from `tool_describe`. Batch rule: one local tool per call (`calls` holds exactly one entry); several connector tools (names starting with `connectors__`) may go in one call, up to 10, and run in order. Arguments are validated against the tool\'s schema before anything runs. Tools already in your tool list are called directly, never through `tool_call`.","inputSchema":{"type":"object","properties":{"calls":{"type":"array","description":"One local tool, or up to 10 `connectors__` tools: {name, arguments} each.","items":{"type":"object","properties":{"name":{"type":"string","description":"The exact tool name, as `tool_search` returned it."},"arguments":{"type":"object","description":"Arguments matching the tool\'s parameters; {} when it takes none."}},"required":["name","arguments"]},"minItems":1,"maxItems":10}},"required":["calls"]}}';

const searchOf = (form: Parameters<typeof smallPlan>[0], connectors = false): string =>
  JSON.stringify(bridgeTools(smallPlan(form, { connectors }), config)[0]);

describe("tool_search definition: golden bytes per listing form", () => {
  it("full: the catalog lists the tools with descriptions", () => {
    expect(searchOf("full")).toBe(
      searchJson([
        ...HEAD,
        "The catalog below lists the deferred tools with a short description; you can pass a name from it straight to `tool_describe`.",
        ...FULL_LISTING,
      ]),
    );
  });

  it("names: the catalog lists the tools by name", () => {
    expect(searchOf("names")).toBe(
      searchJson([
        ...HEAD,
        "The catalog below lists the deferred tools by name; you can pass a name from it straight to `tool_describe`, or search to see what a tool does.",
        LISTING_HEADER,
        "notes tools (4):",
        "create_note, delete_note, search_notes, update_note_title",
        "weather tools (4):",
        "get_air_quality, get_alerts, get_forecast, get_hourly_forecast",
      ]),
    );
  });

  it("mixed: some groups are summarised, search them", () => {
    expect(searchOf("mixed")).toBe(
      searchJson([
        ...HEAD,
        "The catalog below lists the deferred tools by name, but some groups are only summarised: search those by service name to see their tools.",
        LISTING_HEADER,
        "notes tools (4):",
        "create_note, delete_note, search_notes, update_note_title",
        "weather (4 tools — names not listed; discover via `tool_search`)",
      ]),
    );
  });

  it("groups: names are not listed, search by service", () => {
    expect(searchOf("groups")).toBe(
      searchJson([
        ...HEAD,
        "The catalog below names the sources of the deferred tools but not the tools: search by service name plus an action to find them.",
        LISTING_HEADER,
        "notes (4 tools — names not listed; discover via `tool_search`)",
        "weather (4 tools — names not listed; discover via `tool_search`)",
      ]),
    );
  });

  it("none: no listing and no framing (fully literal)", () => {
    expect(searchOf("none")).toBe(
      '{"name":"tool_search","description":"Search 8 additional tools that are loaded on demand.\\nQueries work best as keywords: service + action + object, e.g. \\"github create issue\\" or \\"slack send message\\"; a short request in plain words works too. Send several queries in one call (up to 7), one per capability you need.\\nResults list the matching tool names with their source and a typed signature, e.g. `create_issue(owner: string, title: string, body?: string)`; when it does not end in `…)`, call `tool_call` with it directly, otherwise call `tool_describe` with the names to get their full parameter schemas first.","inputSchema":' +
        SEARCH_SCHEMA +
        "}",
    );
    const off = planTiers(smallToolsets(), {
      config: normalizeConfig({ listing: "off" }).config,
      contextLength: 200_000,
    });
    expect(toolSearchDescription(off)).toBe(HEAD.join("\n"));
  });

  it("mentions connectors only when manage_connections is present", () => {
    expect(searchOf("full", true)).toBe(
      searchJson([
        ...HEAD,
        CONNECTORS_LINE,
        "The catalog below lists the deferred tools with a short description; you can pass a name from it straight to `tool_describe`.",
        ...FULL_LISTING,
      ]),
    );
    for (const form of ["full", "names", "mixed", "groups", "none"] as const)
      expect(searchOf(form)).not.toMatch(/connector/i);
  });

  it("uses the connector wording when nothing is deferred but connectors are in scope", () => {
    const plan = planTiers(smallToolsets({ connectors: true, deferred: false }));
    expect(plan).toMatchObject({ tier: 2, deferredCount: 0, connectors: true });
    expect(JSON.stringify(bridgeTools(plan, config))).toBe(
      "[" +
        searchJson([
          "Search tools of connected apps (connectors) that are loaded on demand.",
          ...HEAD.slice(1),
          "Connector tools are named `connectors__<app>__<tool>`; if an app is not connected, use `manage_connections`.",
        ]) +
        "," +
        DESCRIBE_JSON +
        "," +
        CALL_CONNECTORS_JSON +
        "]",
    );
  });

  it("says 1 additional tool in the singular", () => {
    const plan = planTiers([
      { tools: [] },
      { source: { kind: "mcp", name: "one" }, tools: [{ name: "only_tool", inputSchema: {} }] },
    ]);
    expect(toolSearchDescription(plan).split("\n")[0]).toBe("Search 1 additional tool that is loaded on demand.");
  });

  it("takes the limit bounds from the config", () => {
    const custom = normalizeConfig({ search_default_limit: 3, max_search_limit: 10 }).config;
    const [search] = bridgeTools(smallPlan("full"), custom);
    expect(JSON.stringify(search?.inputSchema["properties"])).toContain(
      '"limit":{"type":"integer","description":"Most matches per query (default 3, at most 10).","minimum":1,"maximum":10,"default":3}',
    );
  });

  it("states the deferred count of a real catalog and embeds its listing verbatim", () => {
    const plan = planTiers(realToolsets(), { contextLength: 200_000 });
    const description = toolSearchDescription(plan);
    expect(description.startsWith(`Search ${plan.deferredCount} additional tools that are loaded on demand.\n`)).toBe(
      true,
    );
    expect(plan.listing.form).not.toBe("none");
    expect(description.endsWith(`\n${plan.listing.text}`)).toBe(true);
  });
});

describe("tool_search definition: text per admission mode", () => {
  const gated = normalizeConfig({ admission: "gated" }).config;

  it("keeps the seed rules' bytes exactly under admission: gated", () => {
    expect(JSON.stringify(bridgeTools(smallPlan("none"), gated)[0])).toBe(
      '{"name":"tool_search","description":"Search 8 additional tools that are loaded on demand.\\nQueries are keywords, not questions: service + action + object, e.g. \\"github create issue\\" or \\"slack send message\\". Send several queries in one call (up to 7), one per capability you need.\\nResults list the matching tool names with their source and a typed signature, e.g. `create_issue(owner: string, title: string, body?: string)`; when it does not end in `…)`, call `tool_call` with it directly, otherwise call `tool_describe` with the names to get their full parameter schemas first.","inputSchema":' +
        GATED_SEARCH_SCHEMA +
        "}",
    );
    expect(toolSearchDescription(smallPlan("full"), "gated")).toBe(
      [
        HEAD[0],
        GATED_QUERIES,
        HEAD[2],
        "The catalog below lists the deferred tools with a short description; you can pass a name from it straight to `tool_describe`.",
        ...FULL_LISTING,
      ].join("\n"),
    );
  });

  it("says that every tool sharing a word is ranked under admission: none, and defaults to the configured default", () => {
    const none = normalizeConfig({ admission: "none" }).config;
    expect(toolSearchDescription(smallPlan("none"), "none").split("\n")[1]).toBe(
      'Queries are keywords: service + action + object, e.g. "github create issue" or "slack send message"; every tool sharing a word with the query is ranked, best first. Send several queries in one call (up to 7), one per capability you need.',
    );
    expect(JSON.stringify(bridgeTools(smallPlan("none"), none)[0]?.inputSchema)).toBe(GATED_SEARCH_SCHEMA);
    expect(toolSearchDescription(smallPlan("none"))).toBe(toolSearchDescription(smallPlan("none"), "natural"));
  });
});

describe("tool_describe and tool_call definitions: golden bytes", () => {
  it("are fixed; tool_call states the one-entry rule without connectors", () => {
    const [, describeTool, callTool] = bridgeTools(smallPlan("full"), config);
    expect(JSON.stringify(describeTool)).toBe(DESCRIBE_JSON);
    expect(JSON.stringify(callTool)).toBe(CALL_JSON);
  });

  it("tool_call states the connector batch rule with connectors", () => {
    const [, describeTool, callTool] = bridgeTools(smallPlan("names", { connectors: true }), config);
    expect(JSON.stringify(describeTool)).toBe(DESCRIBE_JSON);
    expect(JSON.stringify(callTool)).toBe(CALL_CONNECTORS_JSON);
  });
});

describe("bridgeTools", () => {
  it("is empty for tier 0 and in the fixed order otherwise", () => {
    const tier0 = planTiers(smallToolsets({ deferred: false }));
    expect(tier0.tier).toBe(0);
    expect(bridgeTools(tier0, config)).toEqual([]);
    expect(bridgeTools(smallPlan("full"), config).map((tool) => tool.name)).toEqual([
      "tool_search",
      "tool_describe",
      "tool_call",
    ]);
  });

  it("gives the same bytes for the same plan, and for equal plans from new objects", () => {
    const plan = smallPlan("mixed");
    const first = JSON.stringify(bridgeTools(plan, config));
    expect(JSON.stringify(bridgeTools(plan, config))).toBe(first);
    const again = planTiers(structuredClone(smallToolsets()), { contextLength: 1120 });
    expect(JSON.stringify(bridgeTools(again, config))).toBe(first);
  });
});
