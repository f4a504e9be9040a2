import { loadCatalogTools } from "./catalogs.js";
import { asArray, asRecord, readJson, stringField } from "./read-json.js";
import { toQuery } from "./eval-sets.js";
import type { EvalSet, EvalTool } from "./types.js";

const AGENT_FILE = new URL("../agent/agent-queries.json", import.meta.url);

/** Id of a catalog tool in the agent set: `server::name`. */
export function agentToolId(server: string, name: string): string {
  return `${server}::${name}`;
}

/**
 * The tools of the agent set: every tool of `catalogs/` (mcp-servers, then livemcp) under
 * the id `server::name`; the first definition of a repeated id is kept.
 */
export function agentTools(): EvalTool[] {
  const seen = new Set<string>();
  const tools: EvalTool[] = [];
  for (const tool of loadCatalogTools()) {
    const id = agentToolId(tool.server, tool.name);
    if (seen.has(id)) continue;
    seen.add(id);
    tools.push({ id, ...tool });
  }
  return tools;
}

/**
 * Loads the agent-query set (`agent/agent-queries.json`): queries as an agent writes them,
 * each with its `group` (literal, paraphrase, absent), over {@link agentTools}. Throws when
 * a query lacks its group or names a tool id the catalogs do not have.
 */
export function loadAgentSet(): EvalSet {
  const data = asRecord(readJson(AGENT_FILE), "agent-queries.json");
  const tools = agentTools();
  const ids = new Set(tools.map((tool) => tool.id));
  const queries = asArray(data["queries"], "agent-queries.json.queries").map((raw, i) => {
    const where = `agent-queries.json.queries[${i}]`;
    const query = toQuery(raw, where);
    if (query.group === undefined) throw new Error(`${where} has no group`);
    for (const id of query.relevant) if (!ids.has(id)) throw new Error(`${where}: no tool ${id} in the catalogs`);
    return query;
  });
  return { name: stringField(data, "name", "agent-queries.json"), note: typeof data["note"] === "string" ? data["note"] : "", tools, queries };
}
