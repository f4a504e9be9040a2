import type { GatewayClient } from "../gateway/client.js";
import type { ConnectionStart } from "../gateway/types.js";
import type { ManageRequest, ManageTarget } from "./args.js";
import { manageFailure } from "./failure.js";
import { waitForCards, type ConnectionCard, type ShowConnectionCard } from "./wait.js";

/** One app in a `status` answer. */
export interface ConnectorView {
  readonly name: string;
  readonly connected: boolean;
  readonly description?: string;
  readonly accounts?: readonly { readonly alias: string; readonly connected: boolean }[];
}

/** One app in a `connect` / `reconnect` answer. */
export interface ConnectionView {
  readonly name: string;
  /**
   * `connected`: nothing to do (or done); `link_required`: show `connect_url`; `skipped`;
   * `pending`: not finished yet; `link_refused`: the gateway's link was withheld (`refused`
   * says why: `CROSS_ORIGIN_CONNECT_URL`, `UNSAFE_CONNECT_URL`).
   */
  readonly status: "connected" | "link_required" | "skipped" | "pending" | "link_refused";
  readonly connect_url?: string;
  readonly refused?: { readonly code: string; readonly message: string };
}

const REFUSED_HINT =
  "The gateway's connect link was withheld as unsafe (see refused). Tell the user the app could not be connected from here; do not guess a link.";

/** Options for the card flow of `connect` / `reconnect`. */
export interface CardFlow {
  readonly show: ShowConnectionCard;
  readonly deadlineMs: number;
  readonly pollIntervalMs: number;
}

/** `status`: every app from the list (no targets), or each target's accounts. */
export async function hostedStatus(
  client: GatewayClient,
  targets: readonly ManageTarget[],
  signal: AbortSignal | undefined,
): Promise<Record<string, unknown>> {
  if (targets.length === 0) {
    const list = await client.list({ signal });
    const connectors: ConnectorView[] = list.items.map((item) => ({
      name: item.connector,
      connected: item.connected,
      description: item.description,
    }));
    return list.complete ? { action: "status", connectors } : { action: "status", connectors, complete: false };
  }
  const connectors: ConnectorView[] = [];
  for (const target of targets) {
    const accounts = (await client.accounts(target.name, { signal })).filter(
      (account) => target.alias === undefined || account.alias === target.alias,
    );
    connectors.push({
      name: target.name,
      connected: accounts.some((account) => account.connected),
      accounts: accounts.map((account) => ({ alias: account.alias, connected: account.connected })),
    });
  }
  return { action: "status", connectors };
}

/** The gateway's answer for `target`: by connector name, else by position. */
function startFor(
  starts: readonly ConnectionStart[],
  target: ManageTarget,
  index: number,
): ConnectionStart | undefined {
  return starts.find((start) => start.connector.toLowerCase() === target.name) ?? starts[index];
}

/**
 * `connect` / `reconnect`: one `connections` request for all targets (never retried). Without
 * a card flow, each initiated app comes back with its `connect_url`; with one, the cards are
 * shown and the answer says which apps got connected, were skipped, or are still pending.
 */
export async function hostedConnect(
  client: GatewayClient,
  request: ManageRequest,
  cards: CardFlow | undefined,
  signal: AbortSignal | undefined,
): Promise<Record<string, unknown>> {
  const reconnect = request.action === "reconnect";
  const aliased = request.targets.find((target) => target.alias !== undefined);
  const starts = await client.connections(
    {
      connectors: request.targets.map((target) => target.name),
      reinitiate: reconnect,
      alias: aliased?.alias === undefined ? undefined : { connector: aliased.name, alias: aliased.alias },
    },
    { signal },
  );
  const views = request.targets.map((target, index): ConnectionView => {
    const start = startFor(starts, target, index);
    if (start?.status === "settled") return { name: target.name, status: "connected" };
    if (start?.connectUrlRefused !== undefined)
      return { name: target.name, status: "link_refused", refused: { ...start.connectUrlRefused } };
    if (start?.connectUrl === undefined) return { name: target.name, status: "pending" };
    return { name: target.name, status: "link_required", connect_url: start.connectUrl };
  });
  if (cards === undefined) {
    const hint = views.some((view) => view.status === "link_required")
      ? "Show each connect_url to the user. After they finish, call manage_connections with action status to confirm, then retry the tool."
      : views.some((view) => view.status === "link_refused")
        ? REFUSED_HINT
        : undefined;
    return hint === undefined
      ? { action: request.action, connections: views }
      : { action: request.action, connections: views, hint };
  }
  const shown: ConnectionCard[] = views.flatMap((view) => {
    if (view.status !== "link_required" || view.connect_url === undefined) return [];
    const alias = request.targets.find((target) => target.name === view.name)?.alias;
    return [
      { connector: view.name, connectUrl: view.connect_url, reconnect, ...(alias === undefined ? {} : { alias }) },
    ];
  });
  const outcomes = await waitForCards(shown, {
    client,
    show: cards.show,
    deadlineMs: cards.deadlineMs,
    pollIntervalMs: cards.pollIntervalMs,
    signal,
  });
  const final = views.map((view): ConnectionView => {
    const outcome = outcomes.get(view.name);
    if (outcome === undefined) return view;
    return outcome === "pending" && view.connect_url !== undefined
      ? { name: view.name, status: "pending", connect_url: view.connect_url }
      : { name: view.name, status: outcome };
  });
  const waiting = final.filter((view) => view.status === "pending").map((view) => view.name);
  if (waiting.length === 0)
    return final.some((view) => view.status === "link_refused")
      ? { action: request.action, connections: final, hint: REFUSED_HINT }
      : { action: request.action, connections: final };
  return {
    action: request.action,
    connections: final,
    hint: `Not finished yet: ${waiting.join(", ")}. Ask the user to complete the sign-in, then call manage_connections with action status.`,
  };
}

/** `rename`: one account's alias becomes `to` (never retried). */
export async function hostedRename(
  client: GatewayClient,
  request: ManageRequest,
  signal: AbortSignal | undefined,
): Promise<Record<string, unknown>> {
  const target = request.targets[0];
  const to = request.to;
  if (target === undefined || to === undefined)
    return manageFailure("INVALID_ARGUMENTS", "rename takes exactly one target and `to`");
  const accounts = await client.rename({ connector: target.name, alias: target.alias, to }, { signal });
  return {
    action: "rename",
    name: target.name,
    alias: to,
    accounts: accounts.map((account) => ({ alias: account.alias, connected: account.connected })),
  };
}
