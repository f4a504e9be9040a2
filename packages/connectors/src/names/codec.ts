// The name format itself (prefix, parser, predicate) is @hermes/catalog's, shared with the
// bridge (docs/architecture.md). This file composes names and maps them to vendor slugs.
import { CONNECTOR_TOOL_PREFIX, parseConnectorToolName } from "@hermes/catalog/internal";

const SEPARATOR = "__";

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
 * `undefined` when the result would not be a valid name (see `parseConnectorToolName` in `@hermes/catalog`).
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
    if (parseConnectorToolName(`${CONNECTOR_TOOL_PREFIX}${parsed.connector}${SEPARATOR}${rest}`) === undefined) break;
    tool = rest;
  }
  return `${CONNECTOR_TOOL_PREFIX}${parsed.connector}${SEPARATOR}${tool}`;
}
