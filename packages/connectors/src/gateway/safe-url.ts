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
