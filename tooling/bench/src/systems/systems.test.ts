import { describe, expect, it } from "vitest";
import type { BenchDocument } from "../documents.js";
import { BM25_PEERS, BM25_SUBJECT } from "./all-systems.js";
import type { SearchSystem } from "./search-system.js";

const DOCS: BenchDocument[] = [
  { id: "github/create_issue", name: "create_issue", description: "Create a new issue in a GitHub repository." },
  { id: "github/list_pull_requests", name: "list_pull_requests", description: "List pull requests of a repository." },
  { id: "slack/send_message", name: "send_message", description: "Send a message to a Slack channel." },
  { id: "postgres/query", name: "query", description: "Run a read-only SQL query against the Postgres database." },
  { id: "fs/read_file", name: "read_file", description: "Read the contents of a file." },
];

async function searchIds(system: SearchSystem<unknown>, docs: readonly BenchDocument[], query: string, limit: number) {
  const handle = await system.build(docs);
  return await system.search(handle, query, limit);
}

describe.each([BM25_SUBJECT, ...BM25_PEERS].map((system) => [system.name, system] as const))(
  "%s adapter",
  (_, system) => {
    it("finds the tool a query is about", async () => {
      expect((await searchIds(system, DOCS, "slack message", 10))[0]).toBe("slack/send_message");
      expect(await searchIds(system, DOCS, "postgres database", 10)).toContain("postgres/query");
    });

    it("returns at most `limit` known ids", async () => {
      const ids = await searchIds(system, DOCS, "repository issue pull requests file message", 2);
      expect(ids.length).toBeLessThanOrEqual(2);
      expect(ids.length).toBeGreaterThan(0);
      for (const id of ids) expect(DOCS.map((doc) => doc.id)).toContain(id);
    });

    it("copes with tiny catalogs and unmatched queries", async () => {
      expect(await searchIds(system, DOCS.slice(0, 1), "zzzz", 10)).toEqual([]);
      expect(await searchIds(system, DOCS.slice(0, 2), "pull requests", 10)).toContain("github/list_pull_requests");
    });

    it("has a package name and a setup sentence", () => {
      expect(system.name).toMatch(/^(@[a-z-]+\/)?[a-z0-9-]+$/);
      expect(system.config.length).toBeGreaterThan(40);
    });
  },
);
