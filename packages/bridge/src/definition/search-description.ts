import { DEFAULT_CONFIG, type ListingForm, type SearchAdmission, type TierPlan } from "@hermes/catalog";
import { QUERY_GUIDES } from "./search-guide.js";

const FOLLOW_UP =
  "Results list the matching tool names with their source and a typed signature, e.g. `create_issue(owner: string, title: string, body?: string)`; " +
  "when it does not end in `…)`, call `tool_call` with it directly, otherwise call `tool_describe` with the names to get their full parameter schemas first.";

const CONNECTORS_TOO =
  "Tools of the user's connected apps (connectors, named `connectors__<app>__<tool>`) are searched too; " +
  "if an app is not connected, use `manage_connections`.";

const CONNECTORS_ONLY =
  "Connector tools are named `connectors__<app>__<tool>`; if an app is not connected, use `manage_connections`.";

/** The sentence put before the listing text, per listing form (`none` has no listing). */
const FRAMING: Readonly<Record<Exclude<ListingForm, "none">, string>> = {
  full: "The catalog below lists the deferred tools with a short description; you can pass a name from it straight to `tool_describe`.",
  names:
    "The catalog below lists the deferred tools by name; you can pass a name from it straight to `tool_describe`, " +
    "or search to see what a tool does.",
  mixed:
    "The catalog below lists the deferred tools by name, but some groups are only summarised: " +
    "search those by service name to see their tools.",
  groups:
    "The catalog below names the sources of the deferred tools but not the tools: " +
    "search by service name plus an action to find them.",
};

function lead(count: number): string {
  if (count === 0) return "Search tools of connected apps (connectors) that are loaded on demand.";
  if (count === 1) return "Search 1 additional tool that is loaded on demand.";
  return `Search ${count} additional tools that are loaded on demand.`;
}

/**
 * The `tool_search` description for a plan: lines joined by `\n`, no trailing newline.
 *
 * 1. `Search {N} additional tools that are loaded on demand.` (`1 additional tool that is`
 *    for one; with none deferred — a connectors-only bridge —
 *    `Search tools of connected apps (connectors) that are loaded on demand.`);
 * 2. how to write queries for the `admission` mode `tool_search` runs (default
 *    `DEFAULT_CONFIG.admission`): keywords, service + action + object, up to 7 per call; with
 *    `natural`, a short request in plain words works too (see `QUERY_GUIDES`);
 * 3. the follow-up: `tool_describe` for schemas, `tool_call` to invoke;
 * 4. only when `plan.connectors`: that connector tools are searched too and `manage_connections`;
 * 5. unless the listing form is `none`: a framing sentence for the form (`full`/`names`: the
 *    catalog lists the tools; `mixed`: some groups are summarised, search them; `groups`: names
 *    are not listed, search by service), then `plan.listing.text` verbatim.
 *
 * Byte-stable: depends only on `plan.deferredCount`, `plan.connectors`, `plan.listing` and `admission`.
 *
 * @example
 * ```ts
 * toolSearchDescription(plan).split("\n")[0]; // "Search 41 additional tools that are loaded on demand."
 * ```
 */
export function toolSearchDescription(plan: TierPlan, admission: SearchAdmission = DEFAULT_CONFIG.admission): string {
  const lines = [lead(plan.deferredCount), QUERY_GUIDES[admission], FOLLOW_UP];
  if (plan.connectors) lines.push(plan.deferredCount === 0 ? CONNECTORS_ONLY : CONNECTORS_TOO);
  const form = plan.listing.form;
  if (form !== "none" && plan.listing.text !== "") lines.push(FRAMING[form], plan.listing.text);
  return lines.join("\n");
}
