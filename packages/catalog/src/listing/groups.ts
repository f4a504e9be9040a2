import { isShowableLabel, isShowableName, listingDescription } from "./sanitize.js";
import {
  compareCodeUnits,
  LISTING_SEPARATOR,
  renderGroupHeader,
  renderNamesLine,
  renderSummaryLine,
  renderToolLine,
  renderUnavailableLine,
} from "./render.js";
import type { ToolEntry } from "../tools/entry.js";

/** Why something was left out of the listing (the `reason` of an {@link OmittedTool}). */
export const OMIT_REASON = {
  /** The tool name fails `isShowableName`. */
  name: "name not showable",
  /** The group label fails `isShowableLabel` (for a tool, or for an unavailable server). */
  label: "label not showable",
} as const;

/**
 * A tool (or an unavailable server, then `name` is `""`) left out of the listing because it
 * cannot be shown safely. `name` and `label` are the raw, untrusted values: for the caller's
 * logs, never for the model.
 */
export interface OmittedTool {
  readonly name: string;
  readonly label: string;
  readonly reason: string;
}

/**
 * One group's three renderings as "pieces": each starts with {@link LISTING_SEPARATOR}, so
 * the listing text is the header followed by the pieces concatenated. The `full` piece, the
 * big one, is built only when asked for; its length is known without building it.
 */
export interface GroupPieces {
  readonly label: string;
  /** The number of tools listed in the group (showable names only). */
  readonly count: number;
  /** `\n{label} tools ({n}):` then `\n- {name}: {short}` per tool; built on first call. */
  readonly full: () => string;
  /** `full().length`, computed without building it. */
  readonly fullLength: number;
  /** `\n{label} tools ({n}):\n{name}, {name}, …`. */
  readonly names: string;
  /** `\n{label} ({n} tools — names not listed; discover via \`tool_search\`)`. */
  readonly summary: string;
  /** Length of the names line alone: the "rendered names length" that orders collapsing. */
  readonly namesLength: number;
}

/** What {@link groupPieces} returns. */
export interface GroupedTools {
  /** Groups with at least one showable tool, sorted by label (code-unit order). */
  readonly groups: readonly GroupPieces[];
  /** Tools left out, in input order (the caller sorts the final report). */
  readonly omitted: readonly OmittedTool[];
}

interface Tool {
  readonly name: string;
  readonly short: string;
}

const byTool = (a: Tool, b: Tool): number => compareCodeUnits(a.name, b.name) || compareCodeUnits(a.short, b.short);

/** Length of `renderToolLine(name, short)`: `- {name}` plus `: {short}` when there is one. */
const toolLineLength = ({ name, short }: Tool): number => 2 + name.length + (short === "" ? 0 : 2 + short.length);

function piecesOf(label: string, tools: Tool[]): GroupPieces {
  tools.sort(byTool);
  const header = LISTING_SEPARATOR + renderGroupHeader(label, tools.length);
  const namesLine = renderNamesLine(tools.map((tool) => tool.name));
  let fullLength = header.length;
  for (const tool of tools) fullLength += LISTING_SEPARATOR.length + toolLineLength(tool);
  let full: string | undefined;
  return {
    label,
    count: tools.length,
    full: () =>
      (full ??=
        header +
        LISTING_SEPARATOR +
        tools.map(({ name, short }) => renderToolLine(name, short)).join(LISTING_SEPARATOR)),
    fullLength,
    names: header + LISTING_SEPARATOR + namesLine,
    summary: LISTING_SEPARATOR + renderSummaryLine(label, tools.length),
    namesLength: namesLine.length,
  };
}

/**
 * Groups the entries by `label`, leaves out the tools whose name or label is not showable
 * (reported in `omitted`), and renders each group's `full`, `names` and `summary` pieces with
 * tools sorted by name (ties by their line, so any input order gives the same bytes).
 * Descriptions go through `listingDescription`. Never throws.
 *
 * @example
 * ```ts
 * const { groups } = groupPieces([entry("github", "list_issues", "List issues.")]);
 * groups[0]?.full(); // "\ngithub tools (1):\n- list_issues: List issues."
 * ```
 */
export function groupPieces(entries: readonly ToolEntry[]): GroupedTools {
  const byLabel = new Map<string, Tool[]>();
  const omitted: OmittedTool[] = [];
  const labelShowable = new Map<string, boolean>();
  for (const entry of entries) {
    const { name, label } = entry;
    let showable = labelShowable.get(label);
    if (showable === undefined) labelShowable.set(label, (showable = isShowableLabel(label)));
    if (!showable) {
      omitted.push({ name, label, reason: OMIT_REASON.label });
    } else if (!isShowableName(name)) {
      omitted.push({ name, label, reason: OMIT_REASON.name });
    } else {
      const tool = { name, short: listingDescription(entry.description) };
      const tools = byLabel.get(label);
      if (tools === undefined) byLabel.set(label, [tool]);
      else tools.push(tool);
    }
  }
  const labels = [...byLabel.keys()].sort(compareCodeUnits);
  const groups = labels.map((label) => piecesOf(label, byLabel.get(label) ?? []));
  return { groups, omitted };
}

/** A declared server that is not available this session, and why. */
export interface UnavailableServer {
  /** The server's label as shown for its tools (untrusted; must be showable to be listed). */
  readonly label: string;
  /** Why it is unavailable (untrusted; shortened like a description). */
  readonly reason: string;
}

/** What {@link unavailablePieces} returns. */
export interface UnavailableLines {
  /** `\n{label}: unavailable ({reason}) — …` per server, sorted, exact duplicates dropped. */
  readonly pieces: readonly string[];
  /** Servers whose label is not showable (`name: ""`). */
  readonly omitted: readonly OmittedTool[];
}

/**
 * Renders the unavailable-server lines as pieces (each starting with the separator): labels
 * must be showable (else reported and left out), reasons go through `listingDescription`.
 * Sorted by label then (shortened) reason in code-unit order; identical lines appear once.
 * Never throws.
 *
 * @example
 * ```ts
 * unavailablePieces([{ label: "jira", reason: "auth\nexpired" }]).pieces;
 * // ["\njira: unavailable (auth expired) — do not search for its tools"]
 * ```
 */
export function unavailablePieces(servers: readonly UnavailableServer[]): UnavailableLines {
  const shown: { label: string; reason: string }[] = [];
  const omitted: OmittedTool[] = [];
  for (const { label, reason } of servers) {
    if (isShowableLabel(label)) shown.push({ label, reason: listingDescription(reason) });
    else omitted.push({ name: "", label, reason: OMIT_REASON.label });
  }
  shown.sort((a, b) => compareCodeUnits(a.label, b.label) || compareCodeUnits(a.reason, b.reason));
  const pieces = shown
    .filter((item, i) => i === 0 || item.label !== shown[i - 1]?.label || item.reason !== shown[i - 1]?.reason)
    .map(({ label, reason }) => LISTING_SEPARATOR + renderUnavailableLine(label, reason));
  return { pieces, omitted };
}
