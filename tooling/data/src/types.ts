/** A JSON Schema object as found in MCP `inputSchema` fields (kept loose: data is untrusted). */
export type JsonSchema = Readonly<Record<string, unknown>>;

/** One tool of a real MCP server, as stored in `catalogs/`. */
export interface CatalogTool {
  readonly server: string;
  readonly name: string;
  readonly description: string;
  readonly inputSchema: JsonSchema;
}

/** One tool of an eval set. */
export interface EvalTool {
  readonly id: string;
  readonly server: string;
  readonly name: string;
  readonly description: string;
  readonly inputSchema: JsonSchema;
}

/**
 * One labelled query: `relevant` lists tool ids (`server::tool` where names repeat across
 * servers, else the name); each id counts once. With `groups`, each group is one step that
 * any one of its tools serves. `group` is the agent set's query kind.
 */
export interface EvalQuery {
  readonly id: string;
  readonly text: string;
  readonly relevant: readonly string[];
  readonly groups?: readonly (readonly string[])[] | undefined;
  readonly group?: AgentQueryGroup | undefined;
}

/** Kinds of agent query: the tool's own words, other words for it, or something no tool has. */
export type AgentQueryGroup = "literal" | "paraphrase" | "absent";

/** A tool-retrieval set: a catalog plus labelled queries. */
export interface EvalSet {
  readonly name: string;
  readonly note: string;
  readonly tools: readonly EvalTool[];
  readonly queries: readonly EvalQuery[];
}
