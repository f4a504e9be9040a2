// The agent set's groups, checked mechanically with the ranker's own tokenizer (Porter
// stems, stop words dropped): a literal query uses only words of its tool's name, server
// and description; a paraphrase query has at least one word that is in none of them.
import { createTokenizer, ENGLISH_STOP_WORDS } from "@hermes/bm25";
import { loadAgentSet } from "@hermes/data";
import { describe, expect, it } from "vitest";

const tokenize = createTokenizer({ stopWords: ENGLISH_STOP_WORDS });
const set = loadAgentSet();
const byId = new Map(set.tools.map((tool) => [tool.id, tool]));

/** Query words that the tool's name, server and description lack. */
function foreignWords(text: string, id: string): string[] {
  const tool = byId.get(id);
  if (tool === undefined) throw new Error(`no tool ${id}`);
  const own = new Set(tokenize(`${tool.server} ${tool.name} ${tool.description}`));
  return tokenize(text).filter((word) => !own.has(word));
}

describe("agent-query groups", () => {
  it("literal queries use only their tool's own words", () => {
    for (const query of set.queries.filter((q) => q.group === "literal")) {
      expect(foreignWords(query.text, query.relevant[0] ?? ""), query.text).toEqual([]);
    }
  });

  it("paraphrase queries have a key word their tools do not use", () => {
    for (const query of set.queries.filter((q) => q.group === "paraphrase")) {
      for (const id of query.relevant)
        expect(foreignWords(query.text, id).length, `${query.text} vs ${id}`).toBeGreaterThan(0);
    }
  });
});
