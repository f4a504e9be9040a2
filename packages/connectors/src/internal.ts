// Gateway routes and paging
export { GATEWAY_ROUTES } from "./gateway/routes.js";

// manage_connections argument bounds and reader
export { HOSTED_ACTIONS, MAX_TARGETS, MCP_ACTIONS } from "./manage/definition.js";
export { readManageArgs } from "./manage/args.js";
