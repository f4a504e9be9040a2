import type { IncomingMessage, ServerResponse } from "node:http";

const MAX_BODY = 1_000_000;

/** Reads a request body as text (at most 1 MB; more → `undefined`). */
export function readBody(request: IncomingMessage): Promise<string | undefined> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (size <= MAX_BODY) chunks.push(chunk);
    });
    request.on("end", () => resolve(size > MAX_BODY ? undefined : Buffer.concat(chunks).toString("utf8")));
    request.on("error", () => resolve(undefined));
  });
}

/** Writes a JSON (or raw text) answer with its length. */
export function sendText(
  response: ServerResponse,
  status: number,
  text: string,
  headers: Readonly<Record<string, string>> = {},
): void {
  if (response.headersSent || response.destroyed) return;
  response.writeHead(status, {
    "content-type": "application/json",
    "content-length": Buffer.byteLength(text),
    ...headers,
  });
  response.end(text);
}

/** Writes `body` as JSON. */
export function sendJson(
  response: ServerResponse,
  status: number,
  body: unknown,
  headers: Readonly<Record<string, string>> = {},
): void {
  sendText(response, status, JSON.stringify(body), headers);
}

/** Announces the full length, writes half of the body, then destroys the socket. */
export function sendTruncated(response: ServerResponse, body: unknown): void {
  const text = JSON.stringify(body);
  response.writeHead(200, { "content-type": "application/json", "content-length": Buffer.byteLength(text) });
  response.write(text.slice(0, Math.floor(text.length / 2)), () => response.socket?.destroy());
}
