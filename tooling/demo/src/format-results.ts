import type { SearchHit } from "@hermes/bm25";

const displayId = (id: string): string => id.replace(/#\d+$/, "");

/** Renders one query's ranked and gated hits as a small text block. */
export function formatResults(query: string, ranked: readonly SearchHit[], gated: readonly SearchHit[]): string {
  const lines = [`"${query}"`];
  if (ranked.length === 0) lines.push("  rank : (no tool shares a word with the query)");
  ranked.forEach((hit, i) => {
    lines.push(`  ${i === 0 ? "rank :" : "      "} ${hit.score.toFixed(2).padStart(6)}  ${displayId(hit.id)}${hit.exact ? "  (exact name)" : ""}`);
  });
  lines.push(
    gated.length === 0
      ? "  gated: nothing admitted — the rarest query word is in no tool, so an agent should rephrase"
      : `  gated: ${gated.map((hit) => displayId(hit.id)).join(", ")}`,
  );
  return `${lines.join("\n")}\n`;
}
