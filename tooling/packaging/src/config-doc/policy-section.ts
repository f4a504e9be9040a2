/** The "Policy" section of docs/configuration.md: the shape, the patterns and the order of precedence. */
export const POLICY_EXAMPLE = {
  policy: {
    default: "allow",
    deny: ["mcp__*__drop_*", "annotation:openWorldHint"],
    ask: ["annotation:destructiveHint"],
    allow: ["mcp__web__fetch"],
  },
  mcpServers: {
    github: {
      command: "npx",
      args: ["-y", "@modelcontextprotocol/server-github"],
      policy: { allow: ["get_*", "list_*", "search_*"], ask: ["*"], deny: ["delete_repository"] },
    },
  },
};

/** The section's lines. */
export function policySection(): string[] {
  return [
    "### Policy",
    "",
    '`policy` (top level) and `mcpServers.<name>.policy` decide, per real downstream tool, whether it runs (`allow`), runs only after the user confirmed it (`ask`), or is refused (`deny`). Each block has `allow`, `ask` and `deny` lists of patterns and an optional `default` (`"allow"`, `"ask"` or `"deny"`). Without any block every tool runs.',
    "",
    "```json",
    JSON.stringify(POLICY_EXAMPLE, null, 2),
    "```",
    "",
    "**Patterns.** A name pattern has `*` (any run of characters) and `?` (one character) wildcards and is case-sensitive. In the top-level block it matches the tool's namespaced name `mcp__<server>__<tool>` (whatever `mcp_tool_names` shows the model), so it must start with `mcp__` or a wildcard; in a server's block it matches the tool's own name on that server. `annotation:<hint>` matches tools whose server claims the hint (`readOnlyHint`, `destructiveHint`, `idempotentHint`, `openWorldHint`), read with the MCP specification's defaults: an undeclared `destructiveHint` and `openWorldHint` count as true (a read-only tool is never destructive), `readOnlyHint` and `idempotentHint` as false. So `ask: [\"annotation:destructiveHint\"]` also asks before a tool that declares nothing. Annotations are the server's claim: a hostile server can claim `readOnlyHint`, so allow by name what must never ask, and deny by name what must never run.",
    "",
    "**Order of precedence.** Of the rules that match a tool, the most specific decides:",
    "",
    "1. an exact name (no wildcard), in either block;",
    "2. a glob, more literal characters first (a server's pattern `p` counts as `mcp__<server>__p`, so a server's `*` outranks a top-level `mcp__*`);",
    "3. an annotation rule, a server's block before the top level;",
    "4. a `default`, a server's before the top level's.",
    "",
    "Among equally specific rules the strictest action wins: `deny`, then `ask`, then `allow`. No matching rule: `allow`. The order of entries in the lists never matters. In the example, `github`'s `get_issue` runs, its `create_issue` asks (its `*`), `delete_repository` is refused, `mcp__web__fetch` runs although the server may claim `openWorldHint` (an exact name outranks an annotation rule), and an unannotated tool of another server is refused (`openWorldHint` by default).",
    "",
    '**Effect in serve mode.** A denied tool is left out of the catalog: it is not listed, `tool_search` never finds it, and a call naming it gets `POLICY_DENIED` with the rule\'s config key and the key that would allow it. An `ask` tool is searchable; calling it sends the front client an elicitation (`elicitation/create` to a 2025-11-25 client, an `input_required` result to a 2026-07-28 one) showing the real tool, its server, its arguments and the rule; it runs only on `accept` (`POLICY_DECLINED` on decline or cancel). A client that declared no elicitation capability is never asked: the call fails closed with `POLICY_ASK_UNSUPPORTED`, whose message names the key to set (`add "mcp__github__delete_repo" to policy.allow …`). The `call` command, which has no front client, fails closed the same way. The error codes are listed in [errors.md](errors.md).',
    "",
    '**Errors.** An unknown key in a block, a list that is not an array of strings, an empty pattern, one with spaces or control characters, an unknown `annotation:` hint, a top-level name pattern that cannot match a namespaced name, and a bad `default` are errors, each at its key path (`policy.deny[2] "delete_*" matches no namespaced name: …`); every one is reported, and the file is refused.',
  ];
}
