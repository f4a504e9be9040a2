import { describe, expect, it } from "vitest";
import { isConnectorToolName } from "@hermes/catalog/internal";
import {
  connectorsInScope,
  findDeferred,
  findVisible,
  isBridgeToolName,
  isOutsideScope,
  isVisible,
} from "./bridge-scope.js";
import { testScope } from "../test/call-scope.js";

describe("bridge scope helpers", () => {
  const scope = testScope({ outsideScope: ["mcp__slack__post", "mcp__github__get_issue"] });

  it("finds deferred and visible tools by name", () => {
    expect(findDeferred(scope, "mcp__github__get_issue")?.name).toBe("mcp__github__get_issue");
    expect(findDeferred(scope, "read_file")).toBeUndefined();
    expect(findVisible(scope, "read_file")?.name).toBe("read_file");
    expect([isVisible(scope, "read_file"), isVisible(scope, "mcp__jira__search")]).toEqual([true, false]);
  });

  it("knows bridge and connector names", () => {
    expect(["tool_search", "tool_describe", "tool_call", "tool_calls"].map(isBridgeToolName)).toEqual([
      true,
      true,
      true,
      false,
    ]);
    expect(["connectors__gmail__send", "connectors__", "mcp__x"].map(isConnectorToolName)).toEqual([
      true,
      false,
      false,
    ]);
  });

  it("puts listed names and connectors (when off) outside the session, never a session tool", () => {
    expect(isOutsideScope(scope, "mcp__slack__post")).toBe(true);
    expect(isOutsideScope(scope, "mcp__github__get_issue")).toBe(false);
    expect(isOutsideScope(scope, "mcp__unknown")).toBe(false);
    expect(isOutsideScope(scope, "connectors__gmail__send")).toBe(true);
    expect(connectorsInScope(scope)).toBe(false);
    const withConnectors = testScope({ connectors: true });
    expect([connectorsInScope(withConnectors), isOutsideScope(withConnectors, "connectors__gmail__send")]).toEqual([
      true,
      false,
    ]);
  });
});
