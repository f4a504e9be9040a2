/** A key path inside the config document, e.g. `["mcpServers", "github", "args", 0]`. */
export type ConfigPath = readonly (string | number)[];

const IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$-]*$/;

/**
 * Renders a key path the way a user finds it in the file: identifier-like keys joined with
 * dots, other keys JSON-quoted in brackets, array indices in brackets.
 *
 * @example
 * ```ts
 * formatConfigPath(["mcpServers", "my server", "args", 2]); // 'mcpServers["my server"].args[2]'
 * ```
 */
export function formatConfigPath(path: ConfigPath): string {
  let out = "";
  for (const segment of path) {
    if (typeof segment === "number") out += `[${segment}]`;
    else if (IDENTIFIER.test(segment)) out += out === "" ? segment : `.${segment}`;
    else out += `[${JSON.stringify(segment.length > 60 ? `${segment.slice(0, 60)}…` : segment)}]`;
  }
  return out;
}
