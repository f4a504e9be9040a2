/** The parts of a JSON Schema property the reference renders. */
export interface PropertySchema {
  readonly title?: string;
  readonly description?: string;
  readonly type?: string;
  readonly enum?: readonly unknown[];
  readonly minimum?: number;
  readonly maximum?: number;
  readonly default?: unknown;
  readonly uniqueItems?: boolean;
  readonly items?: PropertySchema;
}

/** The config schema as the reference reads it: the boolean shorthand and the object's properties. */
export interface ConfigSchemaView {
  readonly title: string;
  readonly description: string;
  readonly shorthand: string;
  readonly properties: readonly [string, PropertySchema][];
}

type JsonObject = Readonly<Record<string, unknown>>;
const isObject = (value: unknown): value is JsonObject => typeof value === "object" && value !== null && !Array.isArray(value);
const text = (value: unknown): string => (typeof value === "string" ? value : "");

/**
 * Reads `TOOL_SEARCH_CONFIG_SCHEMA` (a `oneOf` of a boolean shorthand and an object of
 * settings) into what the reference renders. Throws when the schema no longer has that shape,
 * so a changed schema cannot silently produce an empty reference.
 */
export function readConfigSchema(schema: unknown): ConfigSchemaView {
  if (!isObject(schema) || !Array.isArray(schema["oneOf"])) throw new Error("the config schema is no longer a oneOf");
  const branches: readonly unknown[] = schema["oneOf"];
  const shorthand = branches.find((branch) => isObject(branch) && branch["type"] === "boolean");
  const settings = branches.find((branch) => isObject(branch) && branch["type"] === "object");
  if (!isObject(shorthand) || !isObject(settings) || !isObject(settings["properties"])) {
    throw new Error("the config schema no longer has a boolean and an object branch");
  }
  return {
    title: text(schema["title"]),
    description: text(schema["description"]),
    shorthand: text(shorthand["description"]),
    properties: Object.entries(settings["properties"]).map(([key, value]): [string, PropertySchema] => {
      if (!isObject(value)) throw new Error(`the config schema property ${key} is not an object`);
      return [key, readProperty(value)];
    }),
  };
}

/** The rendered fields of one property, each kept only when it has the expected type. */
function readProperty(value: JsonObject): PropertySchema {
  const property: { -readonly [K in keyof PropertySchema]: PropertySchema[K] } = {};
  const { title, description, type, minimum, maximum, default: fallback, uniqueItems, items } = value;
  if (typeof title === "string") property.title = title;
  if (typeof description === "string") property.description = description;
  if (typeof type === "string") property.type = type;
  if (typeof minimum === "number") property.minimum = minimum;
  if (typeof maximum === "number") property.maximum = maximum;
  if (Array.isArray(value["enum"])) property.enum = value["enum"] as readonly unknown[];
  if (fallback !== undefined) property.default = fallback;
  if (uniqueItems === true) property.uniqueItems = true;
  if (isObject(items)) property.items = readProperty(items);
  return property;
}

const literal = (value: unknown): string => `\`${JSON.stringify(value)}\``;

/** The "type" column: enum values, a numeric range, or the array's item type. */
export function typeText(property: PropertySchema): string {
  if (property.enum !== undefined) return `one of ${property.enum.map(literal).join(", ")}`;
  if (property.type === "integer" || property.type === "number") {
    const noun = property.type === "integer" ? "whole number" : "number";
    const { minimum, maximum } = property;
    if (minimum !== undefined && maximum !== undefined) return `${noun}, ${minimum}–${maximum}`;
    if (minimum !== undefined) return `${noun} ≥ ${minimum}`;
    return maximum === undefined ? noun : `${noun} ≤ ${maximum}`;
  }
  if (property.type === "array") {
    const item = property.items?.type ?? "value";
    return `array of ${property.uniqueItems === true ? "unique " : ""}${item}s`;
  }
  return property.type ?? "any";
}

/** The "default" column: the value, or a pointer to the list below for long arrays. */
export function defaultText(property: PropertySchema): string {
  if (property.default === undefined) return "—";
  if (Array.isArray(property.default) && property.default.length > 3) return "the curated list below";
  return literal(property.default);
}
