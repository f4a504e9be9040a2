// The docs/retrieval.md sections on the agent-query set and on how the defaults were chosen
// (leave-one-set-out cross-validation), written by `pnpm eval`.
import { AGENT_TARGETS, agentTable, agentTargetLines, type AgentGroupReport } from "./agent-section.js";
import { CV_GRID, cvTable, type CvReport } from "./cross-validation.js";
import { renderMarkdownTable } from "./table.js";

const pct = (value: number): string => (value * 100).toFixed(0);

/** Markdown for the agent-query set: what it is, the per-group table and the targets. */
export function renderAgentSection(reports: readonly AgentGroupReport[]): string {
  const counts = reports.map((r) => `${r.report.queries} ${r.group}`).join(", ");
  return `## Agent queries (\`tooling/data/agent/agent-queries.json\`)

Queries written the way an agent writes a \`tool_search\` query — 2 to 6 keywords in its own
words — over all tools of \`tooling/data/catalogs\` (1,815 tools, ids \`server::name\`, so a name
repeated on another server is not credited): ${counts}. \`literal\` queries use only words of
the tool's name, server and description; \`paraphrase\` queries have at least one key word that
is in none of them (a test checks both with the ranker's tokenizer); \`absent\` queries ask for
a capability or a named service no tool has, and the right answer is nothing. The set was
written before any tuning. For \`absent\` rows the last column is the abstention (share of
queries answered with nothing); for \`paraphrase\` it is the share of misses the agent cannot
see. The \`hermes-catalog\` rows are the product's search path: tools reach the catalog as the
umbrella's MCP hub names them (\`mcp__<server>__<tool>\`, the own name in \`_meta\`), so a name
repeated across servers is one tool on each.

${renderMarkdownTable(agentTable(reports))}

Targets of the default search (\`hermes-catalog\`, \`natural\`): literal R@5 ≥ ${pct(AGENT_TARGETS.literalRecall5)}%,
paraphrase R@5 ≥ ${pct(AGENT_TARGETS.paraphraseRecall5)}% with at most ${pct(AGENT_TARGETS.paraphraseEmpty)}% empty, absent abstention ≥ ${pct(AGENT_TARGETS.absentAbstention)}%:

${agentTargetLines(reports, "hermes-catalog", "natural").map((line) => `- ${line}`).join("\n")}

How the vocabulary that bridges agent wording works, and its limits: docs/search-vocabulary.md.
`;
}

/** Markdown for the cross-validated choice of the defaults. */
/** What the catalog ships against the best point: the same, or how it compares on the mean and per set. */
function shippedLine(report: CvReport, shipped: string): string {
  if (shipped === report.chosen.label) return "which the catalog ships";
  const best = report.points.find((point) => point.label === report.chosen.label)?.scores;
  const own = report.points.find((point) => point.label === shipped)?.scores;
  if (best === undefined || own === undefined) return `while the catalog ships **${shipped}**`;
  const mean = (values: readonly number[]): number => values.reduce((sum, v) => sum + v, 0) / Math.max(1, values.length);
  const higher = report.sets.filter((_, s) => (own[s] ?? 0) > (best[s] ?? 0));
  return (
    `while the catalog ships **${shipped}**, ${((mean(best) - mean(own)) * 100).toFixed(2)} points of mean nDCG@10 below it ` +
    `(${(mean(own) * 100).toFixed(2)} against ${(mean(best) * 100).toFixed(2)}; higher on ${higher.length === 0 ? "no set" : higher.join(", ")})`
  );
}

export function renderCvSection(report: CvReport, shipped: string = report.chosen.label): string {
  const grid = Object.entries(CV_GRID)
    .map(([key, values]) => `${key} ∈ {${values.join(", ")}}`)
    .join(", ");
  return `## How the defaults were chosen (leave-one-set-out)

Field weights and BM25 parameters were picked over a grid (${grid}; description and
parameter names ×1, vocabulary on, \`${report.mode}\` admission) by mean nDCG@10 over the sets,
each set weighing the same: ${report.sets.map((s) => `\`${s}\``).join(", ")} (the agent set with its
literal and paraphrase queries). To see whether that way of choosing generalises, each set is
held out in turn: the point best on the other sets is scored on it. "default" is the point
best on all sets — **${report.chosen.label}** — ${shippedLine(report, shipped)}; "best on this set"
is what a point tuned on that set alone reaches. The surface is flat near the top (many
points within half a point of the mean), so the held-out score is close to the default's
wherever the choice does not flip.

${renderMarkdownTable(cvTable(report))}
`;
}
