// Public API of @hermes/integrations/openai-agents: tool search as OpenAI Agents SDK function tools.
export { openAIAgentsTools } from "./agents-tools.js";
