import type { TierPlan } from "@hermes/catalog";
import type { AvailableSource } from "./result.js";

const sourcesByPlan = new WeakMap<TierPlan, readonly AvailableSource[]>();

const byName = (a: AvailableSource, b: AvailableSource): number => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);

/**
 * The sources of a plan's deferred tools: one `{name, tool_count}` per source label, sorted by
 * name (code-unit order). Computed once per plan object; the array and its items are frozen.
 *
 * @example
 * ```ts
 * availableSources(plan); // [{ name: "github", tool_count: 41 }, { name: "slack", tool_count: 8 }]
 * ```
 */
export function availableSources(plan: TierPlan): readonly AvailableSource[] {
  let sources = sourcesByPlan.get(plan);
  if (sources === undefined) {
    const counts = new Map<string, number>();
    for (const entry of plan.deferred) counts.set(entry.label, (counts.get(entry.label) ?? 0) + 1);
    sources = Object.freeze(
      [...counts].map(([name, count]) => Object.freeze({ name, tool_count: count })).sort(byName),
    );
    sourcesByPlan.set(plan, sources);
  }
  return sources;
}

const RETRY =
  "No tool matched this query. The sources in available_sources are connected and searchable: retry with the service " +
  'name plus a concrete action (e.g. "<service> create <object>", "<service> list <objects>") before concluding that a tool is missing.';

const CONNECTORS = " For tools of an app (connectors), `manage_connections` shows which apps are connected.";

const CONNECTORS_ONLY =
  'No tool matched this query. Retry with the app\'s name plus a concrete action (e.g. "gmail send email") before concluding ' +
  "that a tool is missing; `manage_connections` shows which apps are connected.";

const NOTHING = "No tool matched this query, and this session has no deferred tools to search.";

/**
 * The retry hint of a query group with no matches, for a plan: the sources are connected, retry
 * with the service name plus a concrete action before concluding anything is missing (with a
 * pointer to `manage_connections` when `plan.connectors`).
 *
 * @example
 * ```ts
 * noMatchHint(plan); // "No tool matched this query. The sources in available_sources are connected …"
 * ```
 */
export function noMatchHint(plan: TierPlan): string {
  if (plan.deferredCount > 0) return plan.connectors ? RETRY + CONNECTORS : RETRY;
  return plan.connectors ? CONNECTORS_ONLY : NOTHING;
}
