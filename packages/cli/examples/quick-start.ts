import { demoSources, demoToolsets, runCli } from "@hermes/cli";

// The command as a function: arguments in, text out through the `io` you pass, an exit code back.
let out = "";
const code = await runCli(["search", "create github issue", "--limit", "2", "--json"], {
  out: (text) => void (out += text),
  err: () => undefined,
});
const answer = JSON.parse(out) as { results: { matches: string[] }[] };
console.log(code, answer.results[0]?.matches.join(" ")); // 0 mcp__github__create_issue mcp__github__issue_write

// The demo catalog the commands use without --config: 13 real MCP servers' tools plus 6 core tools.
console.log(demoToolsets().length, demoSources().length); // 14 13

export { answer };
