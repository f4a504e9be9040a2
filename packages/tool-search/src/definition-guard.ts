import type { ResolvedCall } from "@hermes/bridge";
import { isRecord } from "@hermes/catalog/internal";
import {
  approvalDenial,
  approvalGate,
  type Approve,
  type DispatchResult,
  type Gate,
  type ModelToolCall,
} from "@hermes/dispatch";
import type { DefinitionChange, DefinitionChangePolicy, DefinitionLedger } from "./definition-ledger.js";

/** The text a refused or re-asked call carries. */
function changeText(change: DefinitionChange): string {
  return `the definition of '${change.name}' changed since it was approved (${change.approvedHash.slice(0, 19)}… → ${change.currentHash.slice(0, 19)}…)`;
}

/**
 * The definition-change rule as a gate of the call pipeline (run just before approval), under a
 * {@link DefinitionChangePolicy} other than `accept`: a tool whose definition changed since it
 * was approved is refused under `block` until its new hash is accepted; under `reapprove` it
 * goes on to approval, or is refused when no approval is configured (`hasApprove` false).
 * Refusals read as the approval's (`DENIED`, with the change in the reason). Unchanged tools pass.
 */
export function definitionGate(ledger: DefinitionLedger, policy: DefinitionChangePolicy, hasApprove: boolean): Gate {
  return {
    kind: "definition",
    decide(call) {
      const change = call.entry === undefined ? undefined : ledger.changed(call.entry.name);
      if (change === undefined || (policy === "reapprove" && hasApprove)) return { action: "allow" };
      if (policy === "block")
        return approvalDenial(call, `${changeText(change)}; it is refused until the user accepts the new definition`);
      return approvalDenial(call, `${changeText(change)}; it needs approval again and no approval is configured`);
    },
  };
}

/**
 * The approval gate of a runtime under a definition-change `policy`: `approve` as a gate and,
 * under `reapprove`, the approved call's changed definition accepted as the new approved one.
 */
export function approvalWithDefinitions(
  ledger: DefinitionLedger,
  policy: DefinitionChangePolicy,
  approve: Approve,
): Gate {
  if (policy !== "reapprove") return approvalGate(approve);
  return approvalGate(approve, (call) => {
    if (call.entry !== undefined && ledger.changed(call.entry.name) !== undefined) ledger.accept(call.entry.name);
  });
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
