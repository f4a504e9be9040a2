// Test helper (not a test): the listing's line grammar (docs/spec/listing.md), checked line by line.
import { LISTING_HEADER } from "@hermes/catalog/internal";

const NAME = "[A-Za-z0-9_.:-]{1,128}";
const LABEL = "[A-Za-z0-9](?:[A-Za-z0-9_.:-]| (?=[A-Za-z0-9_.:-])){0,127}";
/** What a description or reason may hold: no control, format, separator or surrogate characters. */
const SAFE_TEXT = /^[^\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Cs}]*$/u;
const MAX_SHORT = 61;

const GROUP_HEADER = new RegExp(`^(${LABEL}) tools \\((\\d+)\\):$`);
const TOOL_LINE = new RegExp(`^- (${NAME})(?:: (.+))?$`);
const NAMES_LINE = new RegExp(`^${NAME}(?:, ${NAME})*$`);
const SUMMARY_LINE = new RegExp(`^(${LABEL}) \\((\\d+) tools — names not listed; discover via \`tool_search\`\\)$`);
const UNAVAILABLE_LINE = new RegExp(`^(${LABEL}): unavailable(?: \\((.+)\\))? — do not search for its tools$`);

/** One group as read back from the listing text. */
export interface ParsedGroup {
  readonly label: string;
  readonly form: "full" | "names" | "summary";
  readonly count: number;
  /** Tool names shown (none for a summary). */
  readonly names: readonly string[];
}

/** A listing read back: its groups, unavailable servers, and every tool name it shows. */
export interface ParsedListing {
  readonly groups: readonly ParsedGroup[];
  readonly unavailable: readonly string[];
  readonly names: readonly string[];
}

function checkShort(text: string | undefined, line: string): void {
  if (text === undefined) return;
  if (!SAFE_TEXT.test(text)) throw new Error(`unsafe character in listing line ${JSON.stringify(line)}`);
  if (text.length > MAX_SHORT) throw new Error(`description of ${text.length} characters in ${JSON.stringify(line)}`);
}

/** Reads a full group's tool lines from `lines[at]` on; returns the names and the next index. */
function readToolLines(lines: readonly string[], at: number): { readonly names: string[]; readonly next: number } {
  const names: string[] = [];
  let index = at;
  for (; index < lines.length; index += 1) {
    const line = lines[index] ?? "";
    const tool = TOOL_LINE.exec(line);
    if (tool === null) break;
    checkShort(tool[2], line);
    names.push(tool[1] ?? "");
  }
  return { names, next: index };
}

/**
 * Parses listing text with the grammar: the header line; then groups, each a group header
 * followed by its tool lines (`full`) or one names line (`names`), or one summary line; then
 * unavailable-server lines. Throws on any line that does not fit, on a count that does not
 * match the lines, on unsafe characters and on an over-long description. `""` is no listing.
 */
export function parseListing(text: string): ParsedListing {
  if (text === "") return { groups: [], unavailable: [], names: [] };
  const lines = text.split("\n");
  if (lines[0] !== LISTING_HEADER)
    throw new Error(`listing does not start with the header: ${JSON.stringify(lines[0])}`);
  const groups: ParsedGroup[] = [];
  const unavailable: string[] = [];
  let index = 1;
  while (index < lines.length) {
    const line = lines[index] ?? "";
    const header = GROUP_HEADER.exec(line);
    const summary = SUMMARY_LINE.exec(line);
    const away = UNAVAILABLE_LINE.exec(line);
    if (header !== null && unavailable.length === 0) {
      const label = header[1] ?? "";
      const count = Number(header[2]);
      const tools = readToolLines(lines, index + 1);
      if (tools.names.length > 0) {
        groups.push({ label, form: "full", count, names: tools.names });
        index = tools.next;
      } else {
        const namesLine = lines[index + 1] ?? "";
        if (!NAMES_LINE.test(namesLine))
          throw new Error(
            `group ${JSON.stringify(label)} has neither tool lines nor a names line: ${JSON.stringify(namesLine)}`,
          );
        groups.push({ label, form: "names", count, names: namesLine.split(", ") });
        index += 2;
      }
      const group = groups.at(-1);
      if (group !== undefined && group.names.length !== count)
        throw new Error(`group ${JSON.stringify(label)} claims ${count} tools and shows ${group.names.length}`);
    } else if (summary !== null && unavailable.length === 0) {
      groups.push({ label: summary[1] ?? "", form: "summary", count: Number(summary[2]), names: [] });
      index += 1;
    } else if (away !== null) {
      checkShort(away[2], line);
      unavailable.push(away[1] ?? "");
      index += 1;
    } else {
      throw new Error(`listing line ${index} fits no line form: ${JSON.stringify(line.slice(0, 200))}`);
    }
  }
  return { groups, unavailable, names: groups.flatMap((group) => group.names) };
}
