// Test helper (not built): SDK v2 front clients of each protocol version, and what every cell of
// the protocol matrix must do with one (list, call, hear of a tool-list change).
import { Client, type ClientOptions } from "@modelcontextprotocol/client";
import { expect } from "vitest";
import type { FixtureServer } from "../src/testing/fixture-server.js";

/** The protocol versions a front client can speak, and how an SDK v2 client is made to speak each. */
export type Version = "2026-07-28" | "2025-11-25" | "2025-06-18";
export const VERSIONS: Readonly<Record<Version, ClientOptions>> = {
  "2026-07-28": { versionNegotiation: { mode: { pin: "2026-07-28" } } },
  "2025-11-25": {},
  "2025-06-18": { supportedProtocolVersions: ["2025-06-18"] },
};

export const newClient = (version: Version): Client =>
  new Client({ name: `front-${version}`, version: "1.0.0" }, VERSIONS[version]);

/** Resolves on the next `tools/list_changed` the client receives (on a 2026-07-28 client, via its listen stream). */
async function watchListChanged(client: Client): Promise<{ next: Promise<void>; stop: () => Promise<void> }> {
  let resolve: () => void = () => undefined;
  const next = new Promise<void>((done) => (resolve = done));
  client.setNotificationHandler("notifications/tools/list_changed", () => resolve());
  if (client.getProtocolEra() !== "modern") return { next, stop: () => Promise.resolve() };
  const subscription = await client.listen({ toolsListChanged: true });
  return { next, stop: () => subscription.close() };
}

/** Lists, calls and waits for a tool-list change: what every cell of the matrix must do. */
export async function exercise(client: Client, version: Version, fixture: FixtureServer | undefined): Promise<void> {
  expect(client.getNegotiatedProtocolVersion()).toBe(version);
  const listed = await client.listTools();
  expect(listed.tools.map((tool) => tool.name)).toContain("echo");
  expect(await client.callTool({ name: "echo", arguments: { text: `hello ${version}` } })).toMatchObject({
    content: [{ type: "text", text: `hello ${version}` }],
  });
  const changed = await watchListChanged(client);
  const name = `added_${version.replaceAll("-", "_")}_${Math.random().toString(36).slice(2, 8)}`;
  if (fixture === undefined) await client.callTool({ name: "add_tool", arguments: { name } });
  else await fixture.addTool(name);
  await changed.next;
  await changed.stop();
  expect((await client.listTools()).tools.map((tool) => tool.name)).toContain(name);
}
