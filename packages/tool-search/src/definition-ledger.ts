import { definitionHash, type TierPlan, type ToolEntry } from "@hermes/catalog";

/**
 * What happens when a tool's model-facing definition changes while the process runs (a
 * "rug pull"): `accept` runs the new version but announces it (`tools/list_changed`, a mark in
 * `tool_describe` and on the call's result); `reapprove` makes the first call after a change go
 * through the approval function again (denied when none is configured); `block` refuses the
 * changed tool until the user accepts the new hash (`ToolSearch.acceptDefinition`).
 */
export type DefinitionChangePolicy = "accept" | "reapprove" | "block";

/** A tool whose definition differs from the one approved (first seen, or last accepted). */
export interface DefinitionChange {
  /** The model-facing name. */
  readonly name: string;
  readonly source: string;
  /** The hash that was approved, and the one the tool has now (`sha256:…`, see `definitionHash`). */
  readonly approvedHash: string;
  readonly currentHash: string;
}

/** One tool's current definition hash (see {@link ToolSearch.definitionHashes}). */
export interface ToolDefinitionHash {
  /** The model-facing name. */
  readonly name: string;
  /** The server or toolset name (`entry.sourceName`). */
  readonly source: string;
  /** `sha256:` and 64 lowercase hex digits (`definitionHash`). */
  readonly hash: string;
}

/**
 * Remembers, per model-facing tool name, the definition hash first seen in this process (the
 * approved one) and the current one. Hashing is lazy and cached by definition object, so a
 * plan is hashed once, and only the tools whose definition objects are new cost anything.
 */
export class DefinitionLedger {
  readonly #approved = new Map<string, string>();
  readonly #current = new Map<string, { readonly hash: string; readonly source: string }>();
  readonly #hashes = new WeakMap<object, { readonly name: string; readonly hash: string }>();
  #baseline: TierPlan | undefined;
  #last: TierPlan | undefined;
  /** The plan and baseline of the last {@link sync}. */
  #synced: TierPlan | undefined;
  #syncedBaseline: TierPlan | undefined;

  /** Notes a plan without hashing it (the first one becomes the baseline). Cheap: call per assembly. */
  note(plan: TierPlan): void {
    this.#baseline ??= plan;
  }

  /**
   * Brings the ledger up to `plan`, hashing the baseline first when it has not been. A sync is
   * idempotent, so syncing the plan (and baseline) of the last sync again does nothing: a call
   * on an unchanged catalog walks no tools.
   */
  sync(plan: TierPlan): void {
    if (plan === this.#synced && this.#baseline === this.#syncedBaseline) return;
    if (this.#baseline !== undefined) this.#ingest(this.#baseline);
    this.#ingest(plan);
    this.#synced = plan;
    this.#syncedBaseline = this.#baseline;
  }

  #ingest(plan: TierPlan): void {
    if (this.#last === plan) return;
    this.#last = plan;
    for (const entry of [...plan.visible, ...plan.deferred]) {
      const hash = this.#hashOf(entry);
      if (!this.#approved.has(entry.name)) this.#approved.set(entry.name, hash);
      this.#current.set(entry.name, { hash, source: entry.sourceName });
    }
  }

  #hashOf(entry: ToolEntry): string {
    const key = typeof entry.original === "object" && entry.original !== null ? entry.original : undefined;
    const cached = key === undefined ? undefined : this.#hashes.get(key);
    if (cached !== undefined && cached.name === entry.name) return cached.hash;
    const hash = definitionHash(entry);
    if (key !== undefined) this.#hashes.set(key, { name: entry.name, hash });
    return hash;
  }

  /** Every tool of `plan` (visible and deferred) with its hash, by source, then name. Cached per definition. */
  list(plan: TierPlan): readonly ToolDefinitionHash[] {
    const order = (a: ToolDefinitionHash, b: ToolDefinitionHash): number =>
      a.source < b.source ? -1 : a.source > b.source ? 1 : a.name < b.name ? -1 : a.name > b.name ? 1 : 0;
    return [...plan.visible, ...plan.deferred]
      .map((entry) => ({ name: entry.name, source: entry.sourceName, hash: this.#hashOf(entry) }))
      .sort(order);
  }

  /** The change of `name`, or `undefined` when it is unchanged or unknown. */
  changed(name: string): DefinitionChange | undefined {
    const approvedHash = this.#approved.get(name);
    const current = this.#current.get(name);
    if (approvedHash === undefined || current === undefined || approvedHash === current.hash) return undefined;
    return { name, source: current.source, approvedHash, currentHash: current.hash };
  }

  /** Every changed tool, by name. */
  changes(): readonly DefinitionChange[] {
    return [...this.#current.keys()]
      .sort()
      .map((name) => this.changed(name))
      .filter((change): change is DefinitionChange => change !== undefined);
  }

  /** The current hash of `name` (after a `sync`), if known. */
  hash(name: string): string | undefined {
    return this.#current.get(name)?.hash;
  }

  /** Approves the current definition of `name`; `false` when there was nothing to accept. */
  accept(name: string): boolean {
    const current = this.#current.get(name);
    if (current === undefined || this.#approved.get(name) === current.hash) return false;
    this.#approved.set(name, current.hash);
    return true;
  }
}
