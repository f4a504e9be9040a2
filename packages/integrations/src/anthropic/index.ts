// Public API of @hermes/integrations/anthropic: tool search with the `@anthropic-ai/sdk` client (Messages API).
export {
  anthropicTools,
  runAnthropicLoop,
  type AnthropicLoopOptions,
  type AnthropicLoopResult,
  type AnthropicToolsOptions,
} from "./anthropic-loop.js";
