import { ALIAS_PATTERN, HOSTED_ACTIONS, MAX_TARGETS, MCP_ACTIONS, type ManageAction } from "./definition.js";
import { isRecord } from "@hermes/catalog/internal";

/** One target of a `manage_connections` call. */
export interface ManageTarget {
  /** Hosted apps: lowercased connector; MCP servers: as given. */
  readonly name: string;
  readonly alias: string | undefined;
  readonly mcp: boolean;
}

/** A valid `manage_connections` request. */
export interface ManageRequest {
  readonly action: ManageAction;
  readonly targets: readonly ManageTarget[];
  readonly to: string | undefined;
}

const ALIAS = new RegExp(ALIAS_PATTERN);
const CONNECTOR = /^[a-z0-9]+(?:[_-][a-z0-9]+)*$/;
/** Longest app (connector) name accepted, like an MCP server name; a longer one is refused, not sent. */
const MAX_CONNECTOR_CHARS = 64;
const MCP_NAME = /^[A-Za-z0-9][A-Za-z0-9_.-]{0,63}$/;
const TOP_KEYS = new Set(["action", "targets", "to"]);
const TARGET_KEYS = new Set(["name", "alias", "mcp"]);
const FORBIDDEN = /^(disconnect|delete|remove|revoke|logout|log_out|sign_out|signout|disable|uninstall|unlink)$/i;
const ACTIONS: readonly string[] = [...HOSTED_ACTIONS, ...MCP_ACTIONS];

/** A value quoted in a message: JSON cut to 80 characters; never throws (bigints, cycles, deep nesting). */
function quote(value: unknown): string {
  try {
    const text = typeof value === "string" ? JSON.stringify(value.slice(0, 80)) : JSON.stringify(value);
    return text === undefined ? typeof value : text.slice(0, 80);
  } catch {
    return Array.isArray(value) ? "(an unprintable array)" : `(an unprintable ${typeof value})`;
  }
}

function readTarget(raw: unknown, path: string): ManageTarget | string {
  const fields = typeof raw === "string" ? { name: raw } : raw;
  if (!isRecord(fields)) return `${path} must be an object like {"name": "gmail"}`;
  const unknown = Object.keys(fields).filter((key) => !TARGET_KEYS.has(key));
  if (unknown.length > 0)
    return `${path} has unknown key(s) ${unknown.map(quote).join(", ")}; allowed: name, alias, mcp`;
  const { name, alias, mcp } = fields;
  if (mcp !== undefined && typeof mcp !== "boolean") return `${path}.mcp must be true or false`;
  if (typeof name !== "string" || name.trim() === "") return `${path}.name must be a non-empty string`;
  const isMcp = mcp === true;
  const shown = isMcp ? name.trim() : name.trim().toLowerCase();
  if (!isMcp && shown.length > MAX_CONNECTOR_CHARS)
    return `${path}.name is ${shown.length} characters long; app names are at most ${MAX_CONNECTOR_CHARS}`;
  if (isMcp ? !MCP_NAME.test(shown) : !CONNECTOR.test(shown))
    return `${path}.name ${quote(name)} is not a valid ${isMcp ? "MCP server" : "app"} name`;
  if (alias !== undefined) {
    if (isMcp) return `${path}.alias: MCP servers have no accounts to alias`;
    if (typeof alias !== "string" || !ALIAS.test(alias))
      return `${path}.alias ${quote(alias)} must be 1–32 of a-z, 0-9 and -`;
  }
  return { name: shown, alias: typeof alias === "string" ? alias : undefined, mcp: isMcp };
}

function readTargets(raw: unknown): ManageTarget[] | string {
  if (raw === undefined) return [];
  if (!Array.isArray(raw)) return "targets must be an array";
  if (raw.length > MAX_TARGETS) return `targets has ${raw.length} entries; at most ${MAX_TARGETS} per call`;
  const targets: ManageTarget[] = [];
  const seen = new Set<string>();
  for (const [index, item] of raw.entries()) {
    const target = readTarget(item, `targets[${index}]`);
    if (typeof target === "string") return target;
    const key = `${target.mcp ? "mcp" : "app"}:${target.name}:${target.alias ?? ""}`;
    if (seen.has(key)) return `targets[${index}] repeats ${quote(target.name)}`;
    seen.add(key);
    targets.push(target);
  }
  if (targets.filter((target) => target.alias !== undefined).length > 1)
    return "only one target per call may carry an alias";
  return targets;
}

function checkAction(action: ManageAction, targets: readonly ManageTarget[], to: unknown): string | undefined {
  const isMcpAction = (MCP_ACTIONS as readonly string[]).includes(action);
  if (to !== undefined && action !== "rename") return "`to` is only allowed with action rename";
  if (action !== "status" && targets.length === 0) return `action ${action} needs at least one target`;
  if (isMcpAction && targets.some((target) => !target.mcp))
    return `action ${action} is for local MCP servers only: mark targets with "mcp": true`;
  if (!isMcpAction && targets.some((target) => target.mcp))
    return `action ${action} is for connected apps; MCP servers take install, enable or authorize`;
  if (action === "rename") {
    if (targets.length !== 1) return "rename takes exactly one target";
    if (typeof to !== "string" || !ALIAS.test(to)) return "rename needs `to`: the new alias, 1–32 of a-z, 0-9 and -";
  }
  return undefined;
}

/**
 * Reads `manage_connections` arguments strictly: unknown keys (top level or in a target) are
 * rejected; `action` is one of the seven (a disconnect/delete/revoke-like action gets its own
 * refusal); `targets` is an array of up to 10 `{name, alias?, mcp?}` (a bare string is a
 * name; app and MCP server names at most 64 characters), without repeats and with at most one
 * alias; aliases match `[a-z0-9-]{1,32}`; MCP
 * actions only on `mcp: true` targets and hosted actions never on them; `to` only with
 * `rename`, which takes exactly one target. Returns the request or a message (values quoted
 * in it are cut to 80 characters); never throws.
 *
 * @example
 * ```ts
 * readManageArgs({ action: "connect", targets: ["Gmail"] }); // { action: "connect", targets: [{ name: "gmail", alias: undefined, mcp: false }], to: undefined }
 * readManageArgs({ action: "disconnect", targets: ["gmail"] }); // "this tool cannot disconnect …"
 * ```
 */
export function readManageArgs(args: unknown): ManageRequest | string {
  if (!isRecord(args)) return 'arguments must be an object like {"action": "status"}';
  const unknown = Object.keys(args).filter((key) => !TOP_KEYS.has(key));
  if (unknown.length > 0) return `unknown key(s) ${unknown.map(quote).join(", ")}; allowed: action, targets, to`;
  const action = args["action"];
  if (typeof action === "string" && FORBIDDEN.test(action.trim())) {
    return "this tool cannot disconnect, delete or revoke connections; the user can do that in their account settings";
  }
  if (typeof action !== "string" || !ACTIONS.includes(action)) return `action must be one of ${ACTIONS.join(", ")}`;
  const targets = readTargets(args["targets"]);
  if (typeof targets === "string") return targets;
  const problem = checkAction(action as ManageAction, targets, args["to"]);
  if (problem !== undefined) return problem;
  const to = args["to"];
  return { action: action as ManageAction, targets, to: typeof to === "string" ? to : undefined };
}
