import type { SearchSystem } from "./search-system.js";
import { hermesSystem } from "./hermes.js";
import { minisearchSystem } from "./minisearch.js";
import { oramaSystem } from "./orama.js";
import { winkSystem } from "./wink.js";

/** The subject first, then its peers; every suite run measures them in this order. */
export const BM25_SUBJECT: SearchSystem<unknown> = hermesSystem;
export const BM25_PEERS: readonly SearchSystem<unknown>[] = [minisearchSystem, winkSystem, oramaSystem];
