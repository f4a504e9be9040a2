// Public API of @hermes/integrations/openai: tool search with the `openai` client (Chat Completions).
export {
  openAIChatTools,
  runOpenAIChatLoop,
  type OpenAIChatLoopOptions,
  type OpenAIChatLoopResult,
} from "./openai-chat-loop.js";
