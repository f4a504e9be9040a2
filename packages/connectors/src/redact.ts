const REDACTED = "[redacted]";

/**
 * `text` with every occurrence of `secret` replaced by `[redacted]` (no-op for an empty or
 * missing secret). Used on all text that comes back from the gateway, so a server that
 * echoes the auth token cannot leak it into errors, logs or results.
 *
 * @example
 * ```ts
 * redactText("bad token sk-live-1", "sk-live-1"); // "bad token [redacted]"
 * ```
 */
export function redactText(text: string, secret: string | undefined): string {
  return secret === undefined || secret === "" || !text.includes(secret) ? text : text.split(secret).join(REDACTED);
}

/**
 * A JSON value with the secret redacted from every string in it (keys included); the value
 * itself when no string contains the secret. Cycles and non-JSON values are kept as they are.
 *
 * @example
 * ```ts
 * redactValue({ echo: "Bearer sk-live-1" }, "sk-live-1"); // { echo: "Bearer [redacted]" }
 * ```
 */
export function redactValue(value: unknown, secret: string | undefined): unknown {
  if (secret === undefined || secret === "") return value;
  const seen = new Set<object>();
  const walk = (item: unknown): unknown => {
    if (typeof item === "string") return redactText(item, secret);
    if (typeof item !== "object" || item === null || seen.has(item)) return item;
    seen.add(item);
    if (Array.isArray(item)) return item.map(walk);
    return Object.fromEntries(Object.entries(item).map(([key, inner]) => [redactText(key, secret), walk(inner)]));
  };
  return containsSecret(value, secret) ? walk(value) : value;
}

function containsSecret(value: unknown, secret: string): boolean {
  try {
    return (JSON.stringify(value) ?? "").includes(secret);
  } catch {
    return true;
  }
}
