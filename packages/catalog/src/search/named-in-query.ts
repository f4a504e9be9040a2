// Tools a longer query names by one of its identifier-like words (`use ask_codex to review`).
import type { ToolEntry } from "../tools/entry.js";

const QUERY_WORD_TRIM = /^[^A-Za-z0-9_]+|[^A-Za-z0-9_]+$/g;
const IDENTIFIER_LIKE = /[_.:-]|[a-z][A-Z]|[A-Za-z][0-9]|[0-9][A-Za-z]/;

/**
 * The tools a longer query names by one of its words. Only identifier-like words count
 * (`ask_codex`, `GitHub.listRepos`, `ResearchHelper`, `s3-list`): a tool named by a plain
 * word ("Now", "calculator") is left to ranking, since that word is usually just English.
 */
export function namedInQuery(query: string, byLowerName: ReadonlyMap<string, readonly ToolEntry[]>): ToolEntry[] {
  const words = query.split(/\s+/);
  if (words.length < 2) return [];
  return words.flatMap((raw) => {
    const word = raw.replace(QUERY_WORD_TRIM, "");
    return IDENTIFIER_LIKE.test(word) ? (byLowerName.get(word.toLowerCase()) ?? []) : [];
  });
}
