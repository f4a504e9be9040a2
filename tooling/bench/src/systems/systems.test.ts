import { describe, expect, it } from "vitest";
import type { BenchDocument } from "../documents.js";
import { BM25_PEERS, BM25_SUBJECT, BM25_VARIANTS } from "./all-systems.js";
import { hermesFieldwiseSystem } from "./hermes.js";
import { isPeerOf } from "../ratio.js";
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

const ADAPTERS = [BM25_SUBJECT, hermesFieldwiseSystem(0.5), ...BM25_PEERS];

describe.each(ADAPTERS.map((system) => [system.name, system] as const))("%s adapter", (_, system) => {
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
    expect(system.name).toMatch(/^(@[a-z-]+\/)?[a-z0-9-]+( [a-z]+ [0-9.]+)?$/);
    expect(system.config.length).toBeGreaterThan(40);
  });
});

describe("bm25 variants", () => {
  it("are named after the subject, so no comparison counts them as peers", () => {
    for (const variant of [hermesFieldwiseSystem(0.5), ...BM25_VARIANTS]) {
      expect(variant.name.startsWith(`${BM25_SUBJECT.name} `)).toBe(true);
      expect(isPeerOf(variant.name, BM25_SUBJECT.name)).toBe(false);
    }
    for (const peer of BM25_PEERS) expect(isPeerOf(peer.name, BM25_SUBJECT.name)).toBe(true);
  });

  it("rank like the subject where a query has one word in one field", async () => {
    // One query word matching only names: the field-wise view orders hits as BM25F does.
    const plain = await searchIds(BM25_SUBJECT, DOCS, "query", 10);
    expect(plain).toEqual(["postgres/query"]);
    expect(await searchIds(hermesFieldwiseSystem(0.5), DOCS, "query", 10)).toEqual(plain);
  });
});
