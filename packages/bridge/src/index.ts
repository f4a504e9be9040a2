// Public API of @hermes/bridge: the three bridge tools the model sees, and everything that answers them.
// Semver covers this entry point; limits, caches and helpers lent to sibling packages are in
// `./internal.ts` (`@hermes/bridge/internal`, no semver; see docs/api-stability.md).

// Errors and session scope
export { bridgeError, isBridgeError, type BridgeError, type BridgeErrorCode } from "./bridge-error.js";
export type { BridgeScope } from "./bridge-scope.js";

// Definitions and adapters
export type { NeutralTool } from "./definition/tool.js";
export { bridgeTools } from "./definition/bridge-tools.js";
export { toolSearchDefinition } from "./definition/search.js";
export { toolDescribeDefinition } from "./definition/describe.js";
export { toolCallDefinition } from "./definition/call.js";
export {
  adaptTool,
  toolsForModel,
  type AnthropicTool,
  type McpTool,
  type NeutralParametersTool,
  type OpenAIChatTool,
  type OpenAIResponsesTool,
  type ToolOfFormat,
} from "./definition/adapters.js";

// Signatures of search hits
export { MAX_SIGNATURE_CHARS } from "./limits.js";
export { toolSignature } from "./signature/tool-signature.js";
export { readSignature, type ReadParameter, type ReadSignature } from "./signature/reader.js";

// tool_search and tool_describe
export { searchTools, type ToolSearchContext } from "./search/tool-search.js";
export { RERANK_FAILED, type DenseStatus, type SearchRerank, type SearchRerankAnswer } from "./search/rerank.js";
export type {
  AvailableSource,
  ToolSearchGroup,
  ToolSearchHit,
  ToolSearchResult,
  UnavailableSearchSource,
} from "./search/result.js";
export { describeTools, type ToolDescribeContext } from "./describe/tool-describe.js";
export type { DescribedTool, ToolDescribeResult } from "./describe/result.js";

// tool_call resolution and argument validation
export { resolveCall } from "./call/resolve-call.js";
export type { CallRequest, LookupName, RealCall, ResolveOptions, ResolvedCall } from "./call/resolved-call.js";
export type { LocalBatchMode } from "./call/batch-policy.js";
export { validateArguments, type ValidatedArguments, type ValidationTarget } from "./validate/arguments.js";
