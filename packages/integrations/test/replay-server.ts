// Test helper (not built): a loopback HTTP server that replays recorded provider responses in
// order, per path, and records every request, so real SDK clients run with no network.
import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";

/** One request the server received. */
export interface ReplayedRequest {
  readonly method: string;
  readonly path: string;
  readonly headers: IncomingMessage["headers"];
  readonly body: unknown;
}

/** A running replay server. */
export interface ReplayServer {
  /** `http://127.0.0.1:<port>` */
  readonly origin: string;
  readonly requests: ReplayedRequest[];
  close(): Promise<void>;
}

const readBody = async (request: IncomingMessage): Promise<unknown> => {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString("utf8");
  return text === "" ? undefined : (JSON.parse(text) as unknown);
};

/**
 * Serves `recordings[path]` one after another: the n-th POST to a path gets its n-th recorded
 * body (status 200, JSON). Past the end, or on an unknown path, it answers 400 with a
 * provider-style error body, so a test that asks more than recorded fails loudly.
 */
export async function startReplayServer(
  recordings: Readonly<Record<string, readonly unknown[]>>,
): Promise<ReplayServer> {
  const served = new Map<string, number>();
  const requests: ReplayedRequest[] = [];
  const server = createServer((request, response) => {
    void (async () => {
      const path = (request.url ?? "/").split("?")[0] ?? "/";
      requests.push({ method: request.method ?? "GET", path, headers: request.headers, body: await readBody(request) });
      const index = served.get(path) ?? 0;
      served.set(path, index + 1);
      const body = recordings[path]?.[index];
      const status = body === undefined ? 400 : 200;
      const payload = body ?? {
        type: "error",
        error: { type: "invalid_request_error", message: `no recording #${index + 1} for ${path}` },
      };
      response.writeHead(status, {
        "content-type": "application/json",
        "x-request-id": `req_replay_${requests.length}`,
      });
      response.end(JSON.stringify(payload));
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve, reject) =>
        server.close((error) => (error === undefined ? resolve() : reject(error))),
      ),
  };
}
