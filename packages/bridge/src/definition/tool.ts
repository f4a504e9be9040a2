import type { JsonSchemaObject } from "@hermes/catalog";

/**
 * A tool definition in the bridge's neutral shape: JSON Schema parameters under `inputSchema`,
 * keys in this order. `adapters.ts` turns it into the shape a model API expects.
 */
export interface NeutralTool {
  readonly name: string;
  readonly description: string;
  readonly inputSchema: JsonSchemaObject;
}
