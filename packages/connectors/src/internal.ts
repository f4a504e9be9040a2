// @hermes/connectors/internal: NOT covered by semver (docs/api-stability.md). Wire details of
// the gateway protocol (docs/spec/connectors-protocol.md) that our hardening, bench and eval
// tooling take apart, and the sibling @hermes packages may borrow. Anything here can change or
// disappear in any release.

// Names: the slug spellings tried for a model-written name, and twin resolution
export { hasConnectorPrefix, slugCandidates } from "./names/codec.js";
export { resolveTwins, type ResolvedNames, type TwinSlugs, type VendorTool } from "./names/twins.js";

// Gateway routes and paging
export { GATEWAY_ROUTES, ROUTE_PATHS } from "./gateway/routes.js";
export { LIST_PAGE_SIZE } from "./gateway/list.js";

// Texts shown to the model when the gateway is degraded
export { SIGN_IN_EXPIRED_HINT, UNREACHABLE_HINT } from "./source/status.js";

// manage_connections argument bounds and reader
export { ALIAS_PATTERN, HOSTED_ACTIONS, MAX_TARGETS, MCP_ACTIONS } from "./manage/definition.js";
export { readManageArgs, type ManageRequest, type ManageTarget } from "./manage/args.js";
