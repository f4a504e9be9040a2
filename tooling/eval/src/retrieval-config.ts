// Everything that decides what our ranker sees: document construction and weights,
// tokenizer switches and the BM25 parameters. The default was chosen from the ablation
// (`pnpm eval --ablation`, recorded in docs/retrieval.md).
import type { DocumentVariant } from "./tool-document.js";

export interface RetrievalConfig {
  readonly document: DocumentVariant;
  /** Emit camelCase parts (`getUser` -> getuser, get, user). */
  readonly splitCamelCase: boolean;
  /** Drop the ranker's ENGLISH_STOP_WORDS from documents and queries. */
  readonly stopWords: boolean;
  readonly k1: number;
  readonly b: number;
}

export const DEFAULT_CONFIG: RetrievalConfig = {
  document: { name: 2, description: 1, params: 0.5 },
  splitCamelCase: true,
  stopWords: true,
  k1: 1.5,
  b: 0.75,
};

/** One line summary, e.g. `name×2 description×1 params×0.5; camelCase on; stop words on; k1 1.5, b 0.75`. */
export function describeConfig(config: RetrievalConfig): string {
  const fields = Object.entries(config.document)
    .map(([field, weight]) => `${field}×${weight}`)
    .join(" ");
  const camel = config.splitCamelCase ? "on" : "off";
  const stop = config.stopWords ? "on" : "off";
  return `${fields}; camelCase split ${camel}; stop words ${stop}; k1 ${config.k1}, b ${config.b}`;
}
