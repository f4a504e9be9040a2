// Issue: `javascript:` / `data:` connect URLs from the gateway reached the model and the
// connection card, and the bearer token was sent over plain http:// to a non-loopback origin.
import { describe, expect, it } from "vitest";
import { createGatewayClient } from "./client.js";
import { isGatewayError } from "./error.js";
import { readConnectionsResponse, readExecuteResult } from "./read-responses.js";

describe("connect URLs from the gateway", () => {
  it("only https: (or loopback http:) links without credentials survive", () => {
    const urls = [
      "javascript:alert(document.cookie)",
      "data:text/html,<script>alert(1)</script>",
      "file:///etc/passwd",
      "http://connect.example.com/start",
      "https://user:pw@connect.example.com/start",
      "not a url",
      "https://connect.example.com/start?s=1",
      "http://127.0.0.1:8080/connect/s1",
    ];
    const starts = readConnectionsResponse({
      connections: urls.map((connectUrl, i) => ({ connector: `c${i}`, status: "initiated", connectUrl })),
    });
    expect(starts.map((start) => start.connectUrl)).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
      "https://connect.example.com/start?s=1",
      "http://127.0.0.1:8080/connect/s1",
    ]);
    const failed = readExecuteResult({ results: [{ error: { code: "NOT_CONNECTED", connectUrl: "javascript:x" } }] });
    expect(failed.error?.connectUrl).toBeUndefined();
  });
});

describe("the token over plain http", () => {
  it("is never sent to a non-loopback http:// origin: INSECURE_ORIGIN, and the token is not even asked for", async () => {
    let asked = 0;
    const client = createGatewayClient({
      origin: "http://gateway.example.invalid",
      getToken: () => {
        asked += 1;
        return "sk-live-secret";
      },
    });
    const error: unknown = await client.search(["send email"]).catch((caught: unknown) => caught);
    expect(isGatewayError(error) && error.code).toBe("INSECURE_ORIGIN");
    expect(error instanceof Error && error.message).toContain("https://");
    expect(asked).toBe(0);
  });
});
