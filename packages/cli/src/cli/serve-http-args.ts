/** `serve --http` flags for running behind a load balancer or an identity provider. */
export interface ServeHttpFlags {
  /** `--session-key-file <file>`: the shared key (64 hex characters) that seals 2025-era sessions. */
  readonly sessionKeyFile: string | undefined;
  /** `--shared-token-file <file>`: a bearer token read (never written) from a file all replicas share. */
  readonly sharedTokenFile: string | undefined;
  /** `--oauth-issuer`, `--oauth-audience`, `--oauth-scope` (repeatable), `--oauth-jwks-url`. */
  readonly oauth:
    | {
        readonly issuer: string;
        readonly audience: string;
        readonly scopes: readonly string[];
        readonly jwksUrl: string | undefined;
      }
    | undefined;
  /** `--allowed-host <host[:port]>` (repeatable): a `Host` a reverse proxy forwards. */
  readonly allowedHosts: readonly string[];
  /** `--bind <address>`: the address to listen on (default 127.0.0.1). */
  readonly bind: string | undefined;
}

/** The `parseArgs` options of {@link ServeHttpFlags}. */
export const SERVE_HTTP_OPTIONS = {
  "session-key-file": { type: "string" },
  "shared-token-file": { type: "string" },
  "oauth-issuer": { type: "string" },
  "oauth-audience": { type: "string" },
  "oauth-scope": { type: "string", multiple: true },
  "oauth-jwks-url": { type: "string" },
  "allowed-host": { type: "string", multiple: true },
  bind: { type: "string" },
} as const;

/** No {@link ServeHttpFlags} given. */
export const NO_SERVE_HTTP_FLAGS: ServeHttpFlags = {
  sessionKeyFile: undefined,
  sharedTokenFile: undefined,
  oauth: undefined,
  allowedHosts: [],
  bind: undefined,
};

interface Values {
  readonly "session-key-file"?: string | undefined;
  readonly "shared-token-file"?: string | undefined;
  readonly "oauth-issuer"?: string | undefined;
  readonly "oauth-audience"?: string | undefined;
  readonly "oauth-scope"?: string[] | undefined;
  readonly "oauth-jwks-url"?: string | undefined;
  readonly "allowed-host"?: string[] | undefined;
  readonly bind?: string | undefined;
}

const isUrl = (text: string): boolean => URL.canParse(text) && /^https?:$/.test(new URL(text).protocol);

/**
 * Reads the {@link ServeHttpFlags} of a parsed command line, or a usage problem: they belong to
 * `serve --http`; OAuth needs both issuer and audience (http(s) URLs); OAuth, `--shared-token-file`,
 * `--token-file` and `--no-auth` exclude each other; `--bind` to a non-loopback address needs some authentication.
 */
export function readServeHttpFlags(
  values: Values,
  serveHttp: boolean,
  { noAuth, tokenFile }: { readonly noAuth: boolean; readonly tokenFile: boolean },
): ServeHttpFlags | string {
  const given = Object.keys(SERVE_HTTP_OPTIONS).filter((name) => values[name as keyof Values] !== undefined);
  if (given.length === 0) return NO_SERVE_HTTP_FLAGS;
  if (!serveHttp) return `--${given[0] ?? ""} belongs to serve --http <port>`;
  const issuer = values["oauth-issuer"];
  const audience = values["oauth-audience"];
  const oauthGiven = given.some((name) => name.startsWith("oauth-"));
  if (oauthGiven && (issuer === undefined || audience === undefined))
    return "OAuth needs both --oauth-issuer <url> and --oauth-audience <url> (this server's URL as clients reach it)";
  for (const [flag, url] of [
    ["--oauth-issuer", issuer],
    ["--oauth-audience", audience],
    ["--oauth-jwks-url", values["oauth-jwks-url"]],
  ] as const)
    if (url !== undefined && !isUrl(url)) return `${flag} needs an http(s) URL, got ${JSON.stringify(url)}`;
  const sharedTokenFile = values["shared-token-file"];
  const schemes = [
    oauthGiven && "--oauth-issuer",
    sharedTokenFile !== undefined && "--shared-token-file",
    noAuth && "--no-auth",
    tokenFile && "--token-file",
  ];
  const chosen = schemes.filter((scheme): scheme is string => scheme !== false);
  if (chosen.length > 1) return `${chosen.join(" and ")} exclude each other: choose one way to authenticate`;
  const bind = values.bind;
  if (bind !== undefined && noAuth && !["127.0.0.1", "localhost", "::1"].includes(bind))
    return `--no-auth listens on loopback only; --bind ${bind} needs a token or OAuth`;
  return {
    sessionKeyFile: values["session-key-file"],
    sharedTokenFile,
    oauth:
      issuer === undefined || audience === undefined
        ? undefined
        : {
            issuer,
            audience,
            scopes: (values["oauth-scope"] ?? []).flatMap((scope) => scope.split(/[\s,]+/)).filter((s) => s !== ""),
            jwksUrl: values["oauth-jwks-url"],
          },
    allowedHosts: values["allowed-host"] ?? [],
    bind,
  };
}
