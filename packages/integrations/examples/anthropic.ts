// Tool search in a Messages API loop with the official `@anthropic-ai/sdk` client. The client
// reads ANTHROPIC_API_KEY and ANTHROPIC_BASE_URL from the environment (the test points it at a
// loopback server that replays recorded responses).
import Anthropic from "@anthropic-ai/sdk";
import { runAnthropicLoop } from "@hermes/integrations/anthropic";
import { startNotesRuntime } from "./notes-runtime.js";

const runtime = await startNotesRuntime();
const result = await runAnthropicLoop({
  client: new Anthropic(),
  search: runtime.search,
  assembly: runtime.assembly,
  model: "claude-sonnet-4-5",
  maxTokens: 1024,
  cacheTools: true, // the tool block is byte-identical every turn: let Anthropic cache it
  messages: [{ role: "user", content: "Make a note titled 'Ship the integration'." }],
});
for (const message of result.messages) {
  if (typeof message.content === "string") continue;
  for (const block of message.content) {
    if (block.type === "tool_use") console.log(`→ ${block.name} ${JSON.stringify(block.input)}`);
    if (block.type === "tool_result") console.log(`← ${JSON.stringify(block.content).slice(0, 120)}`);
  }
}
console.log(result.text); // "Created the note \"Ship the integration\" (note 1)."
console.log(result.steps, result.ended); // 3 "end_turn"
console.log(runtime.fixture.stats.calls); // ["notes_create"]
await runtime.close();
