import { parseArgs } from "node:util";
import { suggestNames } from "@hermes/bridge/internal";
import { GATEWAY_LOG_LEVELS, type GatewayLogLevel } from "@hermes/mcp";
import { expandHome } from "./home-path.js";
import { NO_SERVE_HTTP_FLAGS, readServeHttpFlags, SERVE_HTTP_OPTIONS, type ServeHttpFlags } from "./serve-http-args.js";

/** The CLI's commands. */
const COMMANDS = ["inspect", "search", "describe", "call", "serve", "demo", "pin"] as const;
export type Command = (typeof COMMANDS)[number];

/** Parsed command line. */
export interface CliArgs {
  readonly command: Command;
  readonly positionals: readonly string[];
  readonly config: string | undefined;
  readonly contextLength: number | undefined;
  readonly json: boolean;
  readonly explain: boolean;
  /** `inspect --check`: compare the catalog with the pin file (exit 1 on a difference). */
  readonly check: boolean;
  /** `--pins <file>`: the pin file (default: `hermes-tool-search.pins.json` next to the config). */
  readonly pins: string | undefined;
  readonly limit: number | undefined;
  readonly http: number | undefined;
  /** `serve --wait <s>`: how long tools/list and tools/call wait for servers still starting. */
  readonly wait: number | undefined;
  /** `serve --http --token-file <path>`: where the bearer token of this start is written. */
  readonly tokenFile: string | undefined;
  /** `serve --http --no-auth`: no bearer token (the endpoint stays loopback-only). */
  readonly noAuth: boolean;
  /** `--verbose`: every line the servers write to stderr, on stderr as `[server] line`. */
  readonly verbose: boolean;
  /** `--log-file <file>`: every line the servers write to stderr, appended to this file with a time. */
  readonly logFile: string | undefined;
  /** `--server NAME` (repeatable): start only these configured servers. */
  readonly servers: readonly string[];
  /** `serve --demo`: serve the embedded demo catalog (serve refuses to run without `--config` otherwise). */
  readonly demo: boolean;
  /** `serve --http` flags for replicas and OAuth (`--session-key-file`, `--oauth-*`, …). */
  readonly serveHttp: ServeHttpFlags;
  /** `serve --log-level <debug|info|warn|error>`: JSON log lines on stderr; absent: none. */
  readonly logLevel: GatewayLogLevel | undefined;
  readonly help: boolean;
  /** `--version` (or `-V`): print the version and exit. */
  readonly version: boolean;
}

/** A usage problem: the message, and which help text to show. */
export interface CliUsageError {
  readonly error: string;
  readonly command: Command | undefined;
}

const OPTIONS = {
  config: { type: "string" },
  "context-length": { type: "string" },
  json: { type: "boolean" },
  explain: { type: "boolean" },
  check: { type: "boolean" },
  pins: { type: "string" },
  limit: { type: "string" },
  http: { type: "string" },
  wait: { type: "string" },
  "token-file": { type: "string" },
  "no-auth": { type: "boolean" },
  demo: { type: "boolean" },
  server: { type: "string", multiple: true },
  verbose: { type: "boolean" },
  "log-file": { type: "string" },
  ...SERVE_HTTP_OPTIONS,
  "log-level": { type: "string" },
  help: { type: "boolean", short: "h" },
  version: { type: "boolean", short: "V" },
} as const;

const FLAGS = Object.keys(OPTIONS).map((name) => `--${name}`);

/** `unknown option "--confg" (did you mean --config?)` for the first unknown `--flag`, or `undefined`. */
function unknownFlag(args: readonly string[]): string | undefined {
  for (const arg of args) {
    if (arg === "--") return undefined;
    if (!arg.startsWith("--")) continue;
    const flag = arg.split("=", 1)[0] ?? arg;
    if (FLAGS.includes(flag)) continue;
    const [best] = suggestNames(flag, FLAGS);
    return `unknown option ${JSON.stringify(flag)}${best === undefined ? "" : ` (did you mean ${best}?)`}; run with --help for the options`;
  }
  return undefined;
}

const EMPTY: Omit<CliArgs, "help" | "version"> = {
  command: "inspect",
  positionals: [],
  config: undefined,
  contextLength: undefined,
  json: false,
  explain: false,
  check: false,
  pins: undefined,
  limit: undefined,
  http: undefined,
  wait: undefined,
  tokenFile: undefined,
  noAuth: false,
  servers: [],
  verbose: false,
  logFile: undefined,
  demo: false,
  serveHttp: NO_SERVE_HTTP_FLAGS,
  logLevel: undefined,
};

/** Highest TCP port. */
const MAX_PORT = 65_535;

function wholeNumber(
  raw: string | undefined,
  flag: string,
  min: number,
  max = Number.MAX_SAFE_INTEGER,
): number | string | undefined {
  if (raw === undefined) return undefined;
  const value = Number(raw);
  if (Number.isInteger(value) && value >= min && value <= max) return value;
  const range = max === Number.MAX_SAFE_INTEGER ? `≥ ${min}` : `from ${min} to ${max}`;
  return `${flag} needs a whole number ${range}, got ${JSON.stringify(raw)}`;
}

/**
 * Parses `argv` (without the node and script paths). Never throws: a bad command line gives
 * a {@link CliUsageError} naming the problem.
 */
export function parseCliArgs(argv: readonly string[]): CliArgs | CliUsageError {
  const [first, ...rest] = argv;
  if (first === "--version" || first === "-V") return { ...EMPTY, help: false, version: true };
  if (first === undefined || first === "--help" || first === "-h" || first === "help")
    return { ...EMPTY, help: true, version: false };
  if (!(COMMANDS as readonly string[]).includes(first)) {
    const [best] = first.startsWith("-") ? [] : suggestNames(first, [...COMMANDS]);
    const hint = best === undefined ? "" : ` (did you mean ${best}?)`;
    return {
      error: `unknown command ${JSON.stringify(first)}${hint}; expected one of: ${COMMANDS.join(", ")}`,
      command: undefined,
    };
  }
  const command = first as Command;
  const unknown = unknownFlag(rest);
  if (unknown !== undefined) return { error: unknown, command };
  let parsed: ReturnType<typeof parseArgs<{ options: typeof OPTIONS; allowPositionals: true; strict: true }>>;
  try {
    parsed = parseArgs({ args: [...rest], options: OPTIONS, allowPositionals: true, strict: true });
  } catch (error) {
    return { error: error instanceof Error ? error.message.replace(/^.*?: /, "") : String(error), command };
  }
  const { values, positionals } = parsed;
  const contextLength = wholeNumber(values["context-length"], "--context-length", 0);
  const limit = wholeNumber(values.limit, "--limit", 1);
  const http = wholeNumber(values.http, "--http", 0, MAX_PORT);
  const wait = wholeNumber(values.wait, "--wait", 0);
  for (const problem of [contextLength, limit, http, wait])
    if (typeof problem === "string") return { error: problem, command };
  const noAuth = values["no-auth"] === true;
  const tokenFile = values["token-file"];
  if ((noAuth || tokenFile !== undefined) && (command !== "serve" || http === undefined))
    return { error: "--token-file and --no-auth belong to serve --http <port>", command };
  const logLevel = values["log-level"];
  if (logLevel !== undefined && !(GATEWAY_LOG_LEVELS as readonly string[]).includes(logLevel))
    return { error: `--log-level must be one of ${GATEWAY_LOG_LEVELS.join(", ")}`, command };
  if (logLevel !== undefined && command !== "serve") return { error: "--log-level belongs to serve", command };
  if (noAuth && tokenFile !== undefined)
    return { error: "--no-auth and --token-file exclude each other: --no-auth issues no token", command };
  const serveHttp = readServeHttpFlags(values, command === "serve" && http !== undefined, {
    noAuth,
    tokenFile: tokenFile !== undefined,
  });
  if (typeof serveHttp === "string") return { error: serveHttp, command };
  return {
    command,
    positionals,
    config: values.config === undefined ? undefined : expandHome(values.config),
    contextLength: contextLength as number | undefined,
    json: values.json === true,
    explain: values.explain === true,
    check: values.check === true,
    pins: values.pins,
    limit: limit as number | undefined,
    http: http as number | undefined,
    wait: wait as number | undefined,
    tokenFile,
    noAuth,
    servers: values.server ?? [],
    verbose: values.verbose === true,
    logFile: values["log-file"] === undefined ? undefined : expandHome(values["log-file"]),
    demo: values.demo === true,
    serveHttp,
    logLevel: logLevel as GatewayLogLevel | undefined,
    help: values.help === true,
    version: values.version === true,
  };
}
