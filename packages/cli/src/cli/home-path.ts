import { homedir } from "node:os";
import { join } from "node:path";

/**
 * `~` and `~/…` as a shell would expand them, to the user's home folder: a client config
 * (Claude Desktop, VS Code) starts the CLI without a shell, so `--config ~/servers.json` would
 * otherwise name a folder called `~`. `~user` and a `~` later in the path stay as written.
 */
export function expandHome(path: string, home: string = homedir()): string {
  if (path === "~") return home;
  return path.startsWith("~/") ? join(home, path.slice(2)) : path;
}
