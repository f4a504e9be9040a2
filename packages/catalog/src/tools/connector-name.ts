// The one definition of the connector tool name format, shared by the bridge (routing) and
// @hermes/connectors (composing, slug mapping): docs/architecture.md.

/** The prefix of every remote connector tool name (`connectors__gmail__SEND_EMAIL`). */
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
