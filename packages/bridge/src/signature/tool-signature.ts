import type { JsonSchemaObject } from "@hermes/catalog";
import { MAX_SIGNATURE_CHARS } from "../limits.js";
import { propertiesOf, requiredOf, signatureName, typeText, type TypeDetail } from "./type-text.js";

interface Parameter {
  readonly name: string;
  readonly required: boolean;
  readonly schema: JsonSchemaObject;
}

function parametersOf(schema: JsonSchemaObject): Parameter[] {
  const properties = new Map(propertiesOf(schema));
  const required = requiredOf(schema);
  const requiredSet = new Set(required);
  // Required first (schema `required` order), then the optional ones in `properties` order.
  return [
    ...required.map((name) => ({ name, required: true, schema: properties.get(name) ?? {} })),
    ...[...properties]
      .filter(([name]) => !requiredSet.has(name))
      .map(([name, value]) => ({ name, required: false, schema: value })),
  ];
}

const paramText = (parameter: Parameter, root: JsonSchemaObject, detail: TypeDetail): string =>
  `${signatureName(parameter.name)}${parameter.required ? "" : "?"}: ${typeText(parameter.schema, root, 1, detail)}`;

/**
 * `fixed` then the longest prefix of `parts` that fits `budget`, as `head(…)`, ending in a
 * `…` parameter when anything is left out (`later`: more parameters follow `parts`).
 */
function fitting(
  head: string,
  parts: readonly string[],
  fixed: readonly string[],
  later: boolean,
  budget: number,
): string | undefined {
  const shown = [...fixed];
  const render = (list: readonly string[], more: boolean): string =>
    `${head}(${[...list, ...(more ? ["…"] : [])].join(", ")})`;
  if (render(shown, later || parts.length > 0).length > budget) return undefined;
  for (const [index, part] of parts.entries()) {
    const next = [...shown, part];
    if (render(next, later || index < parts.length - 1).length > budget) return render(shown, true);
    shown.push(part);
  }
  return render(shown, later);
}

/**
 * The compact typed signature of a tool, as `tool_search` hits show it:
 * `create_issue(owner: string, repo: string, title: string, body?: string, labels?: string[])`.
 * Required parameters come first (in `required` order), then the optional ones (`?`) in
 * `properties` order; types are summarised by {@link typeText} rules (enums `"a"|"b"`, nested
 * objects `{key: type, …}`, arrays `T[]`, unknown `any`). Names that are not plain identifiers
 * are JSON-quoted, so no name can fake a parameter or break the line.
 *
 * Never longer than `budget` (default {@link MAX_SIGNATURE_CHARS}): over it, types lose
 * their detail, then trailing optional parameters, then trailing required ones, and a final
 * `…` parameter says some were left out. Deterministic; never throws on any schema value.
 * The format is documented in docs/signatures.md.
 *
 * @example
 * ```ts
 * toolSignature("list_pods", { type: "object", properties: { namespace: { type: "string" } } });
 * // "list_pods(namespace?: string)"
 * ```
 */
export function toolSignature(name: string, schema: JsonSchemaObject, budget: number = MAX_SIGNATURE_CHARS): string {
  const head = signatureName(name);
  const parameters = parametersOf(schema);
  for (const detail of ["full", "plain"] as const) {
    const text = `${head}(${parameters.map((p) => paramText(p, schema, detail)).join(", ")})`;
    if (text.length <= budget) return text;
  }
  const required = parameters.filter((p) => p.required).map((p) => paramText(p, schema, "plain"));
  const optional = parameters.filter((p) => !p.required).map((p) => paramText(p, schema, "plain"));
  return (
    fitting(head, optional, required, false, budget) ??
    fitting(head, required, [], optional.length > 0, budget) ??
    clippedHead(head, budget)
  );
}

/**
 * Only when even `name(…)` is over budget (a budget below the name's length): the name cut
 * and ending in `…`, still JSON-quoted when it was, then `(…)`; at worst the bare `…(…)`.
 */
function clippedHead(head: string, budget: number): string {
  const quoted = head.startsWith('"');
  const inner = quoted ? (JSON.parse(head) as string) : head;
  for (let keep = inner.length - 1; keep > 0; keep--) {
    const cut = `${inner.slice(0, keep).replace(/[\uD800-\uDBFF]$/, "")}…`;
    const text = `${quoted ? JSON.stringify(cut) : cut}(…)`;
    if (text.length <= budget) return text;
  }
  return "…(…)".slice(0, Math.max(0, budget));
}
