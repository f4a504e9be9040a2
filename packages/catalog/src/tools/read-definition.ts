import type { JsonSchemaObject, ToolFormat } from "./entry.js";
import { isRecord } from "../json-helpers.js";

/** The fields of one tool definition, read from whatever shape it came in. */
export interface DefinitionFields {
  readonly format: ToolFormat;
  readonly name: unknown;
  readonly description: unknown;
  /** The schema as found (`undefined` when the shape has none). */
  readonly schema: unknown;
  readonly meta: unknown;
  /** MCP `annotations` and top-level `title` (`undefined` for shapes that have none). */
  readonly annotations?: unknown;
  readonly title?: unknown;
}

/** Why a value is not a tool definition at all. */
export interface UnrecognizedShape {
  readonly format: undefined;
  readonly message: string;
}

/**
 * A definition's `type` as a message shows it: a string JSON-quoted and cut to 40 characters,
 * anything else by its kind. Never throws (server data can be deeply nested or huge).
 */
function shownType(type: unknown): string {
  if (typeof type === "string") return JSON.stringify(type.length > 40 ? `${type.slice(0, 40)}…` : type);
  if (type === null) return "null";
  if (Array.isArray(type)) return "an array";
  return typeof type === "object" ? "an object" : `a ${typeof type}`;
}

/**
 * Recognises the definition shapes in use and reads their fields, without judging them:
 * - OpenAI Chat Completions `{type: "function", function: {name, description, parameters}}`;
 * - OpenAI Responses `{type: "function", name, description, parameters}`;
 * - MCP `Tool` `{name, description, inputSchema, annotations, _meta}`;
 * - Anthropic `{name, description, input_schema}`;
 * - neutral `{name, description, parameters}`.
 */
export function readDefinition(raw: unknown): DefinitionFields | UnrecognizedShape {
  if (!isRecord(raw)) return { format: undefined, message: "a tool definition must be an object" };
  if (raw["type"] === "function" && isRecord(raw["function"])) {
    const fn = raw["function"];
    return {
      format: "openai",
      name: fn["name"],
      description: fn["description"],
      schema: fn["parameters"],
      meta: undefined,
    };
  }
  if (raw["type"] === "function") {
    return {
      format: "openai-responses",
      name: raw["name"],
      description: raw["description"],
      schema: raw["parameters"],
      meta: undefined,
    };
  }
  if (raw["type"] !== undefined && raw["type"] !== "custom" && !("input_schema" in raw)) {
    return { format: undefined, message: `tool type ${shownType(raw["type"])} is not a function tool` };
  }
  if ("inputSchema" in raw) {
    return {
      format: "mcp",
      name: raw["name"],
      description: raw["description"],
      schema: raw["inputSchema"],
      meta: raw["_meta"],
      annotations: raw["annotations"],
      title: raw["title"],
    };
  }
  if ("input_schema" in raw) {
    return {
      format: "anthropic",
      name: raw["name"],
      description: raw["description"],
      schema: raw["input_schema"],
      meta: undefined,
    };
  }
  return {
    format: "neutral",
    name: raw["name"],
    description: raw["description"],
    schema: raw["parameters"],
    meta: raw["_meta"],
    annotations: raw["annotations"],
    title: raw["title"],
  };
}

/** An empty object schema, for definitions that declare no parameters. */
export const EMPTY_SCHEMA: JsonSchemaObject = Object.freeze({ type: "object", properties: Object.freeze({}) });

/** Reads the `_meta` hints, neutral keys first, then the `anthropic/…` keys servers ship. */
export function readMetaHints(meta: unknown): {
  alwaysLoad: boolean;
  searchHint: string | undefined;
  toolName: string | undefined;
} {
  if (!isRecord(meta)) return { alwaysLoad: false, searchHint: undefined, toolName: undefined };
  const flag = meta["hermes/alwaysLoad"] ?? meta["anthropic/alwaysLoad"];
  const hint = meta["hermes/searchHint"] ?? meta["anthropic/searchHint"];
  const words =
    typeof hint === "string" ? hint : Array.isArray(hint) ? hint.filter((h) => typeof h === "string").join(" ") : "";
  const searchHint = words.trim() === "" ? undefined : words.trim().slice(0, 1000);
  const own = meta["hermes/toolName"];
  const toolName = typeof own === "string" && own.trim() !== "" ? own.slice(0, 256) : undefined;
  return { alwaysLoad: flag === true, searchHint, toolName };
}
