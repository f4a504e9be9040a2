import type { Server } from "@modelcontextprotocol/server";
import type { Toolset } from "@hermes/catalog";
import { hubPassThrough, openMcpHub, type McpHub } from "@hermes/mcp";
import { createToolSearch, type ToolSearch } from "../create-tool-search.js";
import { mcpInvoke } from "../mcp-runtime.js";
import { createPolicyGuard, type PolicyGuard } from "../policy-guard.js";
import { createToolSearchServer } from "../tool-search-server.js";
import type { GatewayOptions } from "./gateway-options.js";

/**
 * A tool-search MCP gateway: one hub of downstream servers, one tool search over them, one
 * policy, and a front MCP server per connection. Serve it with `serveStdio(gateway.server)` or
 * `serveHttp(gateway.server, { onToolsChanged: gateway.onToolsChanged, … })` of `@hermes/mcp`;
 * its functions may be passed on detached from the object.
 */
export interface Gateway {
  /** The downstream servers (status, restarts, resources, prompts). */
  readonly hub: McpHub;
  /** The tool search every front connection is answered by (one vector builder for all). */
  readonly search: ToolSearch;
  /** The policy guard, when the options had a policy. */
  readonly policy: PolicyGuard | undefined;
  /** The downstream toolsets the model may reach: the hub's, without the tools the policy denies. */
  readonly toolsets: () => readonly Toolset[];
  /** A new front MCP server over this gateway (one per stdio connection or HTTP session). */
  readonly server: () => Server;
  /** Subscribes to downstream tool changes (for `serveHttp`'s `onToolsChanged`); returns the unsubscribe function. */
  readonly onToolsChanged: (listener: () => void) => () => void;
  /** Stops every downstream server. */
  readonly close: () => Promise<void>;
}

/**
 * Assembles the gateway `hermes-tool-search serve` runs, for an embedder in a few lines: starts
 * the downstream servers (in the background: `hub.ready()` settles when every first start did),
 * builds one tool search whose real calls go to the server that owns each tool, applies the
 * policy once (denied tools left out of every list and search, a call naming one refused with
 * `POLICY_DENIED`, `ask` tools confirmed with the front client's user), and makes front servers
 * that list the visible tools plus `tool_search`, `tool_describe` and `tool_call`, pass the
 * downstream resources, prompts and completions on, and announce tool changes. Throws nothing
 * itself: a server that fails to start is reported by `hub` and named in search results.
 *
 * @example
 * ```ts
 * const gateway = createGateway({ servers: [{ name: "github", command: "github-mcp-server", args: ["stdio"] }] });
 * const served = await serveStdio(gateway.server);
 * // … later
 * await served.close();
 * await gateway.close();
 * ```
 */
export function createGateway(options: GatewayOptions): Gateway {
  const hub = openMcpHub(options.servers, {
    ...options.hub,
    ...(options.toolNames === undefined ? {} : { toolNames: options.toolNames }),
  });
  const policy = options.policy === undefined ? undefined : createPolicyGuard(options.policy);
  const search = createToolSearch({
    config: options.config,
    contextLength: options.contextLength,
    coreTools: options.coreTools,
    invoke: mcpInvoke(hub),
    ...(policy === undefined ? {} : { gates: [policy.gate] }),
    parallelServers: hub.parallelServers(),
    ...(options.embedders === undefined ? {} : { embedders: options.embedders }),
  });
  const toolsets = (): readonly Toolset[] => (policy === undefined ? hub.toolsets() : policy.toolsets(hub.toolsets()));
  const passThrough = hubPassThrough(hub, options.toolNames === undefined ? {} : { names: options.toolNames });
  const onToolsChanged = (listener: () => void): (() => void) => hub.onChange(() => listener());
  return {
    hub,
    search,
    policy,
    toolsets,
    server: () =>
      createToolSearchServer({
        search,
        toolsets,
        onChange: onToolsChanged,
        ready: () => hub.ready(),
        startWaitMs: options.startWaitMs,
        passThrough,
        log: options.log,
        name: options.name,
        version: options.version,
        policy: policy === undefined ? undefined : { guard: policy, toolsets: () => hub.toolsets() },
      }),
    onToolsChanged,
    close: () => hub.close(),
  };
}
