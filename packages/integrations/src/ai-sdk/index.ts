// Public API of @hermes/integrations/ai-sdk: tool search as the Vercel AI SDK's `tools`.
export { aiSdkTools } from "./ai-sdk-tools.js";
