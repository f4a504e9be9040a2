import type { ServerResponse } from "node:http";
import type { GatewayFault } from "./faults.js";
import type { Answer } from "./handlers.js";
import { sendJson, sendText, sendTruncated } from "./server-io.js";

/** Answers a request, applying its route's fault. */
export function respond(
  response: ServerResponse,
  fault: GatewayFault | undefined,
  answer: () => Answer,
  later: (ms: number, run: () => void) => void,
): void {
  const normal = (): void => {
    const { status, body } = answer();
    sendJson(response, status, body);
  };
  if (fault === undefined) return normal();
  switch (fault.kind) {
    case "latency":
      return later(fault.ms, normal);
    case "hang":
      return;
    case "reset":
      return void response.socket?.destroy();
    case "status": {
      if (fault.afterHandling === true) answer();
      const body = fault.body ?? { error: { code: `HTTP_${fault.status}`, message: "injected fault" } };
      return sendJson(
        response,
        fault.status,
        body,
        fault.retryAfter === undefined ? {} : { "retry-after": fault.retryAfter },
      );
    }
    case "rate-limit": {
      const headers: Record<string, string> =
        fault.retryAfterSeconds === undefined ? {} : { "retry-after": String(fault.retryAfterSeconds) };
      const body = {
        code: "RATE_LIMITED",
        message: "slow down",
        requestId: "req-429",
        ...(fault.retryAfterMs === undefined ? {} : { retryAfterMs: fault.retryAfterMs }),
      };
      return sendJson(response, 429, body, headers);
    }
    case "malformed":
      return sendText(response, 200, '{"results": [ {"index": 0,');
    case "truncated":
      return sendTruncated(response, answer().body);
    case "raw":
      return sendText(response, fault.status, fault.body, { "content-type": fault.contentType ?? "application/json" });
    case "mismatched-echo": {
      const { status, body } = answer();
      const results = (body as { results?: { useCase: string }[] }).results;
      const group = results?.[fault.group ?? 0];
      if (group !== undefined) group.useCase = `${group.useCase} (something else)`;
      return sendJson(response, status, body);
    }
  }
}
