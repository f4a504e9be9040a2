// A port in use was found only after every configured server had started.
import { createServer, type Server } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { portProblem } from "./port-check.js";
import { runCli } from "./run-cli.js";

const held: Server[] = [];
afterEach(async () => {
  for (const server of held.splice(0)) await new Promise((resolve) => server.close(resolve));
});

/** A real listener on 127.0.0.1, holding a port. */
async function holdPort(): Promise<number> {
  const server = createServer();
  held.push(server);
  await new Promise<void>((resolve) => server.listen({ port: 0, host: "127.0.0.1" }, resolve));
  const address = server.address();
  if (address === null || typeof address === "string") throw new Error("no port");
  return address.port;
}

describe("serve --http <port> in use", () => {
  it("is refused before anything starts (exit 2), naming the port", async () => {
    const port = await holdPort();
    let out = "";
    let err = "";
    const code = await runCli(["serve", "--demo", "--http", String(port)], {
      out: (text) => void (out += text),
      err: (text) => void (err += text),
    });
    expect(code).toBe(2);
    expect(out).toBe("");
    expect(err).toContain(`port ${port} on 127.0.0.1 is in use by another program`);
    expect(err).not.toContain("listening");
  });

  it("is no problem for a free port (released again) or port 0", async () => {
    const port = await holdPort();
    await new Promise((resolve) => held.pop()?.close(resolve));
    expect(await portProblem(port)).toBeUndefined();
    expect(await portProblem(0)).toBeUndefined();
    // Released: a server can listen on it right after the check.
    const again = createServer();
    held.push(again);
    await new Promise<void>((resolve) => again.listen({ port, host: "127.0.0.1" }, resolve));
  });
});
