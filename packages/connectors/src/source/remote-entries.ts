import { normalizeTools, type Logger, type ToolEntry } from "@hermes/catalog";
import type { VendorToolSchema } from "../gateway/types.js";
import { resolveTwins } from "../names/twins.js";

/**
 * The catalog entry of a remote tool: `source: "connectors"`, `sourceName` the connector as
 * the gateway spelled it, label from it, `format: "neutral"`, the schema as given. `undefined`
 * when the catalog would not accept it (e.g. an unsafe name).
 *
 * @example
 * ```ts
 * remoteEntry("connectors__gmail__SEND_EMAIL", { connector: "gmail", tool: "GMAIL_SEND_EMAIL", description: "Send an email.", inputSchema: { type: "object" } });
 * ```
 */
export function remoteEntry(name: string, schema: VendorToolSchema): ToolEntry | undefined {
  const { entries } = normalizeTools([
    {
      source: { kind: "connectors", name: schema.connector },
      tools: [{ name, description: schema.description, parameters: schema.inputSchema }],
    },
  ]);
  return entries[0];
}

/**
 * Catalog entries for vendor slugs that have a schema: slug → entry. Slugs without a schema
 * (or whose connector and slug compose no valid name) are absent; twins (two slugs, one name)
 * map to the entry of the kept slug, with one warning per pair to `logger`.
 */
export function entriesForSlugs(
  slugs: Iterable<string>,
  schemas: ReadonlyMap<string, VendorToolSchema>,
  logger?: Logger,
): Map<string, ToolEntry> {
  const tools: { connector: string; slug: string }[] = [];
  for (const slug of slugs) {
    const schema = schemas.get(slug);
    if (schema !== undefined) tools.push({ connector: schema.connector, slug });
  }
  const { slugOf, nameOf } = resolveTwins(tools, logger);
  const byName = new Map<string, ToolEntry | undefined>();
  for (const [name, slug] of slugOf) {
    const schema = schemas.get(slug);
    byName.set(name, schema === undefined ? undefined : remoteEntry(name, schema));
  }
  const bySlug = new Map<string, ToolEntry>();
  for (const [slug, name] of nameOf) {
    const entry = byName.get(name);
    if (entry !== undefined) bySlug.set(slug, entry);
  }
  return bySlug;
}
