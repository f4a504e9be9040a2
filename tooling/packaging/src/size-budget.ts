/** A size limit for one tarball, in bytes. */
export interface SizeBudget {
  /** The `.tgz` as downloaded. */
  readonly packedBytes: number;
  /** The files inside, as installed. */
  readonly unpackedBytes: number;
}

/**
 * Size budgets, about 30 % above the sizes measured when they were set (2026-11, TypeScript
 * 5.9 output with declaration and source maps). Measured then:
 *
 * | package | packed | unpacked |
 * |---|---|---|
 * | `@hermes/bm25` | 48,072 B | 191,167 B |
 * | `@hermes/mcp` | 38,863 B | 147,921 B | (2026-12, when the MCP layer left the umbrella)
 * | `@hermes/mcp` | 52,340 B | 200,090 B | (2026-12, SDK v2: both protocol eras over HTTP, the pass-through of resources, prompts, completion, logging and progress)
 * | `@hermes/mcp` | 61,570 B | 235,978 B | (2026-12: the serve-mode policy, elicitation to the front client, annotations)
 * | `@hermes/mcp` | 69,100 B | 264,600 B | (2026-12: and the OAuth resource-server mode, sealed sessions for replicas, the bind and allowed-host options)
 * | `@hermes/mcp` | ~73,700 B | ~283,200 B | (2026-12: with the policy, server-initiated requests, subscriptions, log forwarding, raw resource and prompt names, OpenTelemetry spans and the JSON log)
 * | `@hermes/mcp` | 82,700 B | 316,000 B | (2026-12: the OAuth, replica and conformance work together)
 * | `@hermes/tool-search` | 16,020 B | 51,779 B | (2026-12: wiring and re-exports only)
 * | `@hermes/tool-search` | 21,035 B | 71,990 B | (2026-12: the definition ledger and hashes, the MCP pass-through option)
 * | `@hermes/tool-search` | 23,914 B | 83,046 B | (2026-12: the policy guard, the real tool in result `_meta`)
 * | `@hermes/tool-search` | 33,652 B | ~118,000 B | (2026-12: the dense embeddings path, `src/dense/`)
 * | `@hermes/tool-search` | 38,195 B | 136,049 B | (2026-12: the dense rerank in config and `tool_search`, the background vector builder)
 * | `@hermes/cli` | 80,345 B | 513,741 B | (2026-12: the CLI and its 469 KB demo catalog)
 *
 * Raise a budget only on purpose (and say why in the changeset); a package that grows past
 * it fails `size-budget.test.ts`.
 */
export const SIZE_BUDGETS: Readonly<Record<string, SizeBudget>> = {
  "@hermes/bm25": { packedBytes: 62_500, unpackedBytes: 250_000 },
  "@hermes/mcp": { packedBytes: 88_000, unpackedBytes: 340_000 },
  "@hermes/tool-search": { packedBytes: 50_000, unpackedBytes: 178_000 },
  "@hermes/cli": { packedBytes: 104_500, unpackedBytes: 668_000 },
};

/** `48072` → `"47.0 KiB"`. */
export const kib = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KiB`;
