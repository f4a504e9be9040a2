import type { GatewayConnector, GatewayTool } from "./fixture.js";

const STOP = new Set([
  "a",
  "an",
  "the",
  "to",
  "for",
  "of",
  "in",
  "on",
  "and",
  "or",
  "my",
  "me",
  "with",
  "from",
  "by",
  "new",
  "i",
]);

/** Lowercase words of a text, a plural `s` dropped, stop words left out. */
function words(text: string): Set<string> {
  const out = new Set<string>();
  for (const raw of text.toLowerCase().match(/[a-z0-9]+/g) ?? []) {
    if (STOP.has(raw)) continue;
    out.add(raw.length > 3 && raw.endsWith("s") && !raw.endsWith("ss") ? raw.slice(0, -1) : raw);
  }
  return out;
}

/** A tool with its connector, as ranked. */
export interface RankedTool {
  readonly connector: GatewayConnector;
  readonly tool: GatewayTool;
}

/**
 * The test gateway's search: tools ordered by how many distinct query words their slug,
 * description and connector name share (ties keep fixture order); tools sharing none are left
 * out; at most `limit`. A stand-in for a real service's ranking.
 */
export function rankTools(query: string, tools: readonly RankedTool[], limit: number): RankedTool[] {
  const asked = words(query);
  return tools
    .map((item, order) => {
      const doc = words(`${item.tool.slug.replace(/_/g, " ")} ${item.tool.description} ${item.connector.name}`);
      let score = 0;
      for (const word of asked) if (doc.has(word)) score += 1;
      return { item, order, score };
    })
    .filter((row) => row.score > 0)
    .sort((a, b) => b.score - a.score || a.order - b.order)
    .slice(0, limit)
    .map((row) => row.item);
}
