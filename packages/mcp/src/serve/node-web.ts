import type { IncomingMessage, ServerResponse } from "node:http";

/**
 * A web-standard `Request` for a Node request whose body (if any) was already read as
 * `body`; `signal` aborts when the client goes away (how a 2026-07-28 client cancels).
 */
export function toWebRequest(req: IncomingMessage, body: Buffer | undefined, signal: AbortSignal): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    for (const one of Array.isArray(value) ? value : [value]) headers.append(name, one);
  }
  const url = new URL(req.url ?? "/", `http://${req.headers.host ?? "127.0.0.1"}`);
  const method = req.method ?? "GET";
  return new Request(url, {
    method,
    headers,
    signal,
    ...(body === undefined || method === "GET" || method === "HEAD" ? {} : { body: new Uint8Array(body) }),
  });
}

/**
 * Writes a web-standard `Response` to a Node response, streaming its body chunk by chunk (an
 * SSE stream stays open until either side ends it). Resolves when the body is done or the
 * client went away; never rejects.
 */
export async function writeWebResponse(res: ServerResponse, response: Response): Promise<void> {
  if (res.headersSent) return;
  const headers: Record<string, string | string[]> = {};
  response.headers.forEach((value, name) => {
    if (name === "set-cookie") return;
    headers[name] = value;
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) headers["set-cookie"] = cookies;
  res.writeHead(response.status, response.statusText, headers);
  if (response.body === null) {
    res.end();
    return;
  }
  res.flushHeaders();
  const reader: ReadableStreamDefaultReader<Uint8Array> = response.body.getReader();
  const stop = (): void => void reader.cancel().catch(() => undefined);
  res.once("close", stop);
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      if (!res.write(value))
        await new Promise<void>((resolve) => {
          res.once("drain", resolve);
          res.once("close", resolve);
        });
    }
  } catch {
    // the client went away, or the stream was cancelled: nothing more to write
  } finally {
    res.off("close", stop);
    res.end();
  }
}
