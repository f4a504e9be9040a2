import { maskSecrets, secretForms } from "@hermes/catalog/internal";

const REDACTED = "[redacted]";

/** The forms of the token (raw, URL-encoded, JSON-escaped, base64), memoised for the last token seen. */
let lastForms: { readonly secret: string; readonly forms: readonly string[] } | undefined;
const formsOf = (secret: string): readonly string[] => {
  if (lastForms?.secret !== secret) lastForms = { secret, forms: secretForms([secret]) };
  return lastForms.forms;
};

/**
 * `text` with every occurrence of `secret` replaced by `[redacted]` — in every form a
 * server may echo it (raw, URL-encoded, JSON-escaped, base64) and long fragments of it (no-op
 * for an empty or missing secret; see docs/security.md). Used on all text that comes back from the gateway, so a server that
 * echoes the auth token cannot leak it into errors, logs or results.
 *
 * @example
 * ```ts
 * redactText("bad token sk-live-1", "sk-live-1"); // "bad token [redacted]"
 * ```
 */
export function redactText(text: string, secret: string | undefined): string {
  return secret === undefined || secret === "" ? text : maskSecrets(text, formsOf(secret), REDACTED);
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
    const json = JSON.stringify(value) ?? "";
    return redactText(json, secret) !== json;
  } catch {
    return true;
  }
}
