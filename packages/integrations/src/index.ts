// Public API of @hermes/integrations: the framework-neutral pieces the adapters share. Each
// framework lives in its own subpath (`./ai-sdk`, `./openai`, `./anthropic`, `./openai-agents`)
// so importing one never loads another framework's SDK.
export { modelTools, resultText, type JsonSchemaObject, type ModelTool } from "./model-tools.js";
export { runToolCalls, type RunToolCallsOptions, type ToolLoopOptions } from "./run-calls.js";
