import { Bm25Index, ENGLISH_STOP_WORDS } from "@hermes/bm25";

const index = new Bm25Index({
  fields: { name: 2, description: 1 },
  tokenizer: { stopWords: ENGLISH_STOP_WORDS },
});

index.addAll([
  {
    id: "github/create_issue",
    key: "create_issue",
    fields: { name: "create_issue", description: "Create a new issue in a GitHub repository." },
  },
  {
    id: "github/list_issues",
    key: "list_issues",
    fields: { name: "list_issues", description: "List issues in a GitHub repository." },
  },
  {
    id: "slack/post_message",
    key: "post_message",
    fields: { name: "post_message", description: "Post a message to a Slack channel." },
  },
]);

// Ranked by BM25F: score descending, ties in insertion order.
const hits = index.search("open a new GitHub issue", { limit: 2 });
console.log(hits.map((hit) => hit.id)); // ["github/create_issue", "github/list_issues"]

// A query equal to a document's key ranks it first.
console.log(index.search("post_message")[0]); // { id: "slack/post_message", score: …, exact: true }

// The gates: the rarest query term ("gmail") is in no document, so nothing is admitted,
// although "message" matches slack/post_message.
console.log(index.search("gmail message", { admission: "gated" })); // []
console.log(index.explain("gmail message", "slack/post_message", { admission: "gated" }).summary);

// Indexes serialize to JSON and load back with identical results.
const restored = Bm25Index.fromJSON(JSON.parse(JSON.stringify(index)));
console.log(restored.search("open a new GitHub issue", { limit: 2 }).length); // 2

export { hits };
