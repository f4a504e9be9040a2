// The fixed query set: hand-written agent-style requests plus queries built deterministically
// from the catalog's own tool names and descriptions. Every system gets the same list.

/** Things an agent typically asks a tool search for. */
export const HAND_WRITTEN_QUERIES: readonly string[] = [
  "create github issue",
  "list pull requests",
  "merge pull request",
  "add comment to issue",
  "search code in repository",
  "get file contents",
  "create a new branch",
  "list commits on a branch",
  "trigger workflow run",
  "review pull request diff",
  "query postgres database",
  "run sql query",
  "list database tables",
  "describe table schema",
  "insert rows into table",
  "send slack message",
  "post message to channel",
  "list slack channels",
  "reply in thread",
  "send an email",
  "read unread emails",
  "search gmail inbox",
  "create calendar event",
  "list upcoming meetings",
  "schedule a meeting",
  "create jira ticket",
  "update issue status",
  "assign issue to user",
  "list linear issues",
  "create linear project",
  "search notion pages",
  "create notion page",
  "update database entry",
  "read google sheet",
  "write to spreadsheet",
  "append rows to table",
  "upload file to drive",
  "download file",
  "list files in directory",
  "read file",
  "write file",
  "move file",
  "delete file",
  "search files by name",
  "take a screenshot",
  "navigate to url",
  "click element on page",
  "fill form fields",
  "fetch web page content",
  "search the web",
  "get current weather",
  "weather forecast for city",
  "get stock price",
  "convert currency",
  "translate text",
  "summarize document",
  "list kubernetes pods",
  "get pod logs",
  "scale deployment",
  "restart service",
  "list docker containers",
  "run shell command",
  "execute python code",
  "deploy to production",
  "list aws s3 buckets",
  "upload object to s3",
  "create ec2 instance",
  "invoke lambda function",
  "query cloudwatch logs",
  "get error events from sentry",
  "list open incidents",
  "create dashboard",
  "get metrics",
  "look up dns records",
  "scan url for malware",
  "check ssl certificate",
  "create stripe customer",
  "list invoices",
  "refund payment",
  "create shopify product",
  "get order status",
  "search products",
  "add item to cart",
  "find nearby restaurants",
  "get directions",
  "geocode address",
  "search youtube videos",
  "get video transcript",
  "play a song on spotify",
  "create playlist",
  "generate image from prompt",
  "create a diagram",
  "store a memory",
  "recall previous notes",
  "create todo item",
  "mark task complete",
  "get user profile",
  "list team members",
  "invite user to workspace",
  "reset password",
  "get server time",
  "parse pdf document",
  "extract text from image",
  "vector similarity search",
  "index documents for search",
];

/** Words too common to make a description query say anything. */
const FILLER = new Set([
  "the",
  "and",
  "for",
  "with",
  "from",
  "this",
  "that",
  "into",
  "your",
  "their",
  "will",
  "when",
  "using",
  "use",
  "used",
  "about",
  "which",
  "such",
  "also",
  "more",
  "than",
  "them",
  "they",
  "been",
  "have",
  "has",
  "are",
  "was",
  "were",
  "can",
  "all",
  "any",
  "each",
  "its",
  "via",
  "one",
  "tool",
  "tools",
  "allows",
  "returns",
  "provided",
  "specified",
  "given",
]);

export interface QuerySource {
  readonly name: string;
  readonly description: string;
}

/** `create_issueComment`, `API-get-user` → lowercase words. */
export function nameWords(name: string): string[] {
  return name
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => word.length > 1);
}

/** The first `count` alphabetic, non-filler words of a description, lowercased. */
export function descriptionWords(description: string, count: number): string[] {
  const words: string[] = [];
  for (const word of description.toLowerCase().split(/[^a-z]+/)) {
    if (words.length >= count) break;
    if (word.length > 2 && !FILLER.has(word) && !words.includes(word)) words.push(word);
  }
  return words;
}

/** Evenly spaced picks, always the same for the same length. */
function spread<T>(items: readonly T[], count: number, offset: number): T[] {
  const picks: T[] = [];
  if (items.length === 0) return picks;
  for (let i = 0; i < count; i += 1) {
    const item = items[(Math.floor((i * items.length) / count) + offset) % items.length];
    if (item !== undefined) picks.push(item);
  }
  return picks;
}

/**
 * The benchmark's query set: the hand-written queries, then `perKind` queries from tool
 * names (words of the name) and `perKind` from descriptions (first 3 telling words),
 * picked evenly across `tools`. Blank and repeated queries are dropped; the order is fixed.
 */
export function buildQueries(tools: readonly QuerySource[], perKind = 40): string[] {
  const fromNames = spread(tools, perKind, 0).map((tool) => nameWords(tool.name).join(" "));
  const fromDescriptions = spread(tools, perKind, Math.floor(tools.length / (2 * Math.max(perKind, 1)))).map((tool) =>
    descriptionWords(tool.description, 3).join(" "),
  );
  const seen = new Set<string>();
  const queries: string[] = [];
  for (const query of [...HAND_WRITTEN_QUERIES, ...fromNames, ...fromDescriptions]) {
    if (query === "" || seen.has(query)) continue;
    seen.add(query);
    queries.push(query);
  }
  return queries;
}
