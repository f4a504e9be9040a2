import { readdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { EvalQuery, EvalSet, EvalTool, JsonSchema } from "./types.js";
import { asArray, asRecord, readJson, stringField } from "./read-json.js";

const EVAL_DIR = new URL("../eval/", import.meta.url);

/** Absolute paths of the public eval sets shipped in `eval/`, sorted by file name. */
export function publicEvalSetPaths(): string[] {
  return readdirSync(EVAL_DIR)
    .filter((file) => file.endsWith(".json"))
    .sort()
    .map((file) => fileURLToPath(new URL(file, EVAL_DIR)));
}

function toTool(raw: unknown, where: string): EvalTool {
  const record = asRecord(raw, where);
  const schema = record["inputSchema"];
  const name = stringField(record, "name", where);
  return {
    id: typeof record["id"] === "string" ? record["id"] : name,
    server: typeof record["server"] === "string" ? record["server"] : "other",
    name,
    description: typeof record["description"] === "string" ? record["description"] : "",
    inputSchema: typeof schema === "object" && schema !== null ? (schema as JsonSchema) : {},
  };
}

export function toQuery(raw: unknown, where: string): EvalQuery {
  const record = asRecord(raw, where);
  const relevant = asArray(record["relevant"], `${where}.relevant`).map((name, i) => {
    if (typeof name !== "string") throw new Error(`${where}.relevant[${i}] must be a string`);
    return name;
  });
  const groups = record["groups"] === undefined ? undefined : asArray(record["groups"], `${where}.groups`).map((raw, g) =>
    asArray(raw, `${where}.groups[${g}]`).map((id, i) => {
      if (typeof id !== "string") throw new Error(`${where}.groups[${g}][${i}] must be a string`);
      return id;
    }),
  );
  const group = record["group"];
  if (group !== undefined && group !== "literal" && group !== "paraphrase" && group !== "absent") {
    throw new Error(`${where}.group must be literal, paraphrase or absent`);
  }
  return {
    id: stringField(record, "id", where),
    text: stringField(record, "text", where),
    relevant,
    ...(groups === undefined ? {} : { groups }),
    ...(group === undefined ? {} : { group }),
  };
}

/**
 * Loads an eval set file (`{name, note, tools, queries}`, see `tooling/data/README.md`).
 * Throws an error naming the file and field when the shape is wrong.
 */
export function loadEvalSet(path: string): EvalSet {
  const data = asRecord(readJson(path), path);
  return {
    name: stringField(data, "name", path),
    note: typeof data["note"] === "string" ? data["note"] : "",
    tools: asArray(data["tools"], `${path}.tools`).map((raw, i) => toTool(raw, `${path}.tools[${i}]`)),
    queries: asArray(data["queries"], `${path}.queries`).map((raw, i) => toQuery(raw, `${path}.queries[${i}]`)),
  };
}
