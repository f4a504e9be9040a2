import { describe, expect, it } from "vitest";
import { agentTools, loadAgentSet } from "./index.js";

describe("agent-query set", () => {
  const set = loadAgentSet();
  const byId = new Map(set.tools.map((tool) => [tool.id, tool]));

  it("has at least 300 queries of 2 to 6 words in three groups", () => {
    expect(set.queries.length).toBeGreaterThanOrEqual(300);
    for (const query of set.queries) {
      const words = query.text.trim().split(/\s+/).length;
      expect(words, query.text).toBeGreaterThanOrEqual(2);
      expect(words, query.text).toBeLessThanOrEqual(6);
    }
    const count = (group: string): number => set.queries.filter((query) => query.group === group).length;
    expect(count("literal")).toBeGreaterThanOrEqual(80);
    expect(count("paraphrase")).toBeGreaterThanOrEqual(80);
    expect(count("absent")).toBeGreaterThanOrEqual(80);
  });

  it("labels present queries with existing tool ids and absent queries with none", () => {
    for (const query of set.queries) {
      if (query.group === "absent") expect(query.relevant, query.text).toEqual([]);
      else expect(query.relevant.length, query.text).toBeGreaterThan(0);
      for (const id of query.relevant) expect(byId.has(id), id).toBe(true);
    }
  });

  it("spreads the present queries over at least 40 servers", () => {
    const servers = new Set(set.queries.flatMap((query) => query.relevant.map((id) => byId.get(id)?.server)));
    expect(servers.size).toBeGreaterThanOrEqual(40);
  });

  it("ids every catalog tool by server and name, first definition kept", () => {
    const tools = agentTools();
    expect(new Set(tools.map((tool) => tool.id)).size).toBe(tools.length);
    expect(tools[0]).toMatchObject({ id: "github::actions_get", server: "github", name: "actions_get" });
  });

  it("has no duplicate query texts", () => {
    const texts = set.queries.map((query) => query.text.toLowerCase());
    expect(new Set(texts).size).toBe(texts.length);
  });
});
