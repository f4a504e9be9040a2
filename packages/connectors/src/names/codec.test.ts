import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isConnectorToolName, parseConnectorToolName } from "@hermes/catalog/internal";
import { canonicalConnectorToolName, composeConnectorToolName, slugCandidates } from "./codec.js";
import { resolveTwins } from "./twins.js";
import { memoryLogger } from "../../test/gateway.js";

describe("name codec", () => {
  it("lowercases the connector and drops a leading <CONNECTOR>_ from the slug", () => {
    expect(composeConnectorToolName("gmail", "GMAIL_SEND_EMAIL")).toBe("connectors__gmail__SEND_EMAIL");
    expect(composeConnectorToolName("GitHub", "GITHUB_CREATE_ISSUE")).toBe("connectors__github__CREATE_ISSUE");
    expect(composeConnectorToolName("linear", "SEARCH_ISSUES")).toBe("connectors__linear__SEARCH_ISSUES");
    expect(composeConnectorToolName("gmail", "gmail_send")).toBe("connectors__gmail__send");
    expect(composeConnectorToolName("gmail", "GMAIL_")).toBe("connectors__gmail__GMAIL_");
  });

  it("rejects what cannot be a name", () => {
    expect(composeConnectorToolName("bad name", "X")).toBeUndefined();
    expect(composeConnectorToolName("a__b", "X")).toBeUndefined();
    expect(composeConnectorToolName("gmail", "send email")).toBeUndefined();
    expect(composeConnectorToolName("gmail", "X".repeat(130))).toBeUndefined();
    for (const name of [
      "connectors__gmail",
      "connectors____X",
      "connectors__Gmail__X",
      "mcp__gmail__X",
      "connectors__gmail__",
      "connectors__gmail___X",
    ]) {
      expect(isConnectorToolName(name), name).toBe(false);
    }
  });

  it("parses and lists slug candidates, prefixed first", () => {
    expect(parseConnectorToolName("connectors__google_drive__LIST")).toEqual({
      connector: "google_drive",
      tool: "LIST",
    });
    expect(slugCandidates("connectors__gmail__SEND_EMAIL")).toEqual(["GMAIL_SEND_EMAIL", "SEND_EMAIL"]);
    expect(slugCandidates("connectors__gmail__send")).toEqual(["gmail_send", "send"]);
    expect(slugCandidates("nope")).toEqual([]);
  });

  const connector = fc.stringMatching(/^[a-z0-9]{1,8}(?:[_-][a-z0-9]{1,8}){0,2}$/);
  const upperTool = fc.stringMatching(/^[A-Z][A-Z0-9]{0,8}(?:_[A-Z0-9]{1,8}){0,3}$/);
  const lowerTool = fc.stringMatching(/^[a-z][a-z0-9]{0,8}(?:_[a-z0-9]{1,8}){0,3}$/);

  it("round-trips: a composed name parses back and its candidates hold the slug (property)", () => {
    fc.assert(
      fc.property(connector, fc.oneof(upperTool, lowerTool), fc.boolean(), (name, tool, prefixed) => {
        const prefix = tool === tool.toLowerCase() ? `${name}_` : `${name.toUpperCase()}_`;
        const slug = prefixed ? `${prefix}${tool}` : tool;
        const composed = composeConnectorToolName(name, slug);
        expect(composed).toBeDefined();
        expect(parseConnectorToolName(composed ?? "")?.connector).toBe(name);
        const candidates = slugCandidates(composed ?? "");
        expect(candidates).toContain(slug);
        if (prefixed) expect(candidates[0]).toBe(slug);
        expect(composeConnectorToolName(name.toUpperCase(), slug)).toBe(composed);
      }),
    );
  });
});

describe("twins", () => {
  it("keeps the prefixed slug whatever the order, and warns once naming both", () => {
    for (const order of [
      ["SEND_EMAIL", "GMAIL_SEND_EMAIL"],
      ["GMAIL_SEND_EMAIL", "SEND_EMAIL"],
    ]) {
      const logger = memoryLogger();
      const resolved = resolveTwins(
        order.map((slug) => ({ connector: "Gmail", slug })),
        logger,
      );
      expect(resolved.slugOf.get("connectors__gmail__SEND_EMAIL")).toBe("GMAIL_SEND_EMAIL");
      expect(resolved.twins).toEqual([
        { name: "connectors__gmail__SEND_EMAIL", kept: "GMAIL_SEND_EMAIL", dropped: "SEND_EMAIL" },
      ]);
      expect(logger.lines).toHaveLength(1);
      expect(logger.lines[0]).toContain('"GMAIL_SEND_EMAIL"');
      expect(logger.lines[0]).toContain('"SEND_EMAIL"');
    }
  });

  it("maps both slugs to the one name and skips slugs that compose nothing", () => {
    const resolved = resolveTwins([
      { connector: "gmail", slug: "SEND_EMAIL" },
      { connector: "gmail", slug: "GMAIL_SEND_EMAIL" },
      { connector: "x y", slug: "A" },
    ]);
    expect([...resolved.nameOf]).toEqual([
      ["SEND_EMAIL", "connectors__gmail__SEND_EMAIL"],
      ["GMAIL_SEND_EMAIL", "connectors__gmail__SEND_EMAIL"],
    ]);
  });
});

describe("canonicalConnectorToolName", () => {
  it("maps every spelling of a vendor tool to one name, idempotently", () => {
    expect(canonicalConnectorToolName("connectors__gmail__GMAIL_SEND_EMAIL")).toBe("connectors__gmail__SEND_EMAIL");
    expect(canonicalConnectorToolName("connectors__gmail__gmail_GMAIL_SEND_EMAIL")).toBe(
      "connectors__gmail__SEND_EMAIL",
    );
    expect(canonicalConnectorToolName("connectors__gmail__GMAIL_")).toBe("connectors__gmail__GMAIL_");
    expect(canonicalConnectorToolName("not a name")).toBe("not a name");
  });

  it("property: distinct canonical names never share a vendor slug (so no spelling runs another name's tool)", () => {
    const part = fc.stringMatching(/^[A-Za-z0-9][A-Za-z0-9_]{0,12}$/);
    fc.assert(
      fc.property(part, part, fc.nat(3), fc.nat(3), (a, b, i, j) => {
        const spell = (tool: string, times: number): string => `connectors__gmail__${"GMAIL_".repeat(times)}${tool}`;
        const ca = canonicalConnectorToolName(spell(a, i));
        const cb = canonicalConnectorToolName(spell(b, j));
        expect(canonicalConnectorToolName(ca)).toBe(ca);
        if (ca === cb) return;
        const shared = slugCandidates(ca).filter((slug) => slugCandidates(cb).includes(slug));
        expect(shared).toEqual([]);
      }),
    );
  });
});
