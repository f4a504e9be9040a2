// Tool search in a Vercel AI SDK loop: generateText calls tool_search, then tool_call on a real
// MCP server, then answers. Replace `scriptedAiSdkModel(…)` with your model, e.g. openai("gpt-5").
import { generateText, stepCountIs } from "ai";
import { aiSdkTools } from "@hermes/integrations/ai-sdk";
import { scriptedAiSdkModel } from "./ai-sdk-model.js";
import { startNotesRuntime } from "./notes-runtime.js";

const runtime = await startNotesRuntime();
const tools = aiSdkTools(runtime.search, runtime.assembly); // visible tools + the three bridge tools
console.log(Object.keys(tools)); // ["read_file", "tool_search", "tool_describe", "tool_call"]

const result = await generateText({
  model: scriptedAiSdkModel({ query: "notes create", values: { title: "Ship the integration" } }),
  tools,
  stopWhen: stepCountIs(6),
  prompt: "Make a note titled 'Ship the integration'.",
});
for (const step of result.steps) {
  for (const call of step.toolCalls) console.log(`→ ${call.toolName} ${JSON.stringify(call.input)}`);
  for (const out of step.toolResults) {
    const hits =
      out.toolName === "tool_search"
        ? (out.output as { tools: Record<string, { signature: string }> }).tools
        : undefined;
    console.log(
      `← ${out.toolName} ${
        hits === undefined
          ? JSON.stringify(out.output)
          : Object.values(hits)
              .map((hit) => hit.signature)
              .join(" | ")
      }`,
    );
  }
}
console.log(result.text); // "Done: {\"content\":[{\"type\":\"text\",\"text\":\"created note 1\"}],…}"
console.log(runtime.fixture.stats.calls); // ["notes_create"]
console.log(runtime.activity); // ["started tool_search", "finished tool_search", "started notes_create", "approved notes_create", "finished notes_create"]
await runtime.close();
