// The keys of one `mcpServers.<name>` entry, declared once: `parseMcpServers` takes the known
// keys, which keys belong to which kind of server, the limits and the defaults from here, and
// docs/configuration.md renders its table of entry keys from here
// (tooling/packaging/src/config-doc). The `tools.tool_search` keys of `@hermes/catalog` are
// declared the same way; an entry's values (commands, maps of secrets, URLs) are kinds of their own.

/** Which kind of server a key applies to. */
export type EntryTransport = "stdio" | "http" | "both";

/** What every entry key states: its name, the server it applies to, and the words of the reference. */
interface EntryKeyCommon {
  /** The key as written in the entry, e.g. `startup_timeout`. */
  readonly name: string;
  /** Other spellings of the same key (`transport` for `type`). */
  readonly aliases?: readonly string[];
  readonly transport: EntryTransport;
  /** One or two sentences: what the key does (the reference's "meaning"). */
  readonly description: string;
  /** The default as the reference states it, when the kind alone does not say it. */
  readonly defaultText?: string;
}

/** `true` or `false`; absent is `false`. */
export interface BooleanEntryKey extends EntryKeyCommon {
  readonly kind: "boolean";
}

/** A string without NUL characters; `nonEmpty`: also not blank. */
export interface StringEntryKey extends EntryKeyCommon {
  readonly kind: "string";
  readonly nonEmpty: boolean;
}

/** An `http://` or `https://` URL. */
export interface UrlEntryKey extends EntryKeyCommon {
  readonly kind: "url";
}

/** An array of strings without NUL characters; absent is `[]`. */
export interface StringsEntryKey extends EntryKeyCommon {
  readonly kind: "strings";
}

/** An object of secret string values (environment variables or HTTP headers); absent is `{}`. */
export interface MapEntryKey extends EntryKeyCommon {
  readonly kind: "env" | "headers";
}

/** The transport: `"stdio"` or `"http"` (and the spellings of `http`). */
export interface TransportEntryKey extends EntryKeyCommon {
  readonly kind: "transport";
}

/** Seconds: a finite number greater than 0 and at most `max`; absent leaves the hub's default. */
export interface SecondsEntryKey extends EntryKeyCommon {
  readonly kind: "seconds";
  readonly max: number;
}

/** A whole number from 0 to `max`; absent leaves the hub's default. */
export interface CountEntryKey extends EntryKeyCommon {
  readonly kind: "count";
  readonly max: number;
}

/** A `policy` block (`allow` / `ask` / `deny` lists and a `default`) for this server's tools. */
export interface PolicyEntryKey extends EntryKeyCommon {
  readonly kind: "policy";
}

/** One key of an `mcpServers` entry. */
export type ServerEntryKey =
  | PolicyEntryKey
  | BooleanEntryKey
  | StringEntryKey
  | UrlEntryKey
  | StringsEntryKey
  | MapEntryKey
  | TransportEntryKey
  | SecondsEntryKey
  | CountEntryKey;

/** Longest `startup_timeout` / `call_timeout` accepted, in seconds (a day). */
const MAX_TIMEOUT_SECONDS = 86_400;

const entryKey = <const K extends ServerEntryKey>(key: K): K => Object.freeze(key);

/**
 * The keys of one `mcpServers` entry by property name, in the order of the reference table.
 * Frozen.
 */
export const SERVER_ENTRY_KEYS = Object.freeze({
  command: entryKey({
    name: "command",
    kind: "string",
    nonEmpty: true,
    transport: "stdio",
    description: "The program to start; the server speaks MCP on its stdin/stdout. Required for a stdio server.",
  }),
  args: entryKey({ name: "args", kind: "strings", transport: "stdio", description: "Its arguments." }),
  env: entryKey({
    name: "env",
    kind: "env",
    transport: "stdio",
    description:
      "Extra environment variables. The child gets only these plus a minimal safe set (`HOME`, `LOGNAME`, `PATH`, `SHELL`, `TERM`, `USER`), not your whole environment. Values are secrets: never shown.",
  }),
  cwd: entryKey({
    name: "cwd",
    kind: "string",
    nonEmpty: false,
    transport: "stdio",
    description: "Working folder of the child.",
    defaultText: "the current folder",
  }),
  url: entryKey({
    name: "url",
    kind: "url",
    transport: "http",
    description:
      "The Streamable HTTP endpoint. Required for an HTTP server. Its query values are secrets. A `user:password@` part becomes an `Authorization: Basic …` header (fetch refuses credentials in a URL); with an `Authorization` header as well, it is an error.",
  }),
  headers: entryKey({
    name: "headers",
    kind: "headers",
    transport: "http",
    description: "Extra request headers (no line breaks). Values are secrets: never shown.",
  }),
  type: entryKey({
    name: "type",
    aliases: ["transport"],
    kind: "transport",
    transport: "both",
    description:
      'The transport, also spelled `transport`; `"streamable-http"`, `"streamableHttp"` and `"streamable_http"` mean `"http"`. `"sse"` is refused (use Streamable HTTP). Must agree with `command` / `url`.',
    defaultText: "from `command` / `url`",
  }),
  alwaysLoad: entryKey({
    name: "alwaysLoad",
    kind: "boolean",
    transport: "both",
    description:
      "Keep the tools of this server visible, within the budget of visible downstream tools (20 tools, 4,000 tokens by default; descriptions clipped to 1,024 characters); the rest defer with a warning in `inspect`.",
  }),
  disabled: entryKey({
    name: "disabled",
    kind: "boolean",
    transport: "both",
    description: "Parse the entry but do not start the server.",
  }),
  trustHints: entryKey({
    name: "trust_hints",
    kind: "boolean",
    transport: "both",
    description:
      "Honour the `_meta` hints the server sets on its own tools (`alwaysLoad`, `searchHint`). Off by default: a server cannot promote its tools into the model's context; ignored hints are reported by `inspect`.",
  }),
  supportsParallelToolCalls: entryKey({
    name: "supports_parallel_tool_calls",
    kind: "boolean",
    transport: "both",
    description: "The server's tools may run concurrently within a turn, also when called through `tool_call`.",
  }),
  startupTimeout: entryKey({
    name: "startup_timeout",
    kind: "seconds",
    max: MAX_TIMEOUT_SECONDS,
    transport: "both",
    description:
      "Connecting and the first full `tools/list` must finish within this, or the start failed; a start that timed out is retried with twice the time (see `max_restarts`). Raise it for a first `npx -y` download.",
    defaultText: "30",
  }),
  callTimeout: entryKey({
    name: "call_timeout",
    kind: "seconds",
    max: MAX_TIMEOUT_SECONDS,
    transport: "both",
    description: "The default deadline of one tool call on this server (and of a re-listing).",
    defaultText: "60",
  }),
  forward: entryKey({
    name: "forward",
    kind: "strings",
    transport: "both",
    description:
      'The requests this server may send to the client through `serve`: any of `"sampling"`, `"elicitation"`, `"roots"` (also their 2026-07-28 multi-round form). Each is passed on only during a tool call of this server and only to a client that declared the capability; anything else is refused with an error the server sees.',
    defaultText: "`[]` (all refused)",
  }),
  policy: entryKey({
    name: "policy",
    kind: "policy",
    transport: "both",
    description:
      "Which of this server's tools run, ask first or are refused in serve mode: `allow` / `ask` / `deny` lists of patterns on the tools' own names (`delete_*`) or on annotations (`annotation:destructiveHint`), and a `default`. See [Policy](#policy).",
    defaultText: "every tool runs",
  }),
  maxRestarts: entryKey({
    name: "max_restarts",
    kind: "count",
    max: 100,
    transport: "both",
    description:
      "Restarts after a crash or a failed start (waiting 1 s, then 2 s, 4 s … up to 30 s) before the server stays unavailable; 0 never restarts. A command that is not found or not executable is not retried.",
    defaultText: "3",
  }),
});

/** The declared keys in table order. */
export const SERVER_ENTRY_KEY_LIST: readonly ServerEntryKey[] = Object.freeze(Object.values(SERVER_ENTRY_KEYS));

/** Every key an entry may hold, aliases included. */
export const KNOWN_ENTRY_KEYS: ReadonlySet<string> = new Set(
  SERVER_ENTRY_KEY_LIST.flatMap((key) => [key.name, ...(key.aliases ?? [])]),
);

/** The keys (and aliases) that apply only to `transport`, in table order. */
export function entryKeysOnlyFor(transport: "stdio" | "http"): readonly string[] {
  return SERVER_ENTRY_KEY_LIST.filter((key) => key.transport === transport).flatMap((key) => [
    key.name,
    ...(key.aliases ?? []),
  ]);
}

/** What an error about a value of `key` says after "must be". */
export function entryExpected(key: SecondsEntryKey | CountEntryKey): string {
  return key.kind === "seconds"
    ? `a number greater than 0 and at most ${key.max}`
    : `a whole number from 0 to ${key.max}`;
}
