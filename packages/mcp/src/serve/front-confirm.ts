import {
  CLIENT_CAPABILITIES_META_KEY,
  PROTOCOL_VERSION_META_KEY,
  inputRequired,
  inputResponse,
  type InputRequiredResult,
  type InputRequests,
  type Server,
  type ServerContext,
} from "@modelcontextprotocol/server";
import { isRecord } from "@hermes/catalog/internal";

/**
 * How asking the front client's user ended: `accept`, `decline`, `cancel` (the user's
 * answer), `unsupported` (the client declared no elicitation capability), or `pending` (a
 * 2026-07-28 client: the question goes back in an `input_required` result and the client
 * retries the call with the answer).
 */
export type ConfirmAnswer = "accept" | "decline" | "cancel" | "unsupported" | "pending";

/** One question for the user: a stable `key` (the same on the retried request) and the text shown. */
export interface ConfirmRequest {
  readonly key: string;
  readonly message: string;
}

/** Asks the front client's user to confirm something (see {@link ConfirmAnswer}). */
export type FrontConfirm = (request: ConfirmRequest) => Promise<ConfirmAnswer>;

/** A confirmation with nothing to fill in: the user accepts, declines or cancels. */
const NOTHING_TO_FILL = { type: "object" as const, properties: {} };

/**
 * The confirmation channel of one front `tools/call` request, by the protocol era of that
 * request: a 2025-era client that declared `elicitation` gets an `elicitation/create` request
 * while the call waits; a 2026-07-28 client that declared it gets the question in an
 * `input_required` result (`pending()`), and its retry carries the answer under the same key.
 * A client without the capability is never asked (`unsupported`).
 */
export function frontConfirm(
  server: Server,
  ctx: ServerContext,
): { readonly confirm: FrontConfirm; readonly pending: () => InputRequiredResult | undefined } {
  const envelope = ctx.mcpReq.envelope as Readonly<Record<string, unknown>> | undefined;
  const modern = envelope?.[PROTOCOL_VERSION_META_KEY] !== undefined;
  const declared = modern ? envelope?.[CLIENT_CAPABILITIES_META_KEY] : server.getClientCapabilities();
  const canAsk = isRecord(declared) && declared["elicitation"] !== undefined;
  const asked: InputRequests = {};
  const confirm: FrontConfirm = async ({ key, message }) => {
    if (!canAsk) return "unsupported";
    if (modern) {
      const answer = inputResponse(ctx.mcpReq.inputResponses, key);
      if (answer.kind === "elicit") return answer.action;
      asked[key] = inputRequired.elicit({ message, requestedSchema: NOTHING_TO_FILL });
      return "pending";
    }
    const result = await ctx.mcpReq.elicitInput(
      { mode: "form", message, requestedSchema: NOTHING_TO_FILL },
      { signal: ctx.mcpReq.signal },
    );
    return result.action;
  };
  return {
    confirm,
    pending: () => (Object.keys(asked).length === 0 ? undefined : inputRequired({ inputRequests: asked })),
  };
}
