import { bridgeError, type BridgeError } from "../bridge-error.js";
import { MAX_DESCRIBE_NAME_CHARS, MAX_DESCRIBE_NAMES } from "../limits.js";
import { argumentsRecord, ownValue, readStringList } from "../search/input.js";
import { describeValue } from "../json-values.js";

const EXAMPLE = '{"names": ["<exact name from tool_search>"]}';

/**
 * Reads `tool_describe` arguments: the names from `names` — an array of strings, one bare
 * string, or a string holding a JSON array — or, when `names` is missing or `null`, from the
 * alias `name`. The arguments may also be the list itself or a JSON string of the object.
 * Names are trimmed; blanks and duplicates are dropped keeping the first (order kept).
 *
 * Errors (a {@link BridgeError}, never a throw): arguments of another type; no `names`;
 * `names` or an entry of the wrong type; nothing left; more than 10 distinct names (the
 * message gives the cap, the count and how to split).
 *
 * @example
 * ```ts
 * readDescribeArgs({ names: ["create_issue", "create_issue", "list_issues"] }); // ["create_issue", "list_issues"]
 * ```
 */
export function readDescribeArgs(args: unknown): readonly string[] | BridgeError {
  const record = argumentsRecord(args, "names");
  if (record === undefined) {
    return bridgeError(`tool_describe arguments must be an object such as ${EXAMPLE}; got ${describeValue(args)}.`);
  }
  const given = ownValue(record, "names") ?? ownValue(record, "name");
  if (given === undefined)
    return bridgeError(`tool_describe requires "names": a list of exact tool names, e.g. ${EXAMPLE}.`);
  const read = readStringList(given, "names", MAX_DESCRIBE_NAME_CHARS);
  if ("problem" in read) return bridgeError(`tool_describe: ${read.problem}. Example: ${EXAMPLE}.`);
  const count = read.values.length;
  if (count === 0) return bridgeError(`tool_describe got no non-blank name. Pass exact tool names, e.g. ${EXAMPLE}.`);
  if (count > MAX_DESCRIBE_NAMES) {
    return bridgeError(
      `tool_describe takes at most ${MAX_DESCRIBE_NAMES} names per call; got ${count}. ` +
        `Describe the first ${MAX_DESCRIBE_NAMES} now and the remaining ${count - MAX_DESCRIBE_NAMES} in another call.`,
    );
  }
  return read.values;
}
