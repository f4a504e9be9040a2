/** Most queries one `tool_search` call may carry (after blank and duplicate entries are dropped). */
export const MAX_SEARCH_QUERIES = 7;

/** Most names one `tool_describe` call may carry (after blank and duplicate entries are dropped). */
export const MAX_DESCRIBE_NAMES = 10;

/** A tool description in `tool_search` results is cut after this many characters, then `…`. */
export const MAX_RESULT_DESCRIPTION_CHARS = 500;

/** At most this many required parameter names are shown per tool in `tool_search` results. */
export const MAX_REQUIRED_NAMES = 32;

/** A required parameter name longer than this is cut to this length (ending in `…`). */
export const MAX_REQUIRED_NAME_CHARS = 64;

/** A query longer than this is cut (ending in `…`) before it is searched and echoed. */
export const MAX_QUERY_CHARS = 500;

/** A name asked of `tool_describe` longer than this is cut (ending in `…`); no tool name is that long. */
export const MAX_DESCRIBE_NAME_CHARS = 256;

/** A `tool_call` name longer than this is rejected before any lookup (no tool name is that long); the error says so. */
export const MAX_CALL_NAME_CHARS = 256;

/**
 * Longest model-supplied key or property name quoted back in a `tool_call` error; longer ones
 * are cut (ending in `…`), so no input makes an error large.
 */
export const MAX_QUOTED_KEY_CHARS = 64;

/** Longest first entry quoted in a rejected batch's retry; a longer one is quoted with `"arguments":{…}`. */
export const MAX_RETRY_ENTRY_CHARS = 1_000;

/** A `tool_search` hit's `signature` is never longer than this (see docs/signatures.md). */
export const MAX_SIGNATURE_CHARS = 240;
