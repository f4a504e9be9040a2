import type { GatewayAccount, GatewayConnector, GatewayTool } from "./fixture.js";
import type { RankedTool } from "./rank.js";

/** A tool that really ran on the test gateway (idempotent replays are not counted). */
export interface Execution {
  readonly connector: string;
  readonly tool: string;
  readonly arguments: unknown;
  readonly idempotencyKey: string;
}

interface PendingConnection {
  readonly connector: string;
  readonly alias: string;
}

/** The test gateway's mutable world: connectors, accounts, pending sign-ins, idempotency. */
export class GatewayState {
  readonly connectors: readonly GatewayConnector[];
  readonly tools: readonly RankedTool[];
  readonly executions: Execution[] = [];
  readonly idempotency = new Map<string, { readonly request: string; readonly answer: unknown }>();
  readonly #accounts = new Map<string, GatewayAccount[]>();
  readonly #pending = new Map<string, PendingConnection>();
  #nextState = 1;

  constructor(connectors: readonly GatewayConnector[]) {
    this.connectors = [...connectors].sort((a, b) => (a.name.toLowerCase() < b.name.toLowerCase() ? -1 : 1));
    this.tools = connectors.flatMap((connector) => connector.tools.map((tool) => ({ connector, tool })));
    for (const connector of connectors)
      this.#accounts.set(
        connector.name.toLowerCase(),
        connector.accounts.map((account) => ({ ...account })),
      );
  }

  connector(name: string): GatewayConnector | undefined {
    return this.connectors.find((connector) => connector.name.toLowerCase() === name.toLowerCase());
  }

  /** The first tool with this slug (slugs are keyed globally, like the real service). */
  toolBySlug(slug: string): RankedTool | undefined {
    return this.tools.find((item) => item.tool.slug === slug);
  }

  tool(connector: string, slug: string): GatewayTool | undefined {
    return this.connector(connector)?.tools.find((tool) => tool.slug === slug);
  }

  accounts(connector: string): GatewayAccount[] {
    return this.#accounts.get(connector.toLowerCase()) ?? [];
  }

  setAccounts(connector: string, accounts: GatewayAccount[]): void {
    this.#accounts.set(connector.toLowerCase(), accounts);
  }

  connected(connector: string): boolean {
    return this.accounts(connector).some((account) => account.connected);
  }

  /** Starts a sign-in; returns its state id (the connect link's last segment). */
  startConnection(connector: string, alias: string | undefined): string {
    const accounts = this.accounts(connector);
    const chosen = alias ?? accounts[0]?.alias ?? "default";
    const state = `s${this.#nextState++}`;
    this.#pending.set(state, { connector: connector.toLowerCase(), alias: chosen });
    return state;
  }

  /** Completes a started sign-in (the user finished on the connect page). */
  completeConnection(state: string): boolean {
    const pending = this.#pending.get(state);
    if (pending === undefined) return false;
    this.#pending.delete(state);
    this.connect(pending.connector, pending.alias);
    return true;
  }

  /** Marks an account connected, adding it when new. */
  connect(connector: string, alias = "default"): void {
    const accounts = this.accounts(connector);
    const known = accounts.some((account) => account.alias === alias);
    const updated = accounts.map((account) => (account.alias === alias ? { alias, connected: true } : account));
    this.setAccounts(connector, known ? updated : [...accounts, { alias, connected: true }]);
  }
}
