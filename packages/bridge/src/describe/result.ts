import type { JsonSchemaObject, RemoteUnavailable } from "@hermes/catalog";

/** One described tool: its full description and its parameters schema as the server gave it. */
export interface DescribedTool {
  readonly description: string;
  readonly parameters: JsonSchemaObject;
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
