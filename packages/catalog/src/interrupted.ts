/**
 * The message of every call the user stopped before it was made, in a dispatcher batch entry
 * and in a connector batch entry alike (`{ code: "INTERRUPTED", message }`): one wording for
 * the model whichever leg stopped the call. Owned here, the lowest package both
 * `@hermes/dispatch` and `@hermes/connectors` use; both re-export it.
 *
 * @example
 * ```ts
 * entry.error.message === INTERRUPTED_MESSAGE; // an unstarted batch entry
 * ```
 */
export const INTERRUPTED_MESSAGE = "Stopped by the user before this call was made.";
