import type { ToolDefinitionHash } from "@hermes/tool-search";

/** The pin file format this version writes and reads. */
export const PIN_FILE_VERSION = 1;

/** The pin file's default name, written next to the config file (`hermes-tool-search pin`). */
export const PIN_FILE_NAME = "hermes-tool-search.pins.json";

/**
 * A lockfile of reviewed definitions: per server (source name), per model-facing tool name,
 * the tool's definition hash (`sha256:…`, see `definitionHash`).
 */
export interface PinFile {
  readonly version: typeof PIN_FILE_VERSION;
  readonly servers: ReadonlyMap<string, ReadonlyMap<string, string>>;
}

/**
 * Why a pin file could not be read:
 * - `PINS_INVALID_JSON`: the text is not JSON;
 * - `PINS_VERSION`: `version` is missing or not one this version reads;
 * - `PINS_SHAPE`: `servers` is not an object of objects of `sha256:` hashes.
 */
export type PinFileErrorCode = "PINS_INVALID_JSON" | "PINS_VERSION" | "PINS_SHAPE";

/** The result of {@link readPinFile}. */
export type PinFileRead =
  | { readonly ok: true; readonly pins: PinFile }
  | { readonly ok: false; readonly code: PinFileErrorCode; readonly message: string };

const HASH = /^sha256:[0-9a-f]{64}$/;

const byCodeUnit = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

const isObject = (value: unknown): value is Readonly<Record<string, unknown>> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * The pin file of a catalog's current hashes (e.g. `ToolSearch.definitionHashes`), grouped by
 * source. Pure; the input order does not matter.
 *
 * @example
 * ```ts
 * const pins = pinsOf(search.definitionHashes(search.assemble(hub.toolsets())));
 * ```
 */
export function pinsOf(hashes: readonly ToolDefinitionHash[]): PinFile {
  const servers = new Map<string, Map<string, string>>();
  for (const { source, name, hash } of hashes) {
    let tools = servers.get(source);
    if (tools === undefined) servers.set(source, (tools = new Map<string, string>()));
    tools.set(name, hash);
  }
  return { version: PIN_FILE_VERSION, servers };
}

/**
 * The pin file's bytes: `{"version": 1, "servers": {server: {tool: hash}}}` with servers and
 * tools sorted by code unit, two-space indent and a final newline, so the same pins always
 * give the same bytes (a stable diff in review). Pure.
 *
 * @example
 * ```ts
 * writeFileSync("hermes-tool-search.pins.json", pinFileText(pins));
 * ```
 */
export function pinFileText(pins: PinFile): string {
  const servers = [...pins.servers.keys()].sort(byCodeUnit).map((server) => {
    const tools = pins.servers.get(server) ?? new Map<string, string>();
    const lines = [...tools.keys()]
      .sort(byCodeUnit)
      .map((tool) => `      ${JSON.stringify(tool)}: ${JSON.stringify(tools.get(tool))}`);
    return lines.length === 0
      ? `    ${JSON.stringify(server)}: {}`
      : `    ${JSON.stringify(server)}: {\n${lines.join(",\n")}\n    }`;
  });
  const body = servers.length === 0 ? "{}" : `{\n${servers.join(",\n")}\n  }`;
  return `{\n  "version": ${pins.version},\n  "servers": ${body}\n}\n`;
}

/**
 * Reads a pin file's text. Never throws: a bad file gives `{ok: false, code, message}`
 * ({@link PinFileErrorCode}) naming the first problem.
 *
 * @example
 * ```ts
 * const read = readPinFile(readFileSync(path, "utf8"));
 * if (!read.ok) console.error(read.code, read.message);
 * ```
 */
export function readPinFile(text: string): PinFileRead {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text) as unknown;
  } catch (error) {
    return { ok: false, code: "PINS_INVALID_JSON", message: `not JSON (${(error as Error).message})` };
  }
  if (!isObject(parsed) || parsed["version"] !== PIN_FILE_VERSION)
    return {
      ok: false,
      code: "PINS_VERSION",
      message: `"version" must be ${PIN_FILE_VERSION} (got ${JSON.stringify(isObject(parsed) ? parsed["version"] : parsed) ?? "nothing"})`,
    };
  const raw = parsed["servers"];
  if (!isObject(raw)) return { ok: false, code: "PINS_SHAPE", message: `"servers" must be an object` };
  const servers = new Map<string, Map<string, string>>();
  for (const [server, tools] of Object.entries(raw)) {
    if (!isObject(tools))
      return { ok: false, code: "PINS_SHAPE", message: `servers.${server} must be an object of tool hashes` };
    const pinned = new Map<string, string>();
    for (const [tool, hash] of Object.entries(tools)) {
      if (typeof hash !== "string" || !HASH.test(hash))
        return {
          ok: false,
          code: "PINS_SHAPE",
          message: `servers.${server}.${tool} must be a "sha256:" hash of 64 lowercase hex digits`,
        };
      pinned.set(tool, hash);
    }
    servers.set(server, pinned);
  }
  return { ok: true, pins: { version: PIN_FILE_VERSION, servers } };
}
