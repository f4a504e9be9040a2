// The prose of docs/retrieval.md lives in markdown templates (`tooling/eval/templates/*.md`);
// the code computes tables and numbers and fills the templates' named placeholders.
import { readFileSync } from "node:fs";

const TEMPLATES = new URL("../templates/", import.meta.url);
const PLACEHOLDER = /\{\{([a-zA-Z][a-zA-Z0-9]*)\}\}/g;
const cache = new Map<string, string>();

/** A template and the values given for it do not match (a missing or an unused placeholder). */
export class TemplateError extends Error {
  readonly code = "TEMPLATE_MISMATCH";
}

/** The placeholders of a template text, in order of first use. */
export function placeholdersOf(text: string): string[] {
  return [...new Set([...text.matchAll(PLACEHOLDER)].map((match) => match[1] ?? ""))];
}

/**
 * Replaces every `{{name}}` of `text` with `values[name]`, verbatim (no escaping; values are
 * markdown). Strict both ways, so prose and code cannot drift apart unnoticed.
 * @throws {@link TemplateError} when a placeholder has no value or a value no placeholder.
 */
export function fill(text: string, values: Readonly<Record<string, string>>, where = "template"): string {
  const used = placeholdersOf(text);
  const missing = used.filter((name) => !Object.hasOwn(values, name));
  const unused = Object.keys(values).filter((name) => !used.includes(name));
  if (missing.length > 0 || unused.length > 0) {
    const parts = [
      missing.length > 0 ? `no value for ${missing.join(", ")}` : "",
      unused.length > 0 ? `no placeholder for ${unused.join(", ")}` : "",
    ];
    throw new TemplateError(`${where}: ${parts.filter((part) => part !== "").join("; ")}`);
  }
  return text.replace(PLACEHOLDER, (_, name: string) => values[name] ?? "");
}

/** The text of `templates/<name>.md`, read once. */
export function templateText(name: string): string {
  let text = cache.get(name);
  if (text === undefined) {
    text = readFileSync(new URL(`${name}.md`, TEMPLATES), "utf8");
    cache.set(name, text);
  }
  return text;
}

/** `templates/<name>.md` with its placeholders filled (see {@link fill}). */
export function renderTemplate(name: string, values: Readonly<Record<string, string>> = {}): string {
  return fill(templateText(name), values, `templates/${name}.md`);
}
