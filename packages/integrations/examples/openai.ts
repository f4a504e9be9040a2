// Tool search in a Chat Completions loop with the official `openai` client. The client reads
// OPENAI_API_KEY and OPENAI_BASE_URL from the environment (the test points it at a loopback
// server that replays recorded responses).
import OpenAI from "openai";
import { runOpenAIChatLoop } from "@hermes/integrations/openai";
import { startNotesRuntime } from "./notes-runtime.js";

const runtime = await startNotesRuntime();
const result = await runOpenAIChatLoop({
  client: new OpenAI(),
  search: runtime.search,
  assembly: runtime.assembly,
  model: "gpt-4.1-mini",
  messages: [{ role: "user", content: "Make a note titled 'Ship the integration'." }],
});
for (const message of result.messages) {
  if (message.role === "assistant")
    for (const call of message.tool_calls ?? [])
      if (call.type === "function") console.log(`→ ${call.function.name} ${call.function.arguments}`);
  if (message.role === "tool")
    console.log(`← ${typeof message.content === "string" ? message.content.slice(0, 120) : "(parts)"}`);
}
console.log(result.text); // "Created the note \"Ship the integration\" (note 1)."
console.log(result.steps, result.ended); // 3 "stop"
console.log(runtime.fixture.stats.calls); // ["notes_create"]
await runtime.close();
