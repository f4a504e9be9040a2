import { adaptTool } from "@hermes/bridge";
import type { RemoteSource, ToolFormat, Toolset } from "@hermes/catalog";
import type { Connectors } from "@hermes/connectors";
import { ToolCallError, type InvokeTool } from "@hermes/dispatch";

/** What the umbrella needs of `createConnectors(...)`: search, execution and `manage_connections`. */
export type ConnectorsBundle = Pick<Connectors, "source" | "execute" | "manageConnections">;

/** Tells a `createConnectors(...)` bundle from a bare `RemoteSource`. */
export function isConnectorsBundle(value: RemoteSource | ConnectorsBundle): value is ConnectorsBundle {
  return "source" in value && "execute" in value && "manageConnections" in value;
}

/**
 * The runtime's `invoke` with connectors added: `connectors__…` names run on the gateway
 * (an `{error}` answer becomes a `ToolCallError` with the gateway's code and details),
 * `manage_connections` runs its handler, everything else goes to `invoke` (with the call's
 * whole context, its `request` included).
 */
export function invokeWithConnectors<Request>(
  invoke: InvokeTool<Request>,
  connectors: ConnectorsBundle,
): InvokeTool<Request> {
  return async (name, args, context) => {
    const options = context.signal === undefined ? {} : { signal: context.signal };
    if (name === connectors.manageConnections.definition.name)
      return connectors.manageConnections.handle(args, options);
    if (!connectors.source.owns(name)) return invoke(name, args, context);
    const outcome = await connectors.execute(name, args, options);
    if ("error" in outcome) {
      const { code, message, ...details } = outcome.error;
      throw new ToolCallError(code, message, details);
    }
    return outcome.data;
  };
}

/**
 * The toolset that puts `manage_connections` in a session (source `connectors`, so
 * `assemble(…, { toolsets })` can leave it out of a subagent), in the model's tool format.
 */
export function connectorsToolset(connectors: ConnectorsBundle, format: ToolFormat): Toolset {
  return {
    source: { kind: "connectors", name: "connectors" },
    tools: [adaptTool(connectors.manageConnections.definition, format)],
  };
}
