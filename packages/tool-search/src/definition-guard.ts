import type { ResolvedCall } from "@hermes/bridge";
import { isRecord } from "@hermes/catalog/internal";
import type { Approve, DispatchResult, ModelToolCall } from "@hermes/dispatch";
import type { DefinitionChange, DefinitionChangePolicy, DefinitionLedger } from "./definition-ledger.js";

/** The text a refused or re-asked call carries. */
function changeText(change: DefinitionChange): string {
  return `the definition of '${change.name}' changed since it was approved (${change.approvedHash.slice(0, 19)}… → ${change.currentHash.slice(0, 19)}…)`;
}

/**
 * The approval function the dispatcher runs under a {@link DefinitionChangePolicy}: `block`
 * denies a changed tool until its new hash is accepted; `reapprove` asks `approve` again for
 * the first call after a change (denied without one) and accepts the new hash when approved;
 * `accept` leaves `approve` as it is. Unchanged tools go to `approve` (or run, without one).
 */
export function guardedApprove(
  ledger: DefinitionLedger,
  policy: DefinitionChangePolicy,
  approve: Approve | undefined,
): Approve | undefined {
  if (policy === "accept") return approve;
  return async (call, options) => {
    const change = call.entry === undefined ? undefined : ledger.changed(call.entry.name);
    if (change === undefined) return approve === undefined ? true : approve(call, options);
    if (policy === "block")
      return {
        approved: false,
        reason: `${changeText(change)}; it is refused until the user accepts the new definition`,
      };
    if (approve === undefined)
      return {
        approved: false,
        reason: `${changeText(change)}; it needs approval again and no approval is configured`,
      };
    const decision = await approve(call, options);
    const approved = decision === true || (typeof decision === "object" && decision.approved);
    if (approved) ledger.accept(change.name);
    return decision;
  };
}

/**
 * The tools a call is about, read from its resolution: a direct call's own name (whether it
 * resolved or not), a `tool_call`'s one real tool; a batch, a lookup or a rejected `tool_call` none.
 */
function namesOf(call: ModelToolCall, resolved: ResolvedCall): readonly string[] {
  if (call.name !== "tool_call") return [call.name];
  return resolved.kind === "single" ? [resolved.call.name] : [];
}

/** What a changed tool's mark says (a plain JSON object). */
function mark(change: DefinitionChange, policy: DefinitionChangePolicy): Record<string, string> {
  return {
    hash: change.currentHash,
    approved_hash: change.approvedHash,
    policy,
    note: "This tool's definition changed after it was approved; check it before relying on it.",
  };
}

/**
 * Marks a result that involves a changed tool: a `tool_describe` answer gets
 * `definition_changed: {name: mark}`; a call's result gets the mark in `_meta`
 * (`hermes/definitionChanged`) when it is an MCP tool result, else as `definition_changed`.
 * Results about unchanged tools come back as they are (same object).
 */
export function markChanges(
  outcome: DispatchResult,
  call: ModelToolCall,
  resolved: ResolvedCall,
  ledger: DefinitionLedger,
  policy: DefinitionChangePolicy,
): DispatchResult {
  const result = outcome.result;
  if (!isRecord(result)) return outcome;
  if (call.name === "tool_describe") {
    const tools = isRecord(result["tools"]) ? Object.keys(result["tools"]) : [];
    const changed = tools.flatMap((name) => {
      const change = ledger.changed(name);
      return change === undefined ? [] : [[name, mark(change, policy)] as const];
    });
    if (changed.length === 0) return outcome;
    return { ...outcome, result: { ...result, definition_changed: Object.fromEntries(changed) } };
  }
  if (call.name === "tool_search") return outcome;
  const change = namesOf(call, resolved)
    .map((name) => ledger.changed(name))
    .find((found) => found !== undefined);
  if (change === undefined) return outcome;
  if (Array.isArray(result["content"])) {
    const meta = isRecord(result["_meta"]) ? result["_meta"] : {};
    return { ...outcome, result: { ...result, _meta: { ...meta, "hermes/definitionChanged": mark(change, policy) } } };
  }
  return { ...outcome, result: { ...result, definition_changed: mark(change, policy) } };
}
