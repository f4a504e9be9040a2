import { DEFINITION_HASH_META_KEY, definitionHash, type RemoteSource } from "@hermes/catalog";
import { isBridgeError, type BridgeError } from "../bridge-error.js";
import { findDeferred, isBridgeToolName, isVisible, type BridgeScope } from "../bridge-scope.js";
import { readDescribeArgs } from "./args.js";
import { describeRemote } from "./remote.js";
import type { DescribedTool, ToolDescribeResult } from "./result.js";
import { admitsRemote } from "../search/remote.js";
import { claimedAnnotations } from "../annotations/claimed.js";

/** What `tool_describe` needs besides the model's arguments. */
export interface ToolDescribeContext {
  /** The session: only its deferred tools (plus admitted remote tools) can be described. */
  readonly scope: BridgeScope;
  /** Remote connector tools; asked only when `scope.plan.connectors`. */
  readonly remote?: RemoteSource | undefined;
  /** Passed to the remote source (the user's /stop). */
  readonly signal?: AbortSignal | undefined;
}

/** The hint that goes with `not_found`. */
export const NOT_FOUND_HINT =
  "These names are not tools you can use here. Names are exact and case-sensitive: find them with `tool_search` " +
  "(keywords: service + action + object) and describe the names it returns.";

const directlyListed = (name: string): string =>
  `'${name}' is a directly-listed tool, not a deferred one. Call it directly by its name; its schema is already in your tool list.`;

const bridgeTool = (name: string): string =>
  `'${name}' is a bridge tool, not a deferred one. Call it directly; its schema is already in your tool list.`;

/**
 * Answers a `tool_describe` call: 1–10 names (a bare string or `name` accepted; deduped in
 * order; see `readDescribeArgs`), each resolved on its own so one bad name never fails the
 * batch:
 * - a deferred tool of the session → `tools[name] = {description, parameters, _meta}` (the
 *   full description, the schema as given, `annotations` when the server declares any (marked
 *   `claimed_by` that server: a claim, not a fact), and `_meta["hermes/definitionHash"]`, its
 *   definition hash);
 * - a directly-listed (visible) tool or a bridge tool → `errors[name]` (call it directly);
 * - a `connectors__` name, when the session has connectors and the `remote` owns it → one
 *   `remote.describe` call for all of them; its tools and per-name errors are merged, an
 *   unavailable remote gives an error per name plus `connectors: {status, reason, hint}`, and
 *   a `silent` one leaves them not found;
 * - anything else → `not_found` with {@link NOT_FOUND_HINT}. Names outside the session's scope
 *   are reported exactly like unknown names, so a restricted session cannot learn they exist.
 *
 * Keys in order `tools` (always), `not_found` + `hint`, `errors`, `connectors` (each only when
 * non-empty); `tools` follows the order asked and is built from a `Map` (`__proto__` is a
 * plain key). Never throws on model input: bad arguments give a {@link BridgeError}.
 *
 * @example
 * ```ts
 * await describeTools({ names: ["create_issue", "read_file", "nope"] }, { scope: { plan } });
 * // { tools: { create_issue: { description: "…", parameters: {…}, _meta: { "hermes/definitionHash": "sha256:…" } } }, not_found: ["nope"], hint: "…",
 * //   errors: { read_file: "'read_file' is a directly-listed tool, not a deferred one. …" } }
 * ```
 */
export async function describeTools(
  args: unknown,
  context: ToolDescribeContext,
): Promise<ToolDescribeResult | BridgeError> {
  const names = readDescribeArgs(args);
  if (isBridgeError(names)) return names;
  const { scope, remote } = context;
  const local = new Map<string, DescribedTool>();
  const errors = new Map<string, string>();
  const remoteNames: string[] = [];
  for (const name of names) {
    const entry = findDeferred(scope, name);
    if (entry !== undefined) {
      const annotations = claimedAnnotations(entry);
      local.set(name, {
        description: entry.description,
        parameters: entry.inputSchema,
        ...(annotations === undefined ? {} : { annotations }),
        _meta: { [DEFINITION_HASH_META_KEY]: definitionHash(entry) },
      });
    } else if (isBridgeToolName(name)) errors.set(name, bridgeTool(name));
    else if (isVisible(scope, name)) errors.set(name, directlyListed(name));
    else if (remote !== undefined && scope.plan.connectors && admitsRemote(scope, remote, name)) remoteNames.push(name);
  }
  const fromRemote = remote === undefined ? undefined : await describeRemote(remote, remoteNames, context.signal);
  const tools = new Map<string, DescribedTool>();
  const notFound: string[] = [];
  const allErrors = new Map<string, string>();
  for (const name of names) {
    const described = local.get(name) ?? fromRemote?.tools.get(name);
    const error = errors.get(name) ?? fromRemote?.errors.get(name);
    if (described !== undefined) tools.set(name, described);
    else if (error !== undefined) allErrors.set(name, error);
    else notFound.push(name);
  }
  return {
    tools: Object.fromEntries(tools),
    ...(notFound.length > 0 ? { not_found: notFound, hint: NOT_FOUND_HINT } : {}),
    ...(allErrors.size > 0 ? { errors: Object.fromEntries(allErrors) } : {}),
    ...(fromRemote?.status !== undefined ? { connectors: fromRemote.status } : {}),
  };
}
