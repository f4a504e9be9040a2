import type { Client, JSONRPCMessage } from "@modelcontextprotocol/client";

const isResponse = (message: JSONRPCMessage): boolean => "id" in message && !("method" in message);

/**
 * Makes `client` handle a response only after the notifications that arrived before it. The
 * SDK client runs notification handlers a microtask later but handles a response at once, so
 * a server's last progress notifications, read in the same chunk as its result, found the
 * call already finished and were dropped; a response now waits one microtask too, behind them.
 * Call after `connect`.
 */
export function orderResponsesAfterNotifications(client: Client): void {
  const transport = client.transport;
  const deliver = transport?.onmessage;
  if (transport === undefined || deliver === undefined) return;
  transport.onmessage = (message, extra) => {
    if (isResponse(message)) queueMicrotask(() => deliver(message, extra));
    else deliver(message, extra);
  };
}
