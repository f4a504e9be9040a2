// What signatures buy on labelled eval sets: of the queries whose right tool is in the
// tool_search hits, how many could call it from the hit alone (docs/token-economy.md).
import type { TokenCounter } from "@hermes/catalog";
import type { EvalSet } from "@hermes/data";
import { hubToolsets } from "./systems/hub-toolsets.js";
import { callableFromSignature } from "./economy-callable.js";
import { bridgeAnswer, economyRuntime, withoutSignatures } from "./economy-runtime.js";

/** The signature study of one eval set. */
export interface SignatureStudy {
  readonly set: string;
  /** Queries searched (every query, or an even sample of `maxQueries`). */
  readonly queries: number;
  /** (query, relevant tool) pairs with the tool among the hits. */
  readonly hits: number;
  /** Of those, the pairs whose hit signature names every required parameter with a type. */
  readonly callable: number;
  /** The hits whose tool has at least one required parameter, and how many of them are callable. */
  readonly withRequired: number;
  readonly callableWithRequired: number;
  /** Mean tokens of one tool_search result without and with signatures. */
  readonly tokensBefore: number;
  readonly tokensAfter: number;
}

/** Every k-th query so that at most `max` are kept, in set order. Deterministic. */
export function sampleQueries<T>(queries: readonly T[], max: number): T[] {
  const stride = Math.max(1, Math.ceil(queries.length / max));
  return queries.filter((_, i) => i % stride === 0);
}

/**
 * Searches each (sampled) query of `set` with `tool_search` over the set's tools (all deferred,
 * grouped by server, default limit) and checks each relevant tool found with
 * `callableFromSignature`. Token means use `count` on the result JSON.
 */
export async function studySignatures(set: EvalSet, count: TokenCounter, maxQueries: number): Promise<SignatureStudy> {
  // Tools named as the umbrella's MCP hub names them, so a name repeated across servers is still one tool each.
  const hub = hubToolsets(set.tools);
  const runtime = economyRuntime(hub.toolsets, count);
  const schemas = new Map(runtime.assembly.plan.deferred.map((entry) => [entry.name, entry.inputSchema]));
  const queries = sampleQueries(set.queries, maxQueries);
  const nameById = new Map(set.tools.map((tool, i) => [tool.id, hub.names[i]]));
  let hits = 0;
  let callable = 0;
  let withRequired = 0;
  let callableWithRequired = 0;
  let before = 0;
  let after = 0;
  for (const query of queries) {
    const result = (await bridgeAnswer(runtime, "tool_search", { queries: [query.text] })) as {
      tools?: Record<string, { signature: string }>;
    };
    before += count(JSON.stringify(withoutSignatures(result)));
    after += count(JSON.stringify(result));
    // Relevance is by tool id (`server::tool` where names repeat across servers).
    for (const id of new Set(query.relevant)) {
      const name = nameById.get(id);
      if (name === undefined) continue;
      const hit = result.tools?.[name];
      const schema = schemas.get(name);
      if (hit === undefined || schema === undefined) continue;
      hits += 1;
      const ok = callableFromSignature(hit.signature, schema);
      if (ok) callable += 1;
      if (Array.isArray(schema["required"]) && schema["required"].length > 0) {
        withRequired += 1;
        if (ok) callableWithRequired += 1;
      }
    }
  }
  const n = Math.max(1, queries.length);
  return {
    set: set.name,
    queries: queries.length,
    hits,
    callable,
    withRequired,
    callableWithRequired,
    tokensBefore: before / n,
    tokensAfter: after / n,
  };
}
