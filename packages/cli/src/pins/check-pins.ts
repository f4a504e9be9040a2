import type { ToolDefinitionHash } from "@hermes/tool-search";
import type { PinFile } from "./pin-file.js";

/** A tool whose definition differs from its pin. */
export interface PinnedChange {
  readonly source: string;
  readonly name: string;
  readonly pinned: string;
  readonly current: string;
}

/** A tool of the running catalog that the pin file does not list. */
export interface PinnedAddition {
  readonly source: string;
  readonly name: string;
  readonly current: string;
}

/** A pinned tool the running catalog no longer has (its server gone, down, or the tool removed). */
export interface PinnedRemoval {
  readonly source: string;
  readonly name: string;
  readonly pinned: string;
}

/** The running catalog against a pin file; `ok` when all three lists are empty. */
export interface PinCheck {
  readonly ok: boolean;
  readonly changed: readonly PinnedChange[];
  readonly added: readonly PinnedAddition[];
  readonly removed: readonly PinnedRemoval[];
}

const order = (a: { source: string; name: string }, b: { source: string; name: string }): number =>
  a.source < b.source ? -1 : a.source > b.source ? 1 : a.name < b.name ? -1 : a.name > b.name ? 1 : 0;

/**
 * Compares the current definition hashes (e.g. `ToolSearch.definitionHashes`) with a pin
 * file: tools whose hash differs (`changed`), tools not pinned (`added`), and pinned tools
 * missing now (`removed`), each sorted by source, then name. Pure.
 *
 * @example
 * ```ts
 * const check = checkPins(pins, search.definitionHashes(assembly));
 * if (!check.ok) process.exitCode = 1;
 * ```
 */
export function checkPins(pins: PinFile, current: readonly ToolDefinitionHash[]): PinCheck {
  const changed: PinnedChange[] = [];
  const added: PinnedAddition[] = [];
  const seen = new Set<string>();
  for (const { source, name, hash } of current) {
    seen.add(`${source}\u0000${name}`);
    const pinned = pins.servers.get(source)?.get(name);
    if (pinned === undefined) added.push({ source, name, current: hash });
    else if (pinned !== hash) changed.push({ source, name, pinned, current: hash });
  }
  const removed: PinnedRemoval[] = [];
  for (const [source, tools] of pins.servers)
    for (const [name, pinned] of tools) if (!seen.has(`${source}\u0000${name}`)) removed.push({ source, name, pinned });
  changed.sort(order);
  added.sort(order);
  removed.sort(order);
  return { ok: changed.length + added.length + removed.length === 0, changed, added, removed };
}
