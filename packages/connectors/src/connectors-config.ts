import type { ConfigWarning, Logger } from "@hermes/catalog";

/** The normalised `tools.connectors` block. */
export interface ConnectorsConfig {
  /** Connector routing on/off. Default `true`. */
  readonly enabled: boolean;
}

/** What {@link readConnectorsConfig} returns: the config and what could not be used. */
export interface ReadConnectorsConfigResult {
  readonly config: ConnectorsConfig;
  readonly warnings: readonly ConfigWarning[];
}

const CONFIG_PATH = "tools.connectors";
const WORDS: ReadonlyMap<string, boolean> = new Map([
  ["true", true],
  ["yes", true],
  ["on", true],
  ["1", true],
  ["false", false],
  ["no", false],
  ["off", false],
  ["0", false],
]);

function readSwitch(value: unknown): boolean | undefined {
  if (value === true || value === 1) return true;
  if (value === false || value === 0) return false;
  return typeof value === "string" && value.length <= 5 ? WORDS.get(value.trim().toLowerCase()) : undefined;
}

function shown(value: unknown): string {
  try {
    const text = JSON.stringify(value) ?? String(value);
    return text.length > 60 ? `${text.slice(0, 60)}…` : text;
  } catch {
    return String(typeof value);
  }
}

/**
 * Reads the `tools.connectors` config block leniently; never throws. The block is a switch
 * (`true`/`false`, also `"yes"`/`"no"`, `"on"`/`"off"`, `1`/`0`) or an object `{enabled}`
 * holding one; missing or `null` → enabled (the default). Anything unreadable falls back to
 * enabled with a warning naming the key and the value, returned and sent to `logger`.
 * `enabled: false` means connector routing is never touched.
 *
 * @example
 * ```ts
 * readConnectorsConfig(false).config; // { enabled: false }
 * readConnectorsConfig({ enabled: "no" }).config; // { enabled: false }
 * readConnectorsConfig({ enabled: "maybe" }).warnings[0]?.key; // "enabled"
 * ```
 */
export function readConnectorsConfig(raw: unknown, logger?: Logger): ReadConnectorsConfigResult {
  const warnings: ConfigWarning[] = [];
  const warn = (key: string, value: unknown): void => {
    const path = key === "" ? CONFIG_PATH : `${CONFIG_PATH}.${key}`;
    const warning = {
      key,
      value: shown(value),
      message: `${path}: ${shown(value)} is not a boolean; using true (connectors enabled)`,
    };
    warnings.push(warning);
    logger?.warn(warning.message, { key: warning.key, value: warning.value });
  };
  let enabled = true;
  if (raw === undefined || raw === null) return { config: { enabled }, warnings };
  if (typeof raw === "object" && !Array.isArray(raw)) {
    const value = (raw as Readonly<Record<string, unknown>>)["enabled"];
    const read = value === undefined || value === null ? true : readSwitch(value);
    if (read === undefined) warn("enabled", value);
    else enabled = read;
  } else {
    const read = readSwitch(raw);
    if (read === undefined) warn("", raw);
    else enabled = read;
  }
  return { config: { enabled }, warnings };
}
