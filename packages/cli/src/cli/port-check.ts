import { createServer } from "node:net";

/**
 * Whether `serve --http <port>` could listen on `host`:`port` (127.0.0.1 unless `--bind` names another), checked before any server
 * starts (so a port in use is not found only after every downstream server is up): `undefined`
 * when it can, else the reason. Port 0 (any free port) always can. The port is released at
 * once; another process could still take it before `serve` listens, which `serve` then reports.
 */
export function portProblem(port: number, host = "127.0.0.1"): Promise<string | undefined> {
  if (port === 0) return Promise.resolve(undefined);
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once("error", (error: NodeJS.ErrnoException) => {
      resolve(
        error.code === "EADDRINUSE"
          ? `port ${port} on ${host} is in use by another program; choose another --http port (0 picks a free one)`
          : `cannot listen on ${host}:${port} (${error.code ?? error.message})`,
      );
    });
    probe.listen({ port, host, exclusive: true }, () => probe.close(() => resolve(undefined)));
  });
}
