import { MANAGE_CONNECTIONS } from "@hermes/catalog/internal";

/** A tool definition in the neutral shape (`{name, description, inputSchema}`). */
export interface NeutralToolDefinition {
  readonly name: string;
  readonly description: string;
  readonly inputSchema: Readonly<Record<string, unknown>>;
}

/** Actions on hosted accounts (connected apps). */
export const HOSTED_ACTIONS = Object.freeze(["status", "connect", "reconnect", "rename"] as const);
/** Actions on local MCP servers (targets marked `mcp: true`). */
export const MCP_ACTIONS = Object.freeze(["install", "enable", "authorize"] as const);
/** Every `manage_connections` action; there is deliberately no disconnect, delete or revoke. */
export type ManageAction = (typeof HOSTED_ACTIONS)[number] | (typeof MCP_ACTIONS)[number];

/** Account aliases: 1–32 lowercase letters, digits or `-`. */
export const ALIAS_PATTERN = "^[a-z0-9-]{1,32}$";
/** Most targets per call. */
export const MAX_TARGETS = 10;

const DESCRIPTION = [
  "Manage the user's connected apps (Gmail, Linear, Notion, …) and local MCP servers.",
  "Actions: `status` (which apps are connected; no targets = all), `connect` / `reconnect` (start the sign-in for apps; the user completes it), `rename` (give one account a new alias with `to`).",
  "For local MCP servers (targets with `mcp: true`): `install`, `enable`, `authorize`.",
  "Use it when a connector tool answers CONNECTION_REQUIRED or the user asks to connect an app. It cannot disconnect, delete or revoke anything: the user does that in their account settings.",
].join(" ");

/**
 * The `manage_connections` tool definition (neutral JSON Schema; key order is fixed because
 * it is part of the prompt's cached bytes). Strict: unknown keys are rejected, `to` only with
 * `rename`, aliases 1–32 of `[a-z0-9-]`, at most {@link MAX_TARGETS} targets.
 *
 * @example
 * ```ts
 * tools.push(MANAGE_CONNECTIONS_DEFINITION); // never deferred; keeps connectors reachable
 * ```
 */
export const MANAGE_CONNECTIONS_DEFINITION: NeutralToolDefinition = Object.freeze({
  name: MANAGE_CONNECTIONS,
  description: DESCRIPTION,
  inputSchema: Object.freeze({
    type: "object",
    properties: {
      action: { type: "string", enum: [...HOSTED_ACTIONS, ...MCP_ACTIONS], description: "What to do." },
      targets: {
        type: "array",
        maxItems: MAX_TARGETS,
        description:
          'Apps (e.g. {"name": "gmail"}) or local MCP servers ({"name": "github", "mcp": true}). At most one target may carry an alias.',
        items: {
          type: "object",
          properties: {
            name: { type: "string", description: "The app (connector) or MCP server name." },
            alias: {
              type: "string",
              pattern: ALIAS_PATTERN,
              description: "Which account of the app (for several accounts).",
            },
            mcp: { type: "boolean", description: "true for a local MCP server." },
          },
          required: ["name"],
          additionalProperties: false,
        },
      },
      to: { type: "string", pattern: ALIAS_PATTERN, description: "The new alias; only with `rename`." },
    },
    required: ["action"],
    additionalProperties: false,
  }),
});
