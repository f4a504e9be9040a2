import type { Logger } from "@hermes/catalog";
import { composeConnectorToolName, hasConnectorPrefix } from "./codec.js";

/** A vendor tool as the gateway names it: its connector (as spelled) and its slug. */
export interface VendorTool {
  readonly connector: string;
  readonly slug: string;
}

/** Two slugs that compose the same name, and which one was kept. */
export interface TwinSlugs {
  readonly name: string;
  readonly kept: string;
  readonly dropped: string;
}

/** What {@link resolveTwins} makes of a list of vendor tools. */
export interface ResolvedNames {
  /** Composed name → the slug it stands for (one per name). */
  readonly slugOf: ReadonlyMap<string, string>;
  /** Slug → composed name, for every slug that composed a valid name (twins included). */
  readonly nameOf: ReadonlyMap<string, string>;
  readonly twins: readonly TwinSlugs[];
}

/**
 * Composes a name for each vendor tool and settles twins — two slugs that compose the same
 * name (`GMAIL_SEND_EMAIL` and `SEND_EMAIL` under `gmail`): the prefixed slug is kept (it is
 * the first candidate when the name is described or executed); between two of the same kind
 * the first seen is kept. Each twin pair is reported once, and once to `logger.warn` with a
 * message naming both slugs. Slugs that compose no valid name are left out.
 *
 * @example
 * ```ts
 * resolveTwins([{ connector: "gmail", slug: "SEND_EMAIL" }, { connector: "gmail", slug: "GMAIL_SEND_EMAIL" }], console);
 * // slugOf: connectors__gmail__SEND_EMAIL → "GMAIL_SEND_EMAIL"; one warning naming both
 * ```
 */
export function resolveTwins(tools: Iterable<VendorTool>, logger?: Logger): ResolvedNames {
  const slugOf = new Map<string, string>();
  const prefixed = new Map<string, boolean>();
  const nameOf = new Map<string, string>();
  const twins: TwinSlugs[] = [];
  for (const { connector, slug } of tools) {
    if (nameOf.has(slug)) continue;
    const name = composeConnectorToolName(connector, slug);
    if (name === undefined) continue;
    nameOf.set(slug, name);
    const isPrefixed = hasConnectorPrefix(connector, slug);
    const first = slugOf.get(name);
    if (first === undefined) {
      slugOf.set(name, slug);
      prefixed.set(name, isPrefixed);
      continue;
    }
    const replace = isPrefixed && prefixed.get(name) !== true;
    const twin: TwinSlugs = replace ? { name, kept: slug, dropped: first } : { name, kept: first, dropped: slug };
    if (replace) {
      slugOf.set(name, slug);
      prefixed.set(name, true);
    }
    twins.push(twin);
    logger?.warn(
      `connectors: vendor tools ${JSON.stringify(twin.kept)} and ${JSON.stringify(twin.dropped)} both compose ${JSON.stringify(name)}; keeping ${JSON.stringify(twin.kept)}`,
      { name, kept: twin.kept, dropped: twin.dropped },
    );
  }
  return { slugOf, nameOf, twins };
}
