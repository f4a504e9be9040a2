import { suggestNames } from "@hermes/bridge/internal";

/**
 * ` (did you mean "x"?)` for a misspelt key (the nearest known key by edit distance), or `""`
 * when none is close — the hint every config reader of the product appends to an unknown key.
 *
 * @example
 * ```ts
 * didYouMean("comand", ["command", "args"]); // ' (did you mean "command"?)'
 * ```
 */
export function didYouMean(key: string, known: Iterable<string>): string {
  const [best] = suggestNames(key, [...known]);
  return best === undefined ? "" : ` (did you mean "${best}"?)`;
}
