import { describe, expect, it } from "vitest";
import type { FrontScope } from "./front-scope.js";
import { forwardCapabilities, InFlightCalls, taggedLog } from "./server-requests.js";
import { parseMcpServers } from "../config/server-config.js";

const scope = (client: object): FrontScope => ({
  client,
  capabilities: () => undefined,
  request: () => Promise.resolve({}),
  log: () => undefined,
});

describe("InFlightCalls", () => {
  it("targets the one front client whose calls run, and nobody when two clients' calls run", () => {
    const calls = new InFlightCalls();
    expect(calls.target()).toBe("none");
    const a = {};
    const first = scope(a);
    const second = scope(a);
    const stopFirst = calls.add(first);
    const stopSecond = calls.add(second);
    expect(calls.target()).toBe(second);
    const stopOther = calls.add(scope({}));
    expect(calls.target()).toBe("ambiguous");
    stopOther();
    stopSecond();
    expect(calls.target()).toBe(first);
    stopFirst();
    expect(calls.target()).toBe("none");
  });
});

describe("forward", () => {
  it("declares only the allowed capabilities", () => {
    expect(forwardCapabilities([])).toEqual({});
    expect(forwardCapabilities(["sampling", "roots"])).toEqual({ sampling: {}, roots: {} });
    expect(forwardCapabilities(["elicitation"])).toEqual({ elicitation: { form: {} } });
  });

  it("is read from the config entry, unknown kinds refused", () => {
    const ok = parseMcpServers({ mcpServers: { a: { command: "x", forward: ["roots", "sampling", "roots"] } } });
    expect(ok.ok && ok.servers[0]?.forward).toEqual(["roots", "sampling"]);
    const absent = parseMcpServers({ mcpServers: { a: { command: "x" } } });
    expect(absent.servers[0]?.forward).toBeUndefined();
    const bad = parseMcpServers({ mcpServers: { a: { command: "x", forward: ["tasks"] } } });
    expect(bad.ok).toBe(false);
    expect(bad.ok ? [] : bad.errors.map((error) => error.message)).toEqual([
      'mcpServers.a.forward[0] must be one of "sampling", "elicitation", "roots"',
    ]);
  });

  it("tags a log message with the server name", () => {
    expect(taggedLog("git", { level: "info", data: "x" })).toEqual({ level: "info", data: "x", logger: "git" });
    expect(taggedLog("git", { level: "info", data: "x", logger: "diff" }).logger).toBe("git/diff");
  });
});
