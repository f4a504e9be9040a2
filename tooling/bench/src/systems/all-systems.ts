import { SEARCH_RANKER_OPTIONS } from "@hermes/catalog/internal";
import type { SearchSystem } from "./search-system.js";
import { hermesFieldwiseSystem, hermesSystem } from "./hermes.js";
import { minisearchSystem } from "./minisearch.js";
import { oramaSystem } from "./orama.js";
import { winkSystem } from "./wink.js";

/** The subject first, then its variants, then its peers; every suite run measures them in this order. */
export const BM25_SUBJECT: SearchSystem<unknown> = hermesSystem;

/**
 * Settings of the subject worth pricing: the field-wise blend at the share the catalog's
 * search uses (none when the catalog runs without it). Variants are not peers.
 */
const CATALOG_SHARE = SEARCH_RANKER_OPTIONS.fieldwise ?? 0;
export const BM25_VARIANTS: readonly SearchSystem<unknown>[] =
  CATALOG_SHARE > 0 ? [hermesFieldwiseSystem(CATALOG_SHARE)] : [];

export const BM25_PEERS: readonly SearchSystem<unknown>[] = [minisearchSystem, winkSystem, oramaSystem];
