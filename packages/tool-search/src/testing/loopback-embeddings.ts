// A real OpenAI-compatible embeddings endpoint on 127.0.0.1 for the dense adapter's tests:
// answers with fixed vectors and records every request it receives.
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/** How the loopback endpoint answers: fixed vectors, a status, a malformed body, or never. */
export type LoopbackMode = "vectors" | "status-500" | "malformed" | "hang";

/** One request the endpoint received. */
export interface LoopbackRequest {
  readonly model: unknown;
  readonly input: readonly string[];
  readonly authorization: string | undefined;
}

/** A running loopback endpoint. */
export interface LoopbackEmbeddings {
  /** `http://127.0.0.1:<port>/v1/embeddings`. */
  readonly url: string;
  /** Requests received, in order. */
  readonly requests: LoopbackRequest[];
  /** Switches how later requests are answered. */
  mode: LoopbackMode;
  /** Stops the server, dropping open (hung) connections. */
  close(): Promise<void>;
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk)));
  return Buffer.concat(chunks).toString("utf8");
}

/**
 * Starts a real OpenAI-compatible embeddings endpoint on `127.0.0.1` (a free port) for tests of
 * the dense path: `vectorOf` gives the fixed vector of each input text (the recorded answers), and
 * every request is recorded (model, input texts, `Authorization` header) so a test can count what
 * was sent. `mode` switches later answers to HTTP 500, a malformed body, or none at all (`hang`,
 * for timeouts). A request on another path answers 404, a body that is not JSON 400. The caller
 * closes it (`close()` drops hung connections too).
 *
 * @example
 * ```ts
 * const endpoint = await startLoopbackEmbeddings((text) => (/email/.test(text) ? [1, 0] : [0, 1]));
 * try {
 *   const search = createToolSearch({ config: { dense: { url: endpoint.url, model: "fixed" } } });
 *   // … search, then inspect endpoint.requests
 * } finally {
 *   await endpoint.close();
 * }
 * ```
 */
export async function startLoopbackEmbeddings(
  vectorOf: (text: string) => readonly number[],
): Promise<LoopbackEmbeddings> {
  const requests: LoopbackRequest[] = [];
  const state: { mode: LoopbackMode } = { mode: "vectors" };
  const handle = async (request: IncomingMessage, response: ServerResponse): Promise<void> => {
    let parsed: { model?: unknown; input?: unknown };
    try {
      parsed = JSON.parse(await readBody(request)) as { model?: unknown; input?: unknown };
    } catch {
      response.writeHead(400).end();
      return;
    }
    const input = Array.isArray(parsed.input) ? parsed.input.map(String) : [String(parsed.input)];
    requests.push({ model: parsed.model, input, authorization: request.headers.authorization });
    if (request.url !== "/v1/embeddings") {
      response.writeHead(404).end();
      return;
    }
    if (state.mode === "hang") return; // never answers
    if (state.mode === "status-500") {
      response.writeHead(500, { "content-type": "application/json" }).end('{"error":{"message":"overloaded"}}');
      return;
    }
    if (state.mode === "malformed") {
      response.writeHead(200, { "content-type": "application/json" }).end('{"data":[{"index":0,"embedding":"nope"}]}');
      return;
    }
    const data = input.map((text, index) => ({ object: "embedding", index, embedding: vectorOf(text) }));
    response
      .writeHead(200, { "content-type": "application/json" })
      .end(JSON.stringify({ object: "list", data, model: parsed.model }));
  };
  const server = createServer((request, response) => {
    void handle(request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1/embeddings`,
    requests,
    get mode() {
      return state.mode;
    },
    set mode(mode: LoopbackMode) {
      state.mode = mode;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error === undefined ? resolve() : reject(error)));
      }),
  };
}
