// The stdio column of the protocol matrix (protocol-matrix.test.ts): a front client of each
// protocol version spawns the built fixture proxy (client → gateway → stdio fixture) and lists,
// calls and hears of a tool-list change.
import { StdioClientTransport } from "@modelcontextprotocol/client/stdio";
import { describe, it } from "vitest";
import { ensureBuiltDist } from "../../test/dist.js";
import { exercise, newClient, VERSIONS, type Version } from "../../test/front-clients.js";

describe.each(Object.keys(VERSIONS) as Version[])("a %s front client", (version) => {
  it("works over stdio (the built fixture proxy: client → gateway → stdio fixture)", async () => {
    const { proxy } = ensureBuiltDist();
    const client = newClient(version);
    await client.connect(new StdioClientTransport({ command: process.execPath, args: [proxy], stderr: "ignore" }));
    await exercise(client, version, undefined);
    await client.close();
  });
});
