// Loaders for the data sets the tooling uses. The files sit next to this package
// (catalogs/ and eval/), so a fresh clone can run the demo, benchmarks and evals.
export type { AgentQueryGroup, CatalogTool, EvalQuery, EvalSet, EvalTool } from "./types.js";
export { agentToolId, agentTools, loadAgentSet } from "./agent-set.js";
export { growCatalog, loadCatalogs, loadCatalogTools, type Catalog } from "./catalogs.js";
export { loadEvalSet, publicEvalSetPaths } from "./eval-sets.js";
export { serverToolsets, type ServerTool, type ServerToolset } from "./server-toolsets.js";
