// A deliberately naive BM25F, written straight from the formulas, that the tests compare
// the index against. Not part of the build.
import { createTokenizer, type TokenizerOptions } from "../src/tokenizer.js";

export interface ReferenceDoc {
  readonly id: string;
  readonly fields: Readonly<Record<string, string>>;
}

export function referenceScores(
  docs: readonly ReferenceDoc[],
  query: string,
  weights: Readonly<Record<string, number>>,
  {
    k1 = 1.5,
    b = 0.75,
    delta = 0,
    tokenizer = {},
  }: { k1?: number; b?: number; delta?: number; tokenizer?: TokenizerOptions } = {},
): Map<string, number> {
  const tokenize = createTokenizer(tokenizer);
  const fields = Object.keys(weights);
  const tokenized = docs.map((doc) => Object.fromEntries(fields.map((f) => [f, tokenize(doc.fields[f] ?? "")])));
  const N = docs.length;
  const avg = Object.fromEntries(
    fields.map((f) => [f, tokenized.reduce((sum, d) => sum + (d[f]?.length ?? 0), 0) / N]),
  );
  const scores = new Map<string, number>();
  const queryTokens = tokenize(query);
  docs.forEach((doc, i) => {
    const d = tokenized[i] ?? {};
    let score = 0;
    let matchedAny = false;
    for (const token of queryTokens) {
      const df = tokenized.filter((t) => fields.some((f) => t[f]?.includes(token))).length;
      if (df === 0) continue;
      const idf = Math.log(1 + (N - df + 0.5) / (df + 0.5));
      let tfn = 0;
      for (const f of fields) {
        const tf = (d[f] ?? []).filter((t) => t === token).length;
        if (tf === 0) continue;
        const norm = 1 - b + (b * (d[f]?.length ?? 0)) / (avg[f] ?? 1);
        tfn += ((weights[f] ?? 1) * tf) / norm;
      }
      if (tfn > 0) {
        matchedAny = true;
        score += idf * ((tfn * (k1 + 1)) / (tfn + k1) + delta);
      }
    }
    if (matchedAny) scores.set(doc.id, score);
  });
  return scores;
}

/**
 * The field-wise blend written straight from its definition (docs/ranker-design.md,
 * "Field-wise blend"): per distinct query word, idf × Σ over fields with the word of
 * weight × (saturated per-field frequency + delta); times the words matched; blended with
 * the BM25F score, each scaled by the best of all matched documents.
 */
export function referenceBlend(
  docs: readonly ReferenceDoc[],
  query: string,
  weights: Readonly<Record<string, number>>,
  share: number,
  { k1 = 1.5, b = 0.75, delta = 0 }: { k1?: number; b?: number; delta?: number } = {},
): Map<string, number> {
  const bm25f = referenceScores(docs, query, weights, { k1, b, delta });
  const tokenize = createTokenizer({});
  const fields = Object.keys(weights);
  const tokenized = docs.map((doc) => Object.fromEntries(fields.map((f) => [f, tokenize(doc.fields[f] ?? "")])));
  const N = docs.length;
  const avg = Object.fromEntries(
    fields.map((f) => [f, tokenized.reduce((sum, d) => sum + (d[f]?.length ?? 0), 0) / N]),
  );
  const words = [...new Set(tokenize(query))];
  const fieldwise = new Map<string, number>();
  docs.forEach((doc, i) => {
    if (!bm25f.has(doc.id)) return;
    const d = tokenized[i] ?? {};
    let sum = 0;
    let matched = 0;
    for (const word of words) {
      const df = tokenized.filter((t) => fields.some((f) => t[f]?.includes(word))).length;
      if (df === 0) continue;
      const idf = Math.log(1 + (N - df + 0.5) / (df + 0.5));
      let part = 0;
      for (const f of fields) {
        const tf = (d[f] ?? []).filter((t) => t === word).length;
        if (tf === 0) continue;
        const tfn = tf / (1 - b + (b * (d[f]?.length ?? 0)) / (avg[f] ?? 1));
        part += (weights[f] ?? 1) * ((tfn * (k1 + 1)) / (tfn + k1) + delta);
      }
      if (part > 0) matched += 1;
      sum += idf * part;
    }
    fieldwise.set(doc.id, sum * matched);
  });
  const bestBm25f = Math.max(0, ...bm25f.values());
  const bestFieldwise = Math.max(0, ...fieldwise.values());
  const blended = new Map<string, number>();
  for (const [id, score] of bm25f) {
    const scaled = bestFieldwise > 0 ? (bestBm25f * (fieldwise.get(id) ?? 0)) / bestFieldwise : 0;
    blended.set(id, (1 - share) * score + share * scaled);
  }
  return blended;
}
