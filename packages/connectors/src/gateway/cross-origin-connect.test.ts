// Issue: a connect URL from the gateway on another origin than the gateway's reached the model
// and the connection card. It is now withheld with a typed code unless its origin is allowed.
import { describe, expect, it } from "vitest";
import { createConnectorExecutor } from "../execute/execute-call.js";
import { createManageConnections } from "../manage/manage-connections.js";
import type { ConnectionCard } from "../manage/wait.js";
import { clientFor, useGateway } from "../../test/gateway.js";
import { readConnectUrl } from "./safe-url.js";

const ELSEWHERE = "https://connect.elsewhere.example";

describe("a gateway whose connect links point to another origin (real HTTP on 127.0.0.1)", () => {
  const gateway = useGateway({ connectOrigin: ELSEWHERE });

  it("withholds the link from connection starts with CROSS_ORIGIN_CONNECT_URL", async () => {
    const [start] = await clientFor(gateway()).connections({ connectors: ["notion"], reinitiate: false });
    expect(start).toMatchObject({ connector: "notion", status: "initiated", connectUrl: undefined });
    expect(start?.connectUrlRefused?.code).toBe("CROSS_ORIGIN_CONNECT_URL");
    expect(JSON.stringify(start)).not.toContain("elsewhere");
  });

  it("manage_connections tells the model link_refused and never shows a card", async () => {
    const cards: ConnectionCard[] = [];
    const show = (card: ConnectionCard): "connected" => {
      cards.push(card);
      return "connected";
    };
    for (const withCards of [false, true]) {
      const manage = createManageConnections({
        client: clientFor(gateway()),
        ...(withCards ? { showConnectionCard: show } : {}),
      });
      const answer = await manage.handle({ action: "connect", targets: ["notion"] });
      expect(answer).toMatchObject({
        connections: [{ name: "notion", status: "link_refused", refused: { code: "CROSS_ORIGIN_CONNECT_URL" } }],
        hint: expect.stringContaining("withheld") as unknown,
      });
      expect(JSON.stringify(answer)).not.toContain("elsewhere");
    }
    expect(cards).toEqual([]);
  });

  it("a CONNECTION_REQUIRED call carries no link, only the refusal code", async () => {
    const result = await createConnectorExecutor({ client: clientFor(gateway()) })("connectors__notion__SEARCH_PAGES", {
      query: "q",
    });
    expect(result).toMatchObject({
      error: { code: "CONNECTION_REQUIRED", connect_url_refused: "CROSS_ORIGIN_CONNECT_URL" },
    });
    expect(JSON.stringify(result)).not.toContain("elsewhere");
    expect(result).not.toHaveProperty("error.connect_url");
  });

  it("connectOrigins admits that origin", async () => {
    const client = clientFor(gateway(), { connectOrigins: [`${ELSEWHERE}/any/path`] });
    const [start] = await client.connections({ connectors: ["notion"], reinitiate: false });
    expect(start?.connectUrl).toMatch(/^https:\/\/connect\.elsewhere\.example\/connect\//);
    expect(start?.connectUrlRefused).toBeUndefined();
  });
});

describe("a gateway whose links are on its own origin", () => {
  const gateway = useGateway();

  it("passes loopback http links of its own origin", async () => {
    const [start] = await clientFor(gateway()).connections({ connectors: ["notion"], reinitiate: false });
    expect(start?.connectUrl?.startsWith(`${gateway().origin}/connect/`)).toBe(true);
  });
});

describe("readConnectUrl", () => {
  const own = new Set(["https://gw.example.com"]);
  it.each([
    [undefined, undefined, undefined],
    ["https://gw.example.com/c/1", "https://gw.example.com/c/1", undefined],
    ["https://GW.example.com:443/c/1", "https://gw.example.com/c/1", undefined],
    ["https://gw.example.com:8443/c/1", undefined, "CROSS_ORIGIN_CONNECT_URL"],
    ["http://gw.example.com/c/1", undefined, "UNSAFE_CONNECT_URL"],
    ["https://evil.example/c/1", undefined, "CROSS_ORIGIN_CONNECT_URL"],
    ["javascript:alert(1)", undefined, "UNSAFE_CONNECT_URL"],
    [42, undefined, "UNSAFE_CONNECT_URL"],
  ])("%s → %s (%s)", (value, url, code) => {
    const read = readConnectUrl(value, own);
    expect(read.connectUrl).toBe(url);
    expect(read.connectUrlRefused?.code).toBe(code);
  });
});
