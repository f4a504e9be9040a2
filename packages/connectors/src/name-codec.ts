/** The prefix of every remote connector tool name. */
export const CONNECTOR_TOOL_PREFIX = "connectors__";

const SEPARATOR = "__";
/** Longest tool name the catalog can show (`isShowableName`). */
const MAX_NAME_LENGTH = 128;
/** A connector: lowercase letters and digits, single `_` or `-` between them (no `__`). */
const CONNECTOR = /^[a-z0-9]+(?:[_-][a-z0-9]+)*$/;
/** A tool part: starts with a letter or digit; letters, digits, `_`, `.`, `-`. */
const TOOL = /^[A-Za-z0-9][A-Za-z0-9_.-]*$/;

/** The two parts of a composed connector tool name. */
export interface ConnectorToolName {
  /** The connector, lowercased (`gmail`). */
  readonly connector: string;
  /** The tool part, as composed (`SEND_EMAIL`). */
  readonly tool: string;
}

/** The vendor-slug prefix for a connector, in the tool part's case (`GMAIL_` or `gmail_`). */
function slugPrefix(connector: string, tool: string): string {
  const lower = connector.toLowerCase();
  return tool === tool.toLowerCase() && tool !== tool.toUpperCase() ? `${lower}_` : `${lower.toUpperCase()}_`;
}

/**
 * Whether a vendor slug starts with its connector's `<CONNECTOR>_` prefix (case-insensitive)
 * and has something after it.
 *
 * @example
 * ```ts
 * hasConnectorPrefix("gmail", "GMAIL_SEND_EMAIL"); // true
 * hasConnectorPrefix("gmail", "SEND_EMAIL"); // false
 * ```
 */
export function hasConnectorPrefix(connector: string, slug: string): boolean {
  const prefix = `${connector.toLowerCase()}_`;
  return slug.length > prefix.length && slug.slice(0, prefix.length).toLowerCase() === prefix;
}

/**
 * Composes the tool name for a connector and a vendor slug: `connectors__<connector>__<tool>`,
 * the connector lowercased and a leading `<CONNECTOR>_` dropped from the slug. Returns
 * `undefined` when the result would not be a valid name (see {@link parseConnectorToolName}).
 *
 * @example
 * ```ts
 * composeConnectorToolName("Gmail", "GMAIL_SEND_EMAIL"); // "connectors__gmail__SEND_EMAIL"
 * composeConnectorToolName("linear", "SEARCH_ISSUES"); // "connectors__linear__SEARCH_ISSUES"
 * composeConnectorToolName("bad name", "X"); // undefined
 * ```
 */
export function composeConnectorToolName(connector: string, slug: string): string | undefined {
  const lower = connector.toLowerCase();
  const tool = hasConnectorPrefix(lower, slug) ? slug.slice(lower.length + 1) : slug;
  const name = `${CONNECTOR_TOOL_PREFIX}${lower}${SEPARATOR}${tool}`;
  const parsed = parseConnectorToolName(name);
  return parsed?.connector === lower && parsed.tool === tool ? name : undefined;
}

/**
 * Splits a composed name into connector and tool, or `undefined` when it is not a valid
 * connector tool name: the `connectors__` prefix, a connector of lowercase letters and digits
 * (single `_`/`-` inside, no `__`), `__`, then a tool part of letters, digits, `_`, `.`, `-`
 * starting with a letter or digit; 128 characters at most in all.
 *
 * @example
 * ```ts
 * parseConnectorToolName("connectors__gmail__SEND_EMAIL"); // { connector: "gmail", tool: "SEND_EMAIL" }
 * parseConnectorToolName("connectors__Gmail__SEND"); // undefined (connector must be lowercase)
 * ```
 */
export function parseConnectorToolName(name: string): ConnectorToolName | undefined {
  if (name.length > MAX_NAME_LENGTH || !name.startsWith(CONNECTOR_TOOL_PREFIX)) return undefined;
  const rest = name.slice(CONNECTOR_TOOL_PREFIX.length);
  const split = rest.indexOf(SEPARATOR);
  if (split <= 0) return undefined;
  const connector = rest.slice(0, split);
  const tool = rest.slice(split + SEPARATOR.length);
  return CONNECTOR.test(connector) && TOOL.test(tool) ? { connector, tool } : undefined;
}

/**
 * Whether `name` is a valid composed connector tool name.
 *
 * @example
 * ```ts
 * isConnectorToolName("connectors__gmail__SEND_EMAIL"); // true
 * isConnectorToolName("connectors__gmail"); // false
 * ```
 */
export function isConnectorToolName(name: string): boolean {
  return parseConnectorToolName(name) !== undefined;
}

/**
 * The vendor slugs a composed name may stand for, in the order to try them: the prefixed
 * slug first (`GMAIL_SEND_EMAIL`; the prefix takes the tool part's case, lowercase only when
 * the tool part is all lowercase), then the literal tool part (`SEND_EMAIL`). Empty for an
 * invalid name.
 *
 * @example
 * ```ts
 * slugCandidates("connectors__gmail__SEND_EMAIL"); // ["GMAIL_SEND_EMAIL", "SEND_EMAIL"]
 * slugCandidates("connectors__gmail__send"); // ["gmail_send", "send"]
 * ```
 */
export function slugCandidates(name: string): string[] {
  const parsed = parseConnectorToolName(name);
  if (parsed === undefined) return [];
  return [`${slugPrefix(parsed.connector, parsed.tool)}${parsed.tool}`, parsed.tool];
}

/**
 * The one name of the vendor tool a composed name runs: every leading `<CONNECTOR>_` of the
 * tool part is dropped, as {@link composeConnectorToolName} drops one, so every spelling
 * that can reach a vendor slug maps to one name and distinct canonical names reach disjoint
 * slugs (see {@link slugCandidates}). An invalid name comes back unchanged.
 *
 * @example
 * ```ts
 * canonicalConnectorToolName("connectors__gmail__GMAIL_SEND_EMAIL"); // "connectors__gmail__SEND_EMAIL"
 * canonicalConnectorToolName("connectors__gmail__SEND_EMAIL"); // "connectors__gmail__SEND_EMAIL"
 * ```
 */
export function canonicalConnectorToolName(name: string): string {
  const parsed = parseConnectorToolName(name);
  if (parsed === undefined) return name;
  let { tool } = parsed;
  while (hasConnectorPrefix(parsed.connector, tool)) {
    const rest = tool.slice(parsed.connector.length + 1);
    if (!TOOL.test(rest)) break;
    tool = rest;
  }
  return `${CONNECTOR_TOOL_PREFIX}${parsed.connector}${SEPARATOR}${tool}`;
}
