import { sleep } from "../abort.js";
import type { GatewayClient } from "../gateway/client.js";

/** A connection card the runtime shows the user. */
export interface ConnectionCard {
  readonly connector: string;
  readonly connectUrl: string;
  /** The alias the new account will get, when one was asked for. */
  readonly alias?: string;
  /** `true` for `reconnect` (the app was connected before). */
  readonly reconnect: boolean;
}

/** What the user did with a card, when the runtime knows. */
export type ConnectionCardOutcome = "connected" | "skipped";

/**
 * Shows a card. May resolve with what the user did (`skipped` ends the wait for it), or
 * with nothing (the gateway is polled). `signal` aborts when the wait ends: dismiss the card.
 */
export type ShowConnectionCard = (
  card: ConnectionCard,
  signal: AbortSignal,
) => Promise<ConnectionCardOutcome | undefined> | ConnectionCardOutcome | undefined;

/** How a card ended: connected, skipped, or still pending at the deadline / stop. */
export type CardResult = ConnectionCardOutcome | "pending";

/** Options of {@link waitForCards}. */
export interface CardWaitOptions {
  readonly client: GatewayClient;
  readonly show: ShowConnectionCard;
  readonly deadlineMs: number;
  readonly pollIntervalMs: number;
  readonly signal?: AbortSignal | undefined;
}

/**
 * Shows every card at once and waits until each connector is connected (the card says so, or
 * an account read shows a connected account — for `connect` only, matching the alias when one
 * was asked) or skipped, the deadline passes, or `signal` aborts. Then the cards' signal
 * aborts and every timer is released. Read failures while polling are ignored (it tries again).
 */
export async function waitForCards(
  cards: readonly ConnectionCard[],
  options: CardWaitOptions,
): Promise<Map<string, CardResult>> {
  const results = new Map<string, CardResult>(cards.map((card) => [card.connector, "pending"]));
  const pending = new Set(cards.map((card) => card.connector));
  const controller = new AbortController();
  const stop = (): void => controller.abort();
  const deadline = setTimeout(stop, options.deadlineMs);
  options.signal?.addEventListener("abort", stop, { once: true });
  if (options.signal?.aborted === true) stop();
  let wake: () => void = () => undefined;
  let open = true;
  const settle = (connector: string, outcome: ConnectionCardOutcome): void => {
    if (!open || !pending.delete(connector)) return;
    results.set(connector, outcome);
    wake();
  };
  try {
    for (const card of cards) {
      Promise.resolve()
        .then(() => options.show(card, controller.signal))
        .then((outcome) => {
          if (outcome === "connected" || outcome === "skipped") settle(card.connector, outcome);
        })
        .catch(() => undefined);
    }
    while (pending.size > 0 && !controller.signal.aborted) {
      const woken = new Promise<void>((resolve) => (wake = resolve));
      await Promise.race([sleep(options.pollIntervalMs, controller.signal), woken]);
      for (const card of cards) {
        if (!pending.has(card.connector) || card.reconnect || controller.signal.aborted) continue;
        const accounts = await options.client.accounts(card.connector, { signal: controller.signal }).catch(() => []);
        if (accounts.some((account) => account.connected && (card.alias === undefined || account.alias === card.alias)))
          settle(card.connector, "connected");
      }
    }
  } finally {
    open = false;
    clearTimeout(deadline);
    options.signal?.removeEventListener("abort", stop);
    controller.abort();
    wake();
  }
  return results;
}
