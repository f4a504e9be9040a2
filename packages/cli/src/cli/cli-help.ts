import type { Command } from "./cli-args.js";

const COMMON = `Options for every command:
  --config <file>        JSON config: mcpServers, tools.tool_search, tools.connectors, core_tools, context_length
                         (without it, the embedded demo catalog of ~550 real MCP tools is used;
                         ~ is your home folder; ./ and ../ paths in it are read from its folder)
  --server <name>        start only this server of the config (repeatable; inspect, search, describe,
                         call); call and describe of mcp__<server>__… names start only that server
  --verbose              show every line the servers write to stderr, as [server] line
  --log-file <file>      append those lines to <file>, each with its time (secrets masked)
  --context-length <n>   the model's context window in tokens (sets the listing budget)
  --json                 machine-readable output
  -h, --help             this help
  -V, --version          the version`;

/** Help text of the whole CLI. */
export const MAIN_HELP = `hermes-tool-search — tool search for MCP tools: see what the model sees, search, describe, call, serve.

Usage: hermes-tool-search <command> [options]

Commands:
  inspect                    the tier, listing form, deferred count, tokens per server and the listing text
  search <query> [<query>…]  ranked tools for keyword queries, as tool_search answers them (--explain: why)
  describe <name> [<name>…]  full parameter schemas, as tool_describe answers them
  call <name> '<json args>'  resolve, validate and run a tool as tool_call would
  serve                      an MCP server exposing alwaysLoad servers' tools plus tool_search/tool_describe/tool_call
  demo [<query>…]            one screen: what tiers are, this catalog's tier and listing, searches (yours first)
  pin                        write every tool's definition hash to the pin file (inspect --check compares)

${COMMON}

Run 'hermes-tool-search <command> --help' for a command's own options.`;

/** Help text of one command. */
export const COMMAND_HELP: Readonly<Record<Command, string>> = {
  inspect: `Usage: hermes-tool-search inspect [--check] [--pins <file>] [--context-length <n>] [--config <file>] [--json]

Shows what the model is sent: the tier (0 none deferred, 1 listing with names, 2 summaries or none),
the listing form and its tokens against the budget, visible tools, deferred tools and their tokens
per server, unavailable servers, the listing text itself, and each tool's definition hash.
Exits 0 when every configured server is ready, 3 when some are unavailable, 1 when all are.
  --check         compare every tool's definition hash with the pin file instead (see pin): exit 0
                  when all match, 1 listing the changed, new and removed tools, 2 without a pin file
  --pins <file>   the pin file (default: hermes-tool-search.pins.json next to the config file)

${COMMON}`,
  search: `Usage: hermes-tool-search search <query> [<query>…] [--limit <n>] [--explain] [--config <file>] [--json]

Runs tool_search with the given queries (keywords: service + action + object).
  --limit <n>   matches per query (clamped to the config's max_search_limit)
  --explain     say for each match why it ranks there (exact name, named in the query, or its terms),
                and whether the config's dense rerank (tools.tool_search.dense) applied or degraded, and why

${COMMON}`,
  describe: `Usage: hermes-tool-search describe <name> [<name>…] [--config <file>] [--json]

Runs tool_describe: the full parameter schema of each deferred tool.

${COMMON}`,
  call: `Usage: hermes-tool-search call <name> '<json arguments>' [--config <file>] [--json]

Runs the tool through tool_call: resolution, argument validation (and repair), hooks, then the call.
On the demo catalog nothing is executed: the result shows the validated call.

${COMMON}`,
  serve: `Usage: hermes-tool-search serve [--http <port> [--token-file <file> | --no-auth | --shared-token-file <file> | --oauth-…]] [--wait <seconds>] [--log-level <level>] (--config <file> | --demo)

Starts an MCP server that fronts the configured MCP servers and exposes only the tools of servers
marked alwaysLoad (core_tools never applies to a server's tools) plus tool_search, tool_describe
and tool_call. Speaks stdio by default; --http <port> serves Streamable
HTTP on 127.0.0.1 instead (0 picks a free port, printed on stderr).
It answers initialize at once; servers start in the background and tools/list_changed is sent as
they come up (a crashed server is restarted, see max_restarts in the config).
With --http, every request needs "Authorization: Bearer <token>": a new random token each start,
printed once on stderr and written to a file only you can read.
  --wait <seconds>     how long tools/list and tools/call wait for servers still starting their
                       first time (default 10; 0 answers at once)
  --token-file <file>  where the token is written (default
                       $XDG_STATE_HOME/hermes-tool-search/serve-token, ~/.local/state/… without it)
  --no-auth            no token: any local process can call every tool (still 127.0.0.1 only)
  --log-level <level>  debug, info, warn or error: one JSON object per line on stderr per tool
                       call (time, level, msg, server, tool, requestId, durationMs); never
                       arguments, results or secrets
  --demo               serve the embedded demo catalog (its tools execute nothing); without
                       --config or --demo, serve refuses (exit 2)
Behind a load balancer or an identity provider (docs/deploy/README.md):
  --session-key-file <file>   64 hex characters shared by every replica: 2025-era sessions are
                              sealed into their id, so any replica serves any request
  --shared-token-file <file>  read the bearer token from a file every replica shares (not written)
  --oauth-issuer <url>        accept OAuth access tokens (JWT) from this issuer, checked with its JWKS
  --oauth-audience <url>      this server's URL as clients reach it (the tokens' aud)
  --oauth-scope <scope>       a scope every token must carry (repeatable)
  --oauth-jwks-url <url>      the issuer's JWKS (default: the jwks_uri of its metadata)
  --allowed-host <host:port>  a Host the proxy forwards (repeatable)
  --bind <address>            listen on this address (default 127.0.0.1; another needs a token or OAuth)

${COMMON}`,
  pin: `Usage: hermes-tool-search pin [--pins <file>] [--config <file>] [--json]

Writes the definition hash of every tool (name, description, schemas, annotations), per server, to
the pin file: hermes-tool-search.pins.json next to the config file, or --pins <file>. The bytes are
deterministic (sorted, versioned): commit the file with what you reviewed, and run
'inspect --check' in CI to fail on a changed, new or removed tool. Refuses (exit 1) while a
configured server is not ready.

${COMMON}`,
  demo: `Usage: hermes-tool-search demo [<query>…] [--limit <n>] [--config <file>] [--json]

One screen about the catalog: what the tiers mean, which tier it gets, a summary of the deferred
tools per server, then searches with the reason each tool matched — your queries first.

${COMMON}`,
};
