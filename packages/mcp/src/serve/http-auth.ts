import { createHash, timingSafeEqual } from "node:crypto";
import { oauthResource, type OAuthRejection, type OAuthResourceOptions } from "./oauth-resource.js";

/** How an HTTP endpoint authenticates: none, one bearer token, or OAuth (see `ServeHttpOptions`). */
export interface HttpAuth {
  /** `undefined` when the `Authorization` header is acceptable, else the answer to send. */
  check(authorization: string | undefined): Promise<OAuthRejection | undefined>;
  /** The RFC 9728 metadata document and the paths serving it (OAuth only). */
  readonly metadata:
    { readonly paths: readonly string[]; readonly document: Readonly<Record<string, unknown>> } | undefined;
  /** `Host` values the mode accepts besides loopback: the OAuth audience's host. */
  readonly hosts: readonly string[];
}

const LOOPBACK = ["127.0.0.1", "localhost", "::1"];

const digest = (text: string): Buffer => createHash("sha256").update(text, "utf8").digest();

/** The `WWW-Authenticate` challenge for a request without the bearer token, or `undefined` when it has it. */
function bearerChallenge(authorization: string | undefined, token: string): string | undefined {
  const realm = 'Bearer realm="hermes-tool-search"';
  const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? "");
  if (match?.[1] === undefined) return realm;
  if (timingSafeEqual(digest(match[1]), digest(token))) return undefined;
  return `${realm}, error="invalid_token", error_description="the bearer token is not valid for this server"`;
}

/**
 * The authentication of an endpoint listening on `host`. Throws `RangeError` for both a token
 * and OAuth, or for neither on an address beyond loopback.
 */
export function httpAuth(
  host: string,
  bearerToken: string | undefined,
  oauth: OAuthResourceOptions | undefined,
): HttpAuth {
  if (!LOOPBACK.includes(host) && oauth === undefined && bearerToken === undefined)
    throw new RangeError(`listening on ${host} (beyond loopback) needs bearerToken or oauth`);
  if (oauth !== undefined && bearerToken !== undefined)
    throw new RangeError("bearerToken and oauth exclude each other: choose one way to authenticate");
  if (oauth !== undefined) {
    const resource = oauthResource(oauth);
    return {
      check: (authorization) => resource.check(authorization),
      metadata: { paths: resource.metadataPaths, document: resource.metadata },
      hosts: [new URL(oauth.audience).host],
    };
  }
  return {
    metadata: undefined,
    hosts: [],
    check(authorization) {
      const challenge = bearerToken === undefined ? undefined : bearerChallenge(authorization, bearerToken);
      return Promise.resolve(
        challenge === undefined
          ? undefined
          : { status: 401, challenge, message: "a valid bearer token is required (Authorization: Bearer <token>)" },
      );
    },
  };
}
