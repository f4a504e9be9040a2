// Every failure of manage_connections is {error, code, hint?}: one test per failure path, the
// gateway ones on the real loopback test gateway (docs/errors.md).
import { describe, expect, it } from "vitest";
import { createManageConnections, type ManageConnectionsOptions } from "./manage-connections.js";
import { hostedRename } from "./hosted.js";
import { clientFor, failure, useGateway } from "../../test/gateway.js";
import { SIGN_IN_EXPIRED_HINT } from "../source/status.js";
import type { GatewayClient } from "../gateway/client.js";
import type { TestGateway } from "../testing/index.js";

const manageFor = (
  gateway: TestGateway,
  options: Partial<ManageConnectionsOptions> = {},
): ReturnType<typeof createManageConnections> => createManageConnections({ client: clientFor(gateway), ...options });

describe("manage_connections refuses bad arguments and missing features with a code", () => {
  it("answers arguments that break the rules with INVALID_ARGUMENTS, sending nothing", async () => {
    const manage = createManageConnections({});
    expect(await manage.handle({ action: "explode" })).toEqual({
      error:
        "manage_connections: action must be one of status, connect, reconnect, rename, install, enable, authorize.",
      code: "INVALID_ARGUMENTS",
    });
    expect(await manage.handle({ action: "disconnect", targets: ["gmail"] })).toEqual({
      error:
        "manage_connections: this tool cannot disconnect, delete or revoke connections; the user can do that in their account settings.",
      code: "INVALID_ARGUMENTS",
    });
  });

  it("answers a rename request without a target or `to` with INVALID_ARGUMENTS", async () => {
    const unused = {} as GatewayClient; // never reached: the request is refused before any call
    expect(await hostedRename(unused, { action: "rename", targets: [], to: "x" }, undefined)).toEqual({
      error: "rename takes exactly one target and `to`",
      code: "INVALID_ARGUMENTS",
    });
  });

  it("answers MCP actions without MCP management with MCP_UNAVAILABLE", async () => {
    expect(
      await createManageConnections({}).handle({ action: "install", targets: [{ name: "github", mcp: true }] }),
    ).toEqual({
      error: "This runtime cannot install, enable or authorize local MCP servers.",
      code: "MCP_UNAVAILABLE",
    });
  });
});

describe("manage_connections: hosted failures carry a code", () => {
  const gateway = useGateway();

  it("answers turned-off connected apps (disabled or no client) with CONNECTORS_UNAVAILABLE", async () => {
    const off = { error: "Connected apps are turned off in this runtime.", code: "CONNECTORS_UNAVAILABLE" };
    expect(await manageFor(gateway(), { enabled: false }).handle({ action: "status" })).toEqual(off);
    expect(await createManageConnections({}).handle({ action: "connect", targets: ["gmail"] })).toEqual(off);
    expect(gateway().requests).toEqual([]);
  });

  it("answers a gateway without connected apps (404) with CONNECTORS_UNAVAILABLE", async () => {
    gateway().setFault("list", { kind: "status", status: 404 });
    expect(await manageFor(gateway()).handle({ action: "status" })).toEqual({
      error: "Connected apps are not available on this gateway.",
      code: "CONNECTORS_UNAVAILABLE",
    });
  });

  it("answers a missing token with SIGNED_OUT and its hint", async () => {
    const manage = manageFor(gateway(), { client: clientFor(gateway(), { getToken: () => undefined }) });
    expect(await manage.handle({ action: "status" })).toEqual({
      error: "Not signed in to connected apps.",
      code: "SIGNED_OUT",
      hint: "Ask the user to sign in, then try again.",
    });
    expect(gateway().requests).toEqual([]);
  });

  it("answers a rejected token (401) with SIGN_IN_EXPIRED and its hint", async () => {
    gateway().setFault("accounts", { kind: "status", status: 401 });
    expect(await manageFor(gateway()).handle({ action: "status", targets: ["linear"] })).toEqual({
      error: "The sign-in to connected apps has expired.",
      code: "SIGN_IN_EXPIRED",
      hint: SIGN_IN_EXPIRED_HINT,
    });
  });

  it("answers the user's stop with INTERRUPTED, sending nothing", async () => {
    const controller = new AbortController();
    controller.abort();
    expect(
      await manageFor(gateway()).handle({ action: "connect", targets: ["notion"] }, { signal: controller.signal }),
    ).toEqual({ error: "Stopped by the user.", code: "INTERRUPTED" });
    expect(gateway().requests).toEqual([]);
  });

  it("answers a request the gateway rejects with BAD_REQUEST, naming the gateway's code", async () => {
    const rejected = await failure(clientFor(gateway()).rename({ connector: "gmail", alias: "nope", to: "x" }));
    expect(rejected.gatewayCode).toBe("UNKNOWN_ACCOUNT");
    expect(
      await manageFor(gateway()).handle({ action: "rename", targets: [{ name: "gmail", alias: "nope" }], to: "x" }),
    ).toEqual({
      error: `The gateway rejected the request (UNKNOWN_ACCOUNT): ${rejected.message}`,
      code: "BAD_REQUEST",
    });
  });

  it("answers an unreachable or unusable gateway with PROVIDER_ERROR and a retry hint", async () => {
    gateway().setFault("connections", { kind: "status", status: 503 });
    const down = await failure(clientFor(gateway()).connections({ connectors: ["gmail"], reinitiate: true }));
    expect(await manageFor(gateway()).handle({ action: "reconnect", targets: ["gmail"] })).toEqual({
      error: `Connected apps could not be reached just now: ${down.message}`,
      code: "PROVIDER_ERROR",
      hint: "Retry later.",
    });
    gateway().setFault("list", { kind: "malformed" });
    const garbled = await failure(clientFor(gateway()).list());
    expect(await manageFor(gateway()).handle({ action: "status" })).toEqual({
      error: `Connected apps could not be reached just now: ${garbled.message}`,
      code: "PROVIDER_ERROR",
      hint: "Retry later.",
    });
  });

  it("answers anything else a hosted action throws with TOOL_ERROR", async () => {
    const real = clientFor(gateway());
    const broken: GatewayClient = { ...real, list: () => Promise.reject(new TypeError("a bug, not a gateway answer")) };
    expect(await manageFor(gateway(), { client: broken }).handle({ action: "status" })).toEqual({
      error: "manage_connections failed unexpectedly; nothing was changed.",
      code: "TOOL_ERROR",
    });
  });
});
