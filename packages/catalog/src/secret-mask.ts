/** What a masked secret becomes. */
export const SECRET_MASK = "***";
/** Shortest value treated as a secret; shorter values ("1", "on") would garble text when masked. */
const MIN_SECRET_LENGTH = 3;
/** Secrets at least this long also have their fragments masked (shorter values are masked whole only). */
const FRAGMENT_SECRET_LENGTH = 16;
/** Length of the shortest fragment of a long secret that is masked. */
const FRAGMENT_LENGTH = 10;

const base64 = (text: string): string => {
  let binary = "";
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary);
};

const decodedUri = (text: string): string | undefined => {
  if (!text.includes("%")) return undefined;
  try {
    return decodeURIComponent(text);
  } catch {
    return undefined;
  }
};

/**
 * Every form in which each secret may be echoed: as written, percent-decoded (when it holds
 * `%XX`), percent-encoded (upper- and lower-case hex, and with `+` for spaces as form
 * encoding does), JSON-escaped, and base64 (standard, unpadded and URL-safe). Values shorter
 * than 3 characters are dropped; longest first, so a secret containing another is masked
 * whole. See docs/security.md.
 *
 * @example
 * ```ts
 * secretForms(["a/b+c="]); // ["YS9iK2M9", "a%2Fb%2Bc%3D", …, "a/b+c="]
 * ```
 */
export function secretForms(secrets: Iterable<string>): readonly string[] {
  const forms = new Set<string>();
  for (const raw of secrets) {
    for (const secret of [raw, decodedUri(raw)]) {
      if (secret === undefined || secret.length < MIN_SECRET_LENGTH) continue;
      const encoded = encodeURIComponent(secret);
      const b64 = base64(secret);
      forms.add(secret);
      forms.add(encoded);
      forms.add(encoded.replace(/%[0-9A-F]{2}/g, (hex) => hex.toLowerCase()));
      forms.add(new URLSearchParams({ s: secret }).toString().slice(2));
      forms.add(JSON.stringify(secret).slice(1, -1));
      forms.add(b64);
      forms.add(b64.replace(/=+$/, ""));
      forms.add(b64.replace(/=+$/, "").replace(/\+/g, "-").replace(/\//g, "_"));
    }
  }
  return [...forms].filter((form) => form.length >= MIN_SECRET_LENGTH).sort((a, b) => b.length - a.length);
}

/** The ranges of `text` covered by fragments (≥ {@link FRAGMENT_LENGTH} characters) of long secrets. */
function fragmentRanges(text: string, secrets: readonly string[]): boolean[] | undefined {
  const grams = new Set<string>();
  for (const secret of secrets) {
    if (secret.length < FRAGMENT_SECRET_LENGTH) continue;
    for (let i = 0; i + FRAGMENT_LENGTH <= secret.length; i += 1) {
      const gram = secret.slice(i, i + FRAGMENT_LENGTH);
      // A fragment across whitespace ("Bearer tok…") is mostly ordinary words; the credential alone is its own secret.
      if (!/\s/.test(gram)) grams.add(gram);
    }
  }
  if (grams.size === 0) return undefined;
  let covered: boolean[] | undefined;
  for (let i = 0; i + FRAGMENT_LENGTH <= text.length; i += 1) {
    if (!grams.has(text.slice(i, i + FRAGMENT_LENGTH))) continue;
    covered ??= [];
    for (let j = i; j < i + FRAGMENT_LENGTH; j += 1) covered[j] = true;
  }
  return covered;
}

/**
 * `text` with every occurrence of every secret replaced by `***`, and every fragment of 10 or
 * more characters (without whitespace) of a secret of 16 or more characters too (a secret cut by whoever echoed
 * it, or cut at the start of a kept tail). `mask` defaults to `***`. Pass {@link secretForms} output to cover encoded
 * echoes. Mask before cutting text: a cut never leaves a maskable fragment behind then.
 *
 * @example
 * ```ts
 * maskSecrets("token=abcdefghijklmnopqrstuvwxyz0123 and bcdefghijklmnop…", ["abcdefghijklmnopqrstuvwxyz0123"]);
 * // "token=*** and ***…"
 * ```
 */
export function maskSecrets(text: string, secrets: readonly string[], mask: string = SECRET_MASK): string {
  let out = text;
  for (const secret of secrets)
    if (secret.length >= MIN_SECRET_LENGTH && out.includes(secret)) out = out.split(secret).join(mask);
  const covered = fragmentRanges(out, secrets);
  if (covered === undefined) return out;
  let masked = "";
  for (let i = 0; i < out.length; i += 1) {
    if (covered[i] !== true) masked += out[i];
    else if (covered[i - 1] !== true) masked += mask;
  }
  return masked;
}
