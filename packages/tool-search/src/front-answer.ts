import type { AnswerQuestion } from "@hermes/dispatch";
import type { FrontScope } from "@hermes/mcp";

/**
 * Answers a gate's question (a policy `ask`) through the call's front request: its `confirm`
 * asks the front client's user (an elicitation). `accept` runs the call; `decline`, `cancel`,
 * and `pending` (a 2026-07-28 client is sent the question instead of a result, which the front
 * server answers with) refuse it; no front request, or a client that cannot be asked, is
 * `unsupported` (the call fails closed).
 */
export const answerThroughFront: AnswerQuestion<FrontScope> = async (question, { request }) => {
  const confirm = request?.confirm;
  if (confirm === undefined) return "unsupported";
  const answer = await confirm({ key: question.key, message: question.message });
  if (answer === "accept" || answer === "unsupported") return answer;
  return "decline";
};
