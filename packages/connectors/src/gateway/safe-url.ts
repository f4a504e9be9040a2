/** Host names that mean this machine: `localhost`, 127.0.0.0/8 and `[::1]`. */
function isLoopbackHost(hostname: string): boolean {
  return hostname === "localhost" || hostname === "[::1]" || /^127(?:\.\d{1,3}){3}$/.test(hostname);
}

/**
 * Whether a URL may carry the gateway token or be shown as a link: `https:`, or `http:` to a
 * loopback host (local tests). Anything else — plain `http:` to another host, `javascript:`,
 * `data:`, `file:` — is refused.
 *
 * @example
 * ```ts
 * isSecureUrl(new URL("https://gw.example.com")); // true
 * isSecureUrl(new URL("http://127.0.0.1:8080")); // true
 * isSecureUrl(new URL("http://gw.example.com")); // false
 * ```
 */
export function isSecureUrl(url: URL): boolean {
  return url.protocol === "https:" || (url.protocol === "http:" && isLoopbackHost(url.hostname));
}

/**
 * A connect URL from the gateway as it may reach the model and the connection card: the URL
 * when it parses and {@link isSecureUrl} accepts it, else `undefined` (treated as no link).
 *
 * @example
 * ```ts
 * safeConnectUrl("javascript:alert(1)"); // undefined
 * safeConnectUrl("https://connect.example.com/x"); // "https://connect.example.com/x"
 * ```
 */
export function safeConnectUrl(value: unknown): string | undefined {
  if (typeof value !== "string") return undefined;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return undefined;
  }
  return isSecureUrl(url) && url.username === "" && url.password === "" ? url.href : undefined;
}

/**
 * Why a connect URL from the gateway was withheld from the model and the connection card:
 * - `UNSAFE_CONNECT_URL`: not an `https:` (or loopback `http:`) URL without credentials
 *   (`javascript:`, `data:`, `file:`, plain `http:` to another host, unparseable);
 * - `CROSS_ORIGIN_CONNECT_URL`: its origin is neither the gateway's nor one of `connectOrigins`.
 */
export type ConnectUrlErrorCode = "UNSAFE_CONNECT_URL" | "CROSS_ORIGIN_CONNECT_URL";

/** A withheld connect URL: the code and a sentence for the model (no part of the URL is repeated). */
export interface ConnectUrlRefusal {
  readonly code: ConnectUrlErrorCode;
  readonly message: string;
}

/** A connect URL as read from a gateway answer: the URL that may be shown, or why none is. */
export interface ConnectUrlRead {
  readonly connectUrl: string | undefined;
  readonly connectUrlRefused?: ConnectUrlRefusal | undefined;
}

/**
 * Reads a connect URL from the gateway: absent (`undefined` / `null`) → no link; a URL that
 * {@link safeConnectUrl} refuses → `UNSAFE_CONNECT_URL`; with `origins` given, a URL whose
 * origin is not among them → `CROSS_ORIGIN_CONNECT_URL` (the gateway client passes its own
 * origin plus `connectOrigins`). A refused URL is never returned. Pure.
 *
 * @example
 * ```ts
 * readConnectUrl("https://evil.example/x", new Set(["https://gw.example.com"]));
 * // { connectUrl: undefined, connectUrlRefused: { code: "CROSS_ORIGIN_CONNECT_URL", message: "…" } }
 * ```
 */
export function readConnectUrl(value: unknown, origins?: ReadonlySet<string>): ConnectUrlRead {
  if (value === undefined || value === null) return { connectUrl: undefined };
  const safe = safeConnectUrl(value);
  if (safe === undefined)
    return {
      connectUrl: undefined,
      connectUrlRefused: {
        code: "UNSAFE_CONNECT_URL",
        message: "the gateway sent a connect link that is not an https:// URL without credentials; it was withheld",
      },
    };
  const origin = new URL(safe).origin;
  if (origins !== undefined && !origins.has(origin))
    return {
      connectUrl: undefined,
      connectUrlRefused: {
        code: "CROSS_ORIGIN_CONNECT_URL",
        message:
          "the gateway sent a connect link to an origin that is neither the gateway's nor an allowed connect origin (connectOrigins); it was withheld",
      },
    };
  return { connectUrl: safe };
}
