import type { RemoteSource } from "@hermes/catalog";
import type { RealCall } from "./resolve-request.js";
import type { RoutedCall } from "./route-call.js";

/** A real call under the remote source's one name for its tool (unchanged when the source has no other spelling). */
function canonical(call: RealCall, remote: RemoteSource | undefined): RealCall {
  if (remote?.canonicalName === undefined || !remote.owns(call.name)) return call;
  const name = remote.canonicalName(call.name);
  return name === call.name ? call : { ...call, name };
}

/**
 * A routed call with every remote tool under its canonical name, so that hooks, guardrails,
 * approval, events and `invoke` see one name per real tool whatever the model wrote: a
 * denial of `connectors__gmail__SEND_EMAIL` also denies `connectors__gmail__GMAIL_SEND_EMAIL`
 * (docs/security.md, "One identity per real tool").
 */
export function canonicalRoute(routed: RoutedCall, remote: RemoteSource | undefined): RoutedCall {
  if (remote?.canonicalName === undefined) return routed;
  if (routed.kind === "single") return { ...routed, call: canonical(routed.call, remote) };
  if (routed.kind === "batch") return { ...routed, calls: routed.calls.map((call) => canonical(call, remote)) };
  return routed;
}
