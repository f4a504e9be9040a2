import { UriTemplate } from "@modelcontextprotocol/client";
import { namespacedUri, parseNamespacedUri } from "./resource-naming.js";
import { namespacedToolName, type McpToolNaming } from "./tool-naming.js";

// Front-facing names of the resources and prompts the gateway passes on, with the same choice
// as for tools: namespaced always (the default), or kept as the server has them where no other
// server lists the same one (`raw-where-unique`). Pure.

/** A downstream item and the server that has it. */
export interface Owned {
  readonly server: string;
  /** The server's own URI, URI template or prompt name. */
  readonly own: string;
}

const counts = (items: readonly Owned[]): Map<string, Set<string>> => {
  const owners = new Map<string, Set<string>>();
  for (const item of items) owners.set(item.own, (owners.get(item.own) ?? new Set()).add(item.server));
  return owners;
};

/** The front-facing names of `items`, in their order: raw where `naming` allows and the own name is unique. */
export function frontNames(
  items: readonly Owned[],
  naming: McpToolNaming,
  namespaced: (server: string, own: string) => string,
): string[] {
  const owners = counts(items);
  return items.map((item) =>
    naming === "raw-where-unique" && owners.get(item.own)?.size === 1 ? item.own : namespaced(item.server, item.own),
  );
}

/** Front names of resources (URIs and URI templates). */
export const frontUris = (items: readonly Owned[], naming: McpToolNaming): string[] =>
  frontNames(items, naming, namespacedUri);

/** Front names of prompts. */
export const frontPromptNames = (items: readonly Owned[], naming: McpToolNaming): string[] =>
  frontNames(items, naming, (server, own) => namespacedToolName(server, own));

/**
 * The server and own URI a front URI names: a namespaced URI names its server; under
 * `raw-where-unique` a raw URI is the one server's that lists it, else the one server whose
 * URI template matches it. `undefined` when none (or, for a raw URI, more than one) does.
 */
export function uriOwner(
  uri: string,
  naming: McpToolNaming,
  resources: readonly Owned[],
  templates: readonly Owned[],
): Owned | undefined {
  const parsed = parseNamespacedUri(uri);
  if (parsed !== undefined) return { server: parsed.server, own: parsed.uri };
  if (naming !== "raw-where-unique") return undefined;
  const listed = new Set(resources.filter((item) => item.own === uri).map((item) => item.server));
  const matching =
    listed.size > 0 ? listed : new Set(templates.filter((item) => matches(item.own, uri)).map((item) => item.server));
  const [only, ...others] = [...matching];
  return only !== undefined && others.length === 0 ? { server: only, own: uri } : undefined;
}

function matches(template: string, uri: string): boolean {
  try {
    return new UriTemplate(template).match(uri) !== null;
  } catch {
    return false; // not a valid template: it matches nothing
  }
}
