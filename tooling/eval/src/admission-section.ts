// The docs section on admission: the present/absent table of every mode on every set, the
// `natural` rule with its parameters, the targets, and the default with the trade-off behind it.
import { EVIDENCE_BASE, EVIDENCE_CAP, EVIDENCE_SHARE, KEYWORD_QUERY_TERMS } from "@hermes/bm25/internal";
import { DEFAULT_CONFIG } from "@hermes/catalog";
import { admissionTable } from "./admission-table.js";
import { admissionChecks, admissionLine, TARGET_SYSTEMS } from "./admission-targets.js";
import type { SetReport } from "./evaluate.js";
import type { MetricKey } from "./metric-list.js";
import type { Mode } from "./modes.js";
import { OUR_MODES } from "./modes.js";
import type { SetFrontier } from "./frontier-run.js";
import { renderFrontierSection } from "./frontier-section.js";
import { formatPercent } from "./results-table.js";
import { renderMarkdownTable } from "./table.js";

/** The system the default is decided on: what `tool_search` runs. */
const PRODUCT_SYSTEM = "hermes-catalog";

/** Mean of `key` for `mode` of the product's system over the reports (each set weighs the same). */
export function meanOf(reports: readonly SetReport[], mode: Mode, key: MetricKey): number | undefined {
  const values = reports.map((report) => report.results.find((r) => r.system === PRODUCT_SYSTEM && r.mode === mode)?.metrics.get(key));
  if (values.length === 0 || values.some((value) => value === undefined)) return undefined;
  return values.reduce<number>((sum, value) => sum + (value ?? 0), 0) / values.length;
}

function meansTable(reports: readonly SetReport[]): string {
  const rows = OUR_MODES.map(({ mode }) => [
    mode === DEFAULT_CONFIG.admission ? `${mode} (default)` : mode,
    formatPercent(meanOf(reports, mode, "recall5")),
    formatPercent(meanOf(reports, mode, "empty")),
    formatPercent(meanOf(reports, mode, "absent_abstention")),
    formatPercent(meanOf(reports, mode, "balanced")),
  ]);
  return renderMarkdownTable({
    headers: ["mode", "mean R@5", "mean empty%", "mean absent abstain%", "mean balanced"],
    rows,
    align: ["left", "right", "right", "right", "right"],
  });
}

function ruleText(): string {
  return `### The \`natural\` rule

\`admission: "natural"\` in \`@hermes/bm25\` (\`{ keywordGate: true, groupFloor: true }\`), the
\`tools.tool_search.admission\` key of \`@hermes/catalog\`, which searches with the ranker's
\`DEFAULT_VOCABULARY\` (docs/search-vocabulary.md). A *content term* is a query term of 2 or
more characters that does not start with a digit (numbers and the \`s\` of "it's" never gate;
\`sms\`, stemmed \`sm\`, does); stop words are already gone when the catalog's tokenizer drops them.

- **Keyword queries** (at most ${KEYWORD_QUERY_TERMS} content terms, or 6 without a stop word; never a question
  or a first-person request, see \`REQUEST_WORDS\`): a content term no
  document has admits nothing (\`"send gmail email"\` without a Gmail tool) unless the vocabulary
  bridges it to a word some document has (\`send\` → \`post\`) or lists it as an ordinary word.
- **Group floor**: with 3 or more answerable query words, a document must match half of them
  in a keyword query and 2 in a query of up to 4 content terms (a word and its equivalents
  count once); a run of 5 or 6 keywords must match half of all its content terms.
- **Longer queries and questions** (requests in plain words) are ranked as by \`rank\`: words no document has
  are ignored — mostly English the tool texts happen not to use ("frustrated", "Miami").
- \`explain\` reports the verdict: \`UNSEEN_KEYWORD\` (the keyword gate) or \`BELOW_FLOOR\` (the
  group floor), the bridged and ignored words, and which terms are expansions.

The evidence threshold of the previous preset (\`(k1 + 1) × min(${EVIDENCE_CAP} × E, ${EVIDENCE_BASE} × idf₀ + ${EVIDENCE_SHARE} × E)\`) is
still the \`evidence\` rule; it emptied up to 10% of metatool's requests, so the preset no
longer uses it. The absent side below is measured for the preset as it is now.
`;
}


function decisionText(reports: readonly SetReport[]): string {
  const mean = (mode: Mode, key: MetricKey): string => formatPercent(meanOf(reports, mode, key));
  const azure = reports.find((report) => report.set === "azure-mcp");
  const azureValue = (mode: Mode, key: MetricKey): string =>
    formatPercent(azure?.results.find((r) => r.system === PRODUCT_SYSTEM && r.mode === mode)?.metrics.get(key));
  return `### The trade-off and the default

Means over the sets for \`${PRODUCT_SYSTEM}\` (what \`tool_search\` runs), each set weighing the same:

${meansTable(reports)}

The default is \`${DEFAULT_CONFIG.admission}\` (\`DEFAULT_CONFIG.admission\` of \`@hermes/catalog\`, used by \`searchCatalog\`
and the bridge). What decided it:

- **Keyword queries lose nothing.** With at most ${KEYWORD_QUERY_TERMS} content terms \`natural\` is the seed rules, so
  every keyword case of the unit tests ("send gmail email", "post gmail message", "query
  postgres database" over GitHub tools only, …) still returns nothing, and the bridge's golden
  search results are unchanged.
- **Requests in plain words stop failing.** Mean present R@5 goes from ${mean("gated", "recall5")} (\`gated\`) to
  ${mean("natural", "recall5")} (\`natural\`; \`rank\` ${mean("rank", "recall5")}), and the empty share on queries whose tool exists from
  ${mean("gated", "empty")}% to ${mean("natural", "empty")}%: a model that writes a sentence instead of keywords now finds the tool.
- **The price is abstention on imperative prompts whose tool is missing.** On azure-mcp \`gated\`
  abstains on ${azureValue("gated", "absent_abstention")}% of the absent queries and \`natural\` on ${azureValue("natural", "absent_abstention")}%: the prompts there have 4–8
  content terms, and what \`gated\` catches is a word only the removed tool had ("nodepools",
  "repositories"); without it the siblings of the same service (\`aks_cluster_get\` for a
  node-pool question) match everything else and clear any threshold. \`natural\` answers those
  with a tool of the right service, which \`tool_describe\` shows is not the one; \`gated\` in
  exchange leaves ${azureValue("gated", "empty")}% of the azure-mcp prompts whose tool exists without an answer.

Mean balanced is ${mean("natural", "balanced")} for \`natural\` against ${mean("gated", "balanced")} for \`gated\`; recall decides. Set
\`admission: gated\` for the seed rules on every query (the bridge's description then asks for
keywords, not questions, as before), or \`none\` for pure ranking.
`;
}

const TRIED = `### What else was tried

Measured on these sets while designing the rule (hermes-bm25; the figures are from then):

- **A lexicon for unseen words** (SUBTLEX-US word frequencies, an unseen word that is not an
  English word counts as a name and gates when it carries a third of the query's idf mass):
  it catches "email my boss with Gmail" in plain words, but gating names costs about 2 points
  of metatool recall (its requests name cities, coins and brands the catalog lacks), more than
  the 5-point budget leaves once the evidence threshold has spent its share; and it would add
  a runtime dependency to \`@hermes/bm25\`, which the design keeps to \`porter-stemmer\`. Looking
  only at the shape of the word (digits after letters, as in \`s3\`) gained nothing measurable.
- **Coverage of the query's idf mass** by the best document, with unseen words weighted 0–1:
  at the recall target it abstains on 16–19% of metatool's absent queries and 13–15% of
  metatool-multi's, against 23% and 35% for the best candidate's score; on azure-mcp it
  reaches 20% abstention at 92 R@5, but applied to prompts of azure-mcp's length it costs
  metatool about 20 points of recall (the same lengths occur in both).
- **Per-document thresholds** instead of one decision per query drop the second tool of
  metatool-multi's two-tool requests: requiring 2 matched terms per document cost it 34 points
  of R@5, a per-document score threshold 5–8 points more than the same threshold per query.
- **Discounting common English words** in the evidence raised metatool's abstention at its
  recall limit by up to 5 points but lowered metatool-multi's as much (and needs a word list);
  **the score gap** between the first two results and **a logistic combination** of a dozen
  such features did no better than the best candidate's score.
- **Keeping the rarest-token gate** for requests, unseen ordinary words ignored: 77–82% R@5 on
  azure-mcp (97 ungated) and under 10% on metatool-multi, since the rarest known word of a
  sentence is often incidental.

What none of these could do is reach the azure-mcp balanced target; the study below measures
why, on the current ranker, instead of leaving it to the figures above.
`;

/** The "Admission: present and absent" section of docs/retrieval.md; `frontiers` adds the frontier study. */
export function renderAdmissionSection(reports: readonly SetReport[], frontiers: readonly SetFrontier[] = []): string {
  const tables = reports
    .map((report) => `#### ${report.set}\n\n${renderMarkdownTable(admissionTable(report, TARGET_SYSTEMS))}`)
    .join("\n\n");
  const targets = admissionChecks(reports)
    .map((check) => `- ${admissionLine(check)}`)
    .join("\n");
  return `## Admission: present and absent

What each admission mode buys and costs. *Present*: the normal queries (R@5, nDCG@10 and the
empty share, as above). *Absent*: every query again, against the catalog without the tools it
needs — every tool with a relevant name (\`absent abstain%\`), or, stricter, every tool of their
servers (\`absent abstain% (server)\`) — counting how often the search returns nothing; anything
it returns there is a false hit. \`balanced\` is the harmonic mean of present R@5 and absent
abstention (tools removed). Queries that take out the same tools share one index, built once,
so every query of every set is run, metatool's 20,544 included. Peers have no admission rules
and answer whenever a word matches, as \`rank\` does: they are not run on the absent side, and
\`pnpm eval --json\` has no absent metrics for them. azure-mcp has one server, so its server
variant empties the catalog (100% for every mode); in the metatool sets every tool is its own
server, so the two variants coincide.

${ruleText()}
### Results (%)

${tables}

(\`pnpm eval\` also prints \`hermes-catalog-no-names\`, the catalog without its names-in-query rule.)

### Targets (\`natural\` mode)

Present R@5 within 5 points of \`rank\`, and balanced at least 20 points above the better of
\`gated\` and \`rank\`, on every set:

${targets}

${decisionText(reports)}
${TRIED}${frontiers.length === 0 ? "" : `\n${renderFrontierSection(frontiers, reports)}`}`;
}
