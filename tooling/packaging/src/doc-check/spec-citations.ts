import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";

/** A constant cited on a spec page as `` `NAME` = value ``. */
export interface Citation {
  readonly name: string;
  /** The value as written on the page: a number (underscores allowed) or a text. */
  readonly value: number | string;
}

/** A constant's literal value where the code defines it. */
export interface Definition {
  readonly file: string;
  /** `undefined` when the definition is not a plain number or string literal. */
  readonly value: number | string | undefined;
}

/**
 * `` `NAME` = `` (or `` `NAME.key` = `` for one entry of a constant object) followed by
 * ``` `` text `` ``` (a text holding backticks), `` `text` `` or a number such as `7`,
 * `1_000` or `0.5`.
 */
const CITATION = /`([A-Z][A-Z0-9_]+(?:\.[a-z][A-Za-z0-9]*)?)` = (?:`` (.+?) ``|`([^`]+)`|(\d[\d_]*(?:\.\d+)?))/g;

/**
 * Every constant citation of a spec page, in page order.
 *
 * @example
 * ```ts
 * citations("at most `MAX_SEARCH_QUERIES` = 7 queries"); // [{ name: "MAX_SEARCH_QUERIES", value: 7 }]
 * ```
 */
export function citations(markdown: string): Citation[] {
  return [...markdown.matchAll(CITATION)].map((match) => {
    const number = match[4];
    const value = number === undefined ? (match[2] ?? match[3] ?? "") : Number(number.replaceAll("_", ""));
    return { name: match[1] ?? "", value };
  });
}

const STRING_PIECE = /^(?:("(?:[^"\\\n]|\\.)*")|'((?:[^'\\\n]|\\.)*)'|`([^`$\\]*)`)\s*/;

/** The string at the start of `text`: one literal in `"…"`, `'…'` or `` `…` `` (no `${}`), or several joined by `+`. */
function stringAt(text: string): string | undefined {
  let rest = text;
  let value = "";
  for (;;) {
    const piece = STRING_PIECE.exec(rest);
    if (piece === null) return undefined;
    value +=
      piece[1] !== undefined ? (JSON.parse(piece[1]) as string) : (piece[2] ?? piece[3] ?? "").replace(/\\(.)/g, "$1");
    rest = rest.slice(piece[0].length);
    if (rest.startsWith(";")) return value;
    if (!rest.startsWith("+")) return undefined;
    rest = rest.slice(1).trimStart();
  }
}

/** The literal at the start of `text`: a number, or a string (see `stringAt`). */
function literalAt(text: string): number | string | undefined {
  const number = /^(-?\d[\d_]*(?:\.\d+)?)\s*[;,)}\n]/.exec(text);
  if (number?.[1] !== undefined) return Number(number[1].replaceAll("_", ""));
  return stringAt(text);
}

/**
 * For a config key declared as `key: numberKey({ …, default: 5 })` (docs/configuration.md is
 * rendered from such declarations), the literal of its `default:`; `undefined` when that is
 * no literal, `null` when `key` is not declared so at the start of `rest`'s object.
 */
function declaredDefault(rest: string, key: string): number | string | undefined | null {
  const next = rest.search(/\n(?:export )?const /);
  const own = next < 0 ? rest : rest.slice(0, next);
  const start = new RegExp(`[{,\\s]${key}:\\s*\\w+Key\\(\\{`).exec(own);
  if (start === null) return null;
  const from = start.index + start[0].length;
  const spec = own.slice(from, own.indexOf("})", from));
  const fallback = /(?:^|[{,\s])default:\s*/.exec(spec);
  if (fallback === null) return undefined;
  const line = spec.slice(fallback.index + fallback[0].length).split("\n")[0] ?? "";
  return literalAt(`${line.replace(/,?\s*$/, "")};`);
}

/**
 * Where `name` is defined as a `const` in `sources` (path → text), and its literal value. For
 * `NAME.key`, the value of `key:` inside the object that `NAME` is defined as (the `default:`
 * of a declared config key).
 *
 * @example
 * ```ts
 * definitions("MAX", { "a.ts": "export const MAX = 1_000;" }); // [{ file: "a.ts", value: 1000 }]
 * definitions("T.search", { "a.ts": "const T = Object.freeze({ search: 30_000 });" }); // [{ file: "a.ts", value: 30000 }]
 * ```
 */
export function definitions(name: string, sources: ReadonlyMap<string, string>): Definition[] {
  const [constant = "", key] = name.split(".");
  const pattern = new RegExp(`\\bconst ${constant}(?:\\s*:[^=]+)?\\s*=\\s*`, "g");
  const found: Definition[] = [];
  for (const [file, text] of sources) {
    for (const match of text.matchAll(pattern)) {
      const rest = text.slice((match.index ?? 0) + match[0].length);
      if (key === undefined) {
        found.push({ file, value: literalAt(rest) });
        continue;
      }
      const declared = declaredDefault(rest, key);
      if (declared !== null) {
        found.push({ file, value: declared });
        continue;
      }
      const body = rest.slice(0, rest.indexOf("}"));
      const entry = new RegExp(`(?:^|[{,\\s])${key}:\\s*`).exec(body);
      found.push({
        file,
        value: entry === null ? undefined : literalAt(body.slice(entry.index + entry[0].length) + "\n"),
      });
    }
  }
  return found;
}

/**
 * What is wrong with one citation against the code: no definition, a definition that is not a
 * literal, or a value that differs. `undefined` when every definition agrees with the page.
 * When the page's own package (`home`, a path prefix such as `packages/bridge/`) defines the
 * name, only its definitions count: another package may use the same name for its own constant.
 */
export function citationProblem(
  citation: Citation,
  sources: ReadonlyMap<string, string>,
  home = "",
): string | undefined {
  const all = definitions(citation.name, sources);
  const own = all.filter((definition) => home !== "" && definition.file.startsWith(home));
  const found = own.length > 0 ? own : all;
  if (found.length === 0) return `${citation.name}: no \`const ${citation.name}\` in packages/*/src`;
  const wrong = found.filter((definition) => definition.value !== citation.value);
  if (wrong.length === 0) return undefined;
  const shown = wrong.map(
    (definition) => `${definition.file} has ${JSON.stringify(definition.value ?? "(not a literal)")}`,
  );
  return `${citation.name}: the page says ${JSON.stringify(citation.value)}, ${shown.join("; ")}`;
}

function walk(root: string, dir: string, into: Map<string, string>): void {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) walk(root, path, into);
    else if (entry.name.endsWith(".ts") && !entry.name.endsWith(".test.ts"))
      into.set(relative(root, path).split("\\").join("/"), readFileSync(path, "utf8"));
  }
}

/** The product sources: every non-test `.ts` file under `packages/*\/src`, by repository path. */
export function productSources(root: string): Map<string, string> {
  const sources = new Map<string, string>();
  for (const entry of readdirSync(join(root, "packages"), { withFileTypes: true })) {
    const src = join(root, "packages", entry.name, "src");
    if (entry.isDirectory() && existsSync(src)) walk(root, src, sources);
  }
  return sources;
}

/** Repository paths a page names in code spans (`` `packages/catalog/src/listing/tokens.ts` ``). */
export function citedPaths(markdown: string): string[] {
  return [...markdown.matchAll(/`((?:packages|tooling)\/[\w./-]+)`/g)].map((match) => match[1] ?? "");
}

/** The anchors GitHub gives a page's headings: lower case, punctuation dropped, spaces as `-`. */
export function anchors(markdown: string): Set<string> {
  const found = new Set<string>();
  let fenced = false;
  for (const line of markdown.split("\n")) {
    if (/^\s*(`{3,}|~{3,})/.test(line)) fenced = !fenced;
    const heading = fenced ? null : /^#{1,6}\s+(.+?)\s*$/.exec(line);
    if (heading?.[1] === undefined) continue;
    found.add(
      heading[1]
        .toLowerCase()
        .replace(/[^\p{L}\p{N}\s_-]/gu, "")
        .replace(/\s/g, "-"),
    );
  }
  return found;
}
