// Shared fixtures of the dense-path tests (not part of the build): three work tools whose lexical
// and dense rankings disagree, and the recorded vectors a loopback endpoint answers with.
import { normalizeTools, type ToolEntry, type Toolset } from "@hermes/catalog";

const tool = (name: string, description: string): unknown => ({
  name,
  description,
  inputSchema: { type: "object", properties: { text: { type: "string" } } },
});

/** The chat tool's description; pass another to edit the tool. */
export const CHAT_DESCRIPTION = "Post a message to a chat channel";

/** The `work` MCP server's tools: a chat tool, an email tool and a weather tool. */
export const workToolset = (chatDescription = CHAT_DESCRIPTION): Toolset => ({
  source: { kind: "mcp", name: "work" },
  tools: [
    tool("post_message", chatDescription),
    tool("send_email", "Send an email message to one recipient"),
    tool("get_weather", "Current weather for a city"),
  ],
});

/** {@link workToolset} as catalog entries. */
export const workEntries = (chatDescription = CHAT_DESCRIPTION): readonly ToolEntry[] =>
  normalizeTools([workToolset(chatDescription)]).entries;

/**
 * The recorded answers: an email-like text points one way, a chat-like text another, the rest a
 * third. So the query {@link DENSE_QUERY} is closest to `send_email`, while BM25 ranks
 * `post_message` first ("message" weighs more in its shorter description).
 */
export const recordedVector = (text: string): number[] =>
  /email|colleague/i.test(text) ? [1, 0, 0] : /chat/i.test(text) ? [0, 1, 0] : [0, 0, 1];

/** The query whose lexical and dense rankings disagree. */
export const DENSE_QUERY = "message to a colleague";
