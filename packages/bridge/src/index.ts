// Public API of @hermes/bridge: the three bridge tools the model sees, and everything that answers them.

// Errors and session scope
export { bridgeError, isBridgeError, type BridgeError, type BridgeErrorCode } from "./bridge-error.js";
export {
  connectorsInScope,
  findDeferred,
  findVisible,
  isBridgeToolName,
  isOutsideScope,
  isVisible,
  type BridgeScope,
} from "./bridge-scope.js";

// Definitions and adapters
export type { NeutralTool } from "./definition/tool.js";
export { bridgeTools } from "./definition/bridge-tools.js";
export { toolSearchDefinition } from "./definition/search.js";
export { toolDescribeDefinition } from "./definition/describe.js";
export { toolCallDefinition } from "./definition/call.js";
export { toolSearchDescription } from "./definition/search-description.js";
export {
  adaptTool,
  toAnthropicTool,
  toMcpTool,
  toolsForModel,
  toOpenAIChatTool,
  toOpenAIResponsesTool,
  type AnthropicTool,
  type McpTool,
  type NeutralParametersTool,
  type OpenAIChatTool,
  type OpenAIResponsesTool,
  type ToolOfFormat,
} from "./definition/adapters.js";
export {
  MAX_CALL_NAME_CHARS,
  MAX_DESCRIBE_NAME_CHARS,
  MAX_DESCRIBE_NAMES,
  MAX_QUOTED_KEY_CHARS,
  MAX_QUERY_CHARS,
  MAX_REQUIRED_NAME_CHARS,
  MAX_REQUIRED_NAMES,
  MAX_RESULT_DESCRIPTION_CHARS,
  MAX_RETRY_ENTRY_CHARS,
  MAX_SEARCH_QUERIES,
  MAX_SIGNATURE_CHARS,
} from "./limits.js";
export { toolSignature } from "./signature/tool-signature.js";
export { readSignature, type ReadParameter, type ReadSignature } from "./signature/reader.js";

// tool_search and tool_describe
export { searchTools, type ToolSearchContext } from "./search/tool-search.js";
export { searchLimit } from "./search/args.js";
export type { AvailableSource, ToolSearchGroup, ToolSearchHit, ToolSearchResult, UnavailableSearchSource } from "./search/result.js";
export { describeTools, NOT_FOUND_HINT, type ToolDescribeContext } from "./describe/tool-describe.js";
export type { DescribedTool, ToolDescribeResult } from "./describe/result.js";

// tool_call resolution and argument validation
export { resolveToolCall, type ConnectorCall, type LocalCall, type ResolvedCall } from "./call/resolve-call.js";
export { CALL_EXAMPLE, readCalls, type CallEntry, type ReadCallsResult } from "./call/shapes.js";
export {
  batchPolicy,
  MAX_BATCH_CALLS,
  type BatchPlan,
  type BatchPolicyOptions,
  type ConnectorBatchPlan,
  type LocalBatchMode,
  type SequentialPlan,
  type SingleCallPlan,
} from "./call/batch-policy.js";
export { MAX_SUGGESTIONS, suggestNames } from "./call/suggest-names.js";
export { validateArguments, type ValidatedArguments, type ValidationTarget } from "./validate/arguments.js";
export { coerceArguments, type CoercedArguments } from "./validate/coerce.js";
export { compiledValidator, CONTENT_CACHE_SIZE, type CompiledSchema, type SchemaCheck } from "./schema/validator-cache.js";
export { expandedSchemaSize, LIST_VALUES_PER_UNIT, MAX_EXPANDED_SCHEMA_NODES } from "./schema/budget.js";
export { argumentBounds, MAX_ARGUMENT_DEPTH, MAX_ARGUMENT_VALUES } from "./validate/argument-bounds.js";
export { shallowCheck } from "./validate/shallow-check.js";
