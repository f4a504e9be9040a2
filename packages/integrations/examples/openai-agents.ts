// Tool search in an OpenAI Agents SDK agent. The model is the SDK's Chat Completions model on an
// `openai` client that reads OPENAI_API_KEY and OPENAI_BASE_URL (the test points it at a
// loopback server that replays recorded responses); tracing is off so nothing else is sent.
import { Agent, OpenAIChatCompletionsModel, run, setTracingDisabled } from "@openai/agents";
import OpenAI from "openai";
import { openAIAgentsTools } from "@hermes/integrations/openai-agents";
import { startNotesRuntime } from "./notes-runtime.js";

setTracingDisabled(true);
const runtime = await startNotesRuntime();
const agent = new Agent({
  name: "notes assistant",
  instructions: "Use tool_search to find tools, then tool_call to run them.",
  model: new OpenAIChatCompletionsModel(new OpenAI(), "gpt-4.1-mini"),
  tools: [...openAIAgentsTools(runtime.search, runtime.assembly)],
});
const result = await run(agent, "Make a note titled 'Ship the integration'.");
for (const item of result.newItems) {
  if (item.type === "tool_call_item" && item.rawItem.type === "function_call")
    console.log(`→ ${item.rawItem.name} ${item.rawItem.arguments}`);
  if (item.type === "tool_call_output_item") console.log(`← ${JSON.stringify(item.output).slice(0, 120)}`);
}
console.log(result.finalOutput); // "Created the note \"Ship the integration\" (note 1)."
console.log(runtime.fixture.stats.calls); // ["notes_create"]
await runtime.close();
