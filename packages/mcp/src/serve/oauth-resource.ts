import { createRemoteJWKSet, errors, jwtVerify, type JWTPayload, type JWTVerifyGetKey } from "jose";

/** How `serveHttp` checks OAuth 2.1 access tokens as a resource server (see `ServeHttpOptions.oauth`). */
export interface OAuthResourceOptions {
  /** The authorization server's issuer identifier: the tokens' `iss` and the metadata's `authorization_servers`. */
  readonly issuer: string;
  /** This server's resource URL as clients reach it (e.g. `https://mcp.example.com/mcp`): the tokens' `aud`. */
  readonly audience: string;
  /** Scopes a token must all carry (`scope` claim, space-separated, or `scp` array). Default: none. */
  readonly scopes?: readonly string[];
  /**
   * Where the issuer's signing keys are. Default: the `jwks_uri` of the issuer's metadata
   * (`/.well-known/oauth-authorization-server`, then `/.well-known/openid-configuration`).
   */
  readonly jwksUrl?: string;
  /** Leeway for `exp` and `nbf`, in seconds. Default 30. */
  readonly clockToleranceSec?: number;
}

/** What a request without an acceptable token gets: the status, the `WWW-Authenticate` value and a message. */
export interface OAuthRejection {
  readonly status: 401 | 403 | 503;
  readonly challenge: string | undefined;
  readonly message: string;
}

/** A resource server: its RFC 9728 metadata, where it is served, and the token check. */
export interface OAuthResource {
  /** The protected-resource metadata document. */
  readonly metadata: Readonly<Record<string, unknown>>;
  /** The paths on this server that answer with {@link metadata}. */
  readonly metadataPaths: readonly string[];
  /** `undefined` when `authorization` carries a valid token with every required scope. */
  check(authorization: string | undefined): Promise<OAuthRejection | undefined>;
}

/** Signing algorithms accepted: asymmetric only, so a shared secret can never stand in for the issuer's key. */
const ALGORITHMS = ["RS256", "RS384", "RS512", "PS256", "PS384", "PS512", "ES256", "ES384", "ES512", "EdDSA"];

const quoted = (value: string): string => `"${value.replace(/["\\]/g, "")}"`;

/** The well-known URL of `kind` metadata for `url`, with `url`'s path after it (RFC 8414 / RFC 9728 style). */
function wellKnown(url: URL, kind: string): URL {
  const path = url.pathname === "/" ? "" : url.pathname.replace(/\/$/, "");
  return new URL(`/.well-known/${kind}${path}`, url.origin);
}

async function discoverJwks(issuer: string): Promise<URL> {
  const base = new URL(issuer);
  const candidates = [
    wellKnown(base, "oauth-authorization-server"),
    new URL(`${issuer.replace(/\/$/, "")}/.well-known/openid-configuration`),
  ];
  for (const candidate of candidates) {
    const response = await fetch(candidate, { redirect: "error", signal: AbortSignal.timeout(5000) }).catch(
      () => undefined,
    );
    if (response?.ok !== true) continue;
    const document = (await response.json().catch(() => undefined)) as { jwks_uri?: unknown } | undefined;
    if (typeof document?.jwks_uri === "string") return new URL(document.jwks_uri);
  }
  throw new Error(`no jwks_uri in the metadata of issuer ${issuer}`);
}

function scopesOf(payload: JWTPayload): Set<string> {
  const { scope, scp } = payload;
  if (typeof scope === "string") return new Set(scope.split(" ").filter((s) => s !== ""));
  if (Array.isArray(scp)) return new Set(scp.filter((s): s is string => typeof s === "string"));
  return new Set();
}

/** Why a token failed, in words a client's log can show (never the token itself). */
function describe(error: unknown): string {
  if (error instanceof errors.JWTExpired) return "the access token has expired";
  if (error instanceof errors.JWTClaimValidationFailed) {
    if (error.claim === "aud") return "the access token is not for this resource (wrong audience)";
    if (error.claim === "iss") return "the access token is from another issuer";
    if (error.claim === "nbf") return "the access token is not valid yet";
    return `the access token's ${error.claim} claim is not valid`;
  }
  if (error instanceof errors.JWSSignatureVerificationFailed || error instanceof errors.JWKSNoMatchingKey)
    return "the access token's signature does not verify against the issuer's keys";
  if (error instanceof errors.JOSEAlgNotAllowed) return "the access token's signing algorithm is not accepted";
  return "the access token is malformed";
}

/**
 * A resource server for `options`: validates JWT access tokens (signature against the issuer's
 * JWKS, `iss`, `aud`, `exp`/`nbf`, required scopes) and describes itself with RFC 9728
 * metadata. A missing token gets 401 with `WWW-Authenticate: Bearer resource_metadata=…,
 * scope=…`; an invalid or expired one 401 with `error="invalid_token"`; one without a required
 * scope 403 with `error="insufficient_scope"`; keys that cannot be fetched 503.
 *
 * @example
 * ```ts
 * const resource = oauthResource({ issuer: "https://id.example.com", audience: "https://mcp.example.com/mcp", scopes: ["mcp"] });
 * const rejection = await resource.check(request.headers.authorization);
 * ```
 */
export function oauthResource(options: OAuthResourceOptions): OAuthResource {
  const audience = new URL(options.audience);
  const scopes = options.scopes ?? [];
  const metadataUrl = wellKnown(audience, "oauth-protected-resource");
  const metadata = Object.freeze({
    resource: options.audience,
    authorization_servers: [options.issuer],
    ...(scopes.length === 0 ? {} : { scopes_supported: [...scopes] }),
    bearer_methods_supported: ["header"],
  });
  const params = [
    `resource_metadata=${quoted(metadataUrl.href)}`,
    ...(scopes.length === 0 ? [] : [`scope=${quoted(scopes.join(" "))}`]),
  ];
  const challenge = (error?: string, description?: string): string =>
    `Bearer ${[
      ...(error === undefined ? [] : [`error=${quoted(error)}`]),
      ...(description === undefined ? [] : [`error_description=${quoted(description)}`]),
      ...params,
    ].join(", ")}`;
  let keys: Promise<JWTVerifyGetKey> | undefined;
  const getKeys = (): Promise<JWTVerifyGetKey> => {
    keys ??= (options.jwksUrl === undefined ? discoverJwks(options.issuer) : Promise.resolve(new URL(options.jwksUrl)))
      .then((url) => createRemoteJWKSet(url))
      .catch((error: unknown) => {
        keys = undefined; // try discovery again on the next request
        throw error;
      });
    return keys;
  };
  const unavailable: OAuthRejection = {
    status: 503,
    challenge: undefined,
    message: "the authorization server's signing keys cannot be fetched right now; try again later",
  };

  return {
    metadata,
    metadataPaths: [...new Set([metadataUrl.pathname, "/.well-known/oauth-protected-resource"])],
    async check(authorization) {
      const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? "");
      const token = match?.[1];
      if (token === undefined)
        return {
          status: 401,
          challenge: challenge(),
          message: "an OAuth access token is required (Authorization: Bearer <token>)",
        };
      let jwks: JWTVerifyGetKey;
      try {
        jwks = await getKeys();
      } catch {
        return unavailable;
      }
      let payload: JWTPayload;
      try {
        ({ payload } = await jwtVerify(token, jwks, {
          issuer: options.issuer,
          audience: options.audience,
          algorithms: ALGORITHMS,
          clockTolerance: options.clockToleranceSec ?? 30,
          requiredClaims: ["exp"],
        }));
      } catch (error) {
        if (
          error instanceof errors.JWKSTimeout ||
          error instanceof errors.JWKSInvalid ||
          (error instanceof Error && !(error instanceof errors.JOSEError))
        )
          return unavailable;
        const description = describe(error);
        return { status: 401, challenge: challenge("invalid_token", description), message: description };
      }
      const held = scopesOf(payload);
      const missing = scopes.filter((scope) => !held.has(scope));
      if (missing.length === 0) return undefined;
      const description = `the access token lacks the scope ${missing.join(" ")}`;
      return { status: 403, challenge: challenge("insufficient_scope", description), message: description };
    },
  };
}
