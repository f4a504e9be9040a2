// The systems of the gateway suite, one table row each (a row's columns are the transports it
// was measured over).

/** The fixture server's client, calling `echo` on the server itself. */
export const DIRECT = "direct (same SDK client)";
/** The passthrough gateway: a front server listing the hub's tools as they are (`echo` called by name). */
export const SUBJECT = "@hermes/mcp gateway";
/** What `hermes-tool-search serve` runs: `echo` is deferred, so a client calls it through `tool_call`. */
export const TOOL_SEARCH = "@hermes/tool-search serve (echo via tool_call)";
/** A process that only copies bytes between its stdio and the server's (the stdio hop alone). */
export const PIPE = "bare stdio hop (pipe process)";

/** A row of the gateway suite. */
export type GatewaySystem = typeof DIRECT | typeof SUBJECT | typeof TOOL_SEARCH | typeof PIPE;
