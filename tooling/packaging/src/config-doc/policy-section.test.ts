import { describe, expect, it } from "vitest";
import { decidePolicy } from "@hermes/mcp";
import { parseConfigDocument } from "@hermes/tool-search";
import { POLICY_EXAMPLE } from "./policy-section.js";

describe("the Policy example of docs/configuration.md", () => {
  it("parses, and decides as the text says", () => {
    const parsed = parseConfigDocument(POLICY_EXAMPLE);
    if (!parsed.ok) throw new Error(parsed.errors.join("; "));
    const decide = (server: string, toolName: string, openWorldHint?: boolean) =>
      decidePolicy(parsed.file.policy, {
        server,
        toolName,
        ...(openWorldHint === undefined ? {} : { annotations: { openWorldHint } }),
      }).action;
    expect(decide("github", "get_issue")).toBe("allow");
    expect(decide("github", "create_issue")).toBe("ask");
    expect(decide("github", "delete_repository")).toBe("deny");
    expect(decide("web", "fetch", true)).toBe("allow");
    expect(decide("notes", "anything")).toBe("deny");
  });
});
