// The prompt-cache picture: is the tool block the same bytes on every turn? Measured by
// assembling the same catalog turn after turn, in one runtime and in fresh runtimes.
import { createHash } from "node:crypto";
import type { TokenCounter, Toolset } from "@hermes/catalog";
import { economyRuntime, searchBlockOf } from "./economy-runtime.js";

/** The cache picture of one catalog over `turns` turns. */
export interface CachePicture {
  readonly catalog: string;
  readonly turns: number;
  /** Turns whose tool block equals turn 1's bytes, re-assembling in the same runtime. */
  readonly sameRuntime: number;
  /** The same, with a fresh runtime and a deep copy of the definitions every turn. */
  readonly freshRuntime: number;
  /** Whether adding one tool to the catalog changes the block (it must: the listing changes). */
  readonly changesWithCatalog: boolean;
  readonly bytes: number;
  readonly tokens: number;
  /** The first 12 hex digits of the block's SHA-256. */
  readonly sha256: string;
}

const EXTRA_TOOL = {
  name: "economy_probe_tool",
  description: "A tool added to check that the block follows the catalog.",
  inputSchema: { type: "object" },
};

/** Measures {@link CachePicture} for `toolsets`. */
export function cachePicture(
  catalog: string,
  toolsets: readonly Toolset[],
  turns: number,
  count: TokenCounter,
): CachePicture {
  const first = economyRuntime(toolsets, count);
  let sameRuntime = 0;
  let freshRuntime = 0;
  for (let turn = 0; turn < turns; turn++) {
    if (searchBlockOf(first.search, first.search.assemble(toolsets)) === first.searchBlock) sameRuntime += 1;
    if (economyRuntime(structuredClone(toolsets), count).searchBlock === first.searchBlock) freshRuntime += 1;
  }
  const grown = toolsets.map((set, i) =>
    i === toolsets.length - 1 ? { ...set, tools: [...set.tools, EXTRA_TOOL] } : set,
  );
  return {
    catalog,
    turns,
    sameRuntime,
    freshRuntime,
    changesWithCatalog: economyRuntime(grown, count).searchBlock !== first.searchBlock,
    bytes: Buffer.byteLength(first.searchBlock),
    tokens: count(first.searchBlock),
    sha256: createHash("sha256").update(first.searchBlock).digest("hex").slice(0, 12),
  };
}
