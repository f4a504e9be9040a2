// A small MCP toolset for tests of a runtime: four weather tools whose names and descriptions
// share words, so lexical and hybrid rankings can differ.
import type { Toolset } from "@hermes/catalog";

const schema = (names: readonly string[], required: readonly string[]): Record<string, unknown> => ({
  type: "object",
  properties: Object.fromEntries(names.map((name) => [name, { type: "string" }])),
  required,
});

/**
 * An MCP server `weather` with four tools: `get_forecast` (city, days?), `get_alerts` (region),
 * `get_air_quality` (city) and `get_hourly_forecast` (city). Frozen; pass it as a toolset to
 * `createToolSearch(...).assemble`.
 *
 * @example
 * ```ts
 * const assembly = createToolSearch({ contextLength: 200 }).assemble([WEATHER_TOOLSET]);
 * ```
 */
export const WEATHER_TOOLSET: Toolset = Object.freeze<Toolset>({
  source: { kind: "mcp", name: "weather" },
  tools: [
    {
      name: "get_forecast",
      description: "Get the weather forecast for a city. Returns daily highs and lows.",
      inputSchema: schema(["city", "days"], ["city"]),
    },
    {
      name: "get_alerts",
      description: "List active severe weather alerts for a region.",
      inputSchema: schema(["region"], ["region"]),
    },
    {
      name: "get_air_quality",
      description: "Get the air quality index for a city.",
      inputSchema: schema(["city"], ["city"]),
    },
    {
      name: "get_hourly_forecast",
      description: "Get an hourly forecast for the next 48 hours.",
      inputSchema: schema(["city"], ["city"]),
    },
  ],
});
