// The ablation: configurations that each differ from the default in one respect (plus
// the cumulative build-up of the document), so every default choice has a number next to it.
import type { RetrievalConfig } from "./retrieval-config.js";
import { DOCUMENT_FIELDS, variantFields } from "./tool-document.js";
import type { DocumentField, DocumentVariant } from "./tool-document.js";

export interface AblationVariant {
  /** What is varied, e.g. `fields`, `name weight`. */
  readonly group: string;
  readonly label: string;
  readonly config: RetrievalConfig;
}

/** Weights of fields the default leaves out, used when a variant adds them. */
export const ADDED_FIELD_WEIGHTS: Readonly<Record<DocumentField, number>> = {
  name: 1,
  description: 1,
  params: 1,
  paramDescriptions: 0.5,
  server: 1,
};

export const NAME_WEIGHTS: readonly number[] = [1, 2, 3, 5, 10, 15];
export const K1_VALUES: readonly number[] = [1.2, 1.5, 2.5, 4];
export const B_VALUES: readonly number[] = [0.3, 0.6, 0.75, 1];
/** BM25+ lower bounds tried (0 is plain BM25). */
export const DELTA_VALUES: readonly number[] = [0, 0.25, 0.5, 1];
/** Field-wise shares tried (0 is BM25F alone; `Bm25Options.fieldwise`). */
export const FIELDWISE_VALUES: readonly number[] = [0, 0.15, 0.3, 0.5, 1];

const FIELD_LABELS: Readonly<Record<DocumentField, string>> = {
  name: "name",
  description: "description",
  params: "param names",
  paramDescriptions: "param descriptions",
  server: "server name",
};

/**
 * The document rows: the default's fields added one at a time in `DOCUMENT_FIELDS` order
 * (`name only`, `name + description`, `+ param names`, …), then each field the default
 * leaves out added to the default on its own (`+ param descriptions ×0.5`, `+ server name ×1`).
 */
export function fieldSteps(base: RetrievalConfig): { label: string; fields: DocumentField[] }[] {
  const used = variantFields(base.document);
  const steps = used.map((field, i) => {
    const fields = used.slice(0, i + 1);
    if (i === 0) return { label: `${FIELD_LABELS[field]} only`, fields };
    if (i === 1) return { label: fields.map((f) => FIELD_LABELS[f]).join(" + "), fields };
    return { label: `+ ${FIELD_LABELS[field]}`, fields };
  });
  for (const field of DOCUMENT_FIELDS) {
    if (used.includes(field)) continue;
    steps.push({ label: `+ ${FIELD_LABELS[field]} ×${ADDED_FIELD_WEIGHTS[field]}`, fields: [...used, field] });
  }
  return steps;
}

function withFields(base: RetrievalConfig, fields: readonly DocumentField[]): DocumentVariant {
  return Object.fromEntries(fields.map((field) => [field, base.document[field] ?? ADDED_FIELD_WEIGHTS[field]]));
}

function uniqueSorted(values: readonly number[]): number[] {
  return [...new Set(values)].sort((x, y) => x - y);
}

export function ablationVariants(base: RetrievalConfig): AblationVariant[] {
  const variants: AblationVariant[] = [];
  for (const step of fieldSteps(base)) {
    variants.push({ group: "fields", label: step.label, config: { ...base, document: withFields(base, step.fields) } });
  }
  for (const weight of uniqueSorted([...NAME_WEIGHTS, base.document.name ?? 1])) {
    variants.push({
      group: "name weight",
      label: `name ×${weight}`,
      config: { ...base, document: { ...base.document, name: weight } },
    });
  }
  for (const split of [true, false]) {
    variants.push({
      group: "tokenizer",
      label: `camelCase split ${split ? "on" : "off"}`,
      config: { ...base, splitCamelCase: split },
    });
  }
  for (const stop of [true, false]) {
    variants.push({
      group: "tokenizer",
      label: `stop words ${stop ? "on" : "off"}`,
      config: { ...base, stopWords: stop },
    });
  }
  for (const k1 of uniqueSorted([...K1_VALUES, base.k1])) {
    for (const b of uniqueSorted([...B_VALUES, base.b])) {
      variants.push({ group: "k1 / b", label: `k1 ${k1}, b ${b}`, config: { ...base, k1, b } });
    }
  }
  for (const delta of uniqueSorted([...DELTA_VALUES, base.delta])) {
    variants.push({ group: "BM25+ delta", label: `delta ${delta}`, config: { ...base, delta } });
  }
  for (const fieldwise of uniqueSorted([...FIELDWISE_VALUES, base.fieldwise])) {
    variants.push({ group: "field-wise blend", label: `share ${fieldwise}`, config: { ...base, fieldwise } });
  }
  return variants;
}

/** A key equal for equal configurations (field order ignored), to evaluate each once. */
export function configKey(config: RetrievalConfig): string {
  const document = Object.entries(config.document).sort(([x], [y]) => x.localeCompare(y));
  const { splitCamelCase, stopWords, k1, b, delta, fieldwise } = config;
  return JSON.stringify([document, splitCamelCase, stopWords, k1, b, delta, fieldwise]);
}
