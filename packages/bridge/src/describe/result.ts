import type { JsonSchemaObject, RemoteUnavailable } from "@hermes/catalog";
import type { ClaimedAnnotations } from "../annotations/claimed.js";

/**
 * One described tool: its full description and its parameters schema as the server gave it
 * (after the sanitising boundary), and — for a tool of the session's catalog — `_meta` with
 * its definition hash under `DEFINITION_HASH_META_KEY` (`"hermes/definitionHash"`:
 * `"sha256:…"`), the hash a pin file records. Connector tools described by the gateway carry
 * no hash.
 */
export interface DescribedTool {
  readonly description: string;
  readonly parameters: JsonSchemaObject;
  /**
   * What the tool's server declares in its annotations (`title`, hints true or false), with
   * `claimed_by` naming that server: a claim, not a fact. Absent when it declares none.
   */
  readonly annotations?: ClaimedAnnotations;
  readonly _meta?: Readonly<Record<string, string>>;
}

/**
 * The result of a `tool_describe` call, keys in this order; every key but `tools` is present
 * only when it has content (`hint` goes with `not_found`).
 */
export interface ToolDescribeResult {
  /** Described tools by name, in the order asked (`{}` when none). */
  readonly tools: Readonly<Record<string, DescribedTool>>;
  /** Names that are no tool of this session (unknown and out-of-scope alike), in the order asked. */
  readonly not_found?: readonly string[];
  /** How to find the right names; present with `not_found`. */
  readonly hint?: string;
  /** Names that exist but cannot be described here, with why (directly-listed, bridge, remote failure). */
  readonly errors?: Readonly<Record<string, string>>;
  /** Present when connector names were asked and the remote source is unavailable. */
  readonly connectors?: RemoteUnavailable;
}
