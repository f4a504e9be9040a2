import type { ConnectorList, ConnectorStatus } from "./types.js";
import { readListPage } from "./read-responses.js";

/** Connectors per list page. */
export const LIST_PAGE_SIZE = 50;

/**
 * Reads the paginated connector list: `limit=50`, then `cursor=<nextCursor>` until a page has
 * no cursor, `maxPages` pages were read, or a cursor repeats (then `complete: false`). Errors of a page (including an abort) are thrown.
 */
export async function listAll(
  maxPages: number,
  fetchPage: (query: string) => Promise<unknown>,
): Promise<ConnectorList> {
  const items: ConnectorStatus[] = [];
  const seen = new Set<string>();
  let cursor: string | undefined;
  for (let page = 0; page < Math.max(1, maxPages); page += 1) {
    const query = `limit=${LIST_PAGE_SIZE}${cursor === undefined ? "" : `&cursor=${encodeURIComponent(cursor)}`}`;
    const read = readListPage(await fetchPage(query));
    items.push(...read.items);
    if (read.nextCursor === undefined) return { items, complete: true };
    if (seen.has(read.nextCursor)) return { items, complete: false };
    seen.add(read.nextCursor);
    cursor = read.nextCursor;
  }
  return { items, complete: false };
}
