// Namespaced resource URIs: every downstream server's resources under one front server, so two
// servers' resources never collide. Pure.

/** The scheme of a namespaced resource URI: `hermes-mcp://<server>/<the server's own URI>`. */
export const RESOURCE_URI_PREFIX = "hermes-mcp://";

/**
 * The front-facing URI of a downstream resource (or URI template): the server name,
 * percent-encoded, then the server's own URI unchanged. Two servers never share one, and
 * {@link parseNamespacedUri} gives both parts back.
 *
 * @example
 * ```ts
 * namespacedUri("notes", "note://1"); // "hermes-mcp://notes/note://1"
 * ```
 */
export function namespacedUri(server: string, uri: string): string {
  return `${RESOURCE_URI_PREFIX}${encodeURIComponent(server)}/${uri}`;
}

/** The server and its own URI of a namespaced URI; `undefined` for any other URI. */
export function parseNamespacedUri(uri: string): { readonly server: string; readonly uri: string } | undefined {
  if (!uri.startsWith(RESOURCE_URI_PREFIX)) return undefined;
  const rest = uri.slice(RESOURCE_URI_PREFIX.length);
  const slash = rest.indexOf("/");
  if (slash <= 0) return undefined;
  try {
    return { server: decodeURIComponent(rest.slice(0, slash)), uri: rest.slice(slash + 1) };
  } catch {
    return undefined; // not valid percent-encoding
  }
}
