import type { McpConnection } from "../connection/mcp-connection.js";
import type { McpDownstreamNotice } from "../connection/server-requests.js";
import type { McpFrontNotice } from "./hub-pass-through.js";
import type { McpHub } from "./mcp-hub-types.js";
import type { Owned } from "./pass-through-names.js";
import { namespacedUri } from "./resource-naming.js";

/** The notices of a hub's servers for front clients, and the count of each resource subscription. */
export interface PassThroughNotices {
  readonly listen: (listener: (notice: McpFrontNotice) => void) => () => void;
  /** Counts a front subscription under `frontUri`; `true` when it is the first for the resource. */
  subscribed(target: Owned, frontUri: string): boolean;
  /** Drops one; `true` when it was the last for the resource. */
  unsubscribed(target: Owned, frontUri: string): boolean;
}

const keyOf = (target: Owned): string => `${target.server}\u0000${target.own}`;

/**
 * Follows every connection the hub's servers get (a restart makes a new one) and turns their
 * notices into front notices: a log message as it is (already tagged with the server), a
 * resource update under each front URI it was subscribed by (namespaced when nobody did).
 */
export function watchNotices(hub: McpHub): PassThroughNotices {
  const listeners = new Set<(notice: McpFrontNotice) => void>();
  const watched = new WeakSet<McpConnection>();
  const subscriptions = new Map<string, Map<string, number>>();
  const send = (notice: McpFrontNotice): void => {
    for (const listener of [...listeners]) listener(notice);
  };
  const relay = (notice: McpDownstreamNotice): void => {
    if (notice.kind === "log") return send({ kind: "log", params: notice.params });
    const uris = subscriptions.get(keyOf({ server: notice.server, own: notice.uri }));
    const fronts =
      uris === undefined || uris.size === 0 ? [namespacedUri(notice.server, notice.uri)] : [...uris.keys()];
    for (const uri of fronts) send({ kind: "resource-updated", uri });
  };
  const follow = (): void => {
    for (const status of hub.servers()) {
      const connection = hub.connection(status.name)?.connection;
      if (connection === undefined || watched.has(connection)) continue;
      watched.add(connection);
      connection.onNotice(relay);
    }
  };
  follow();
  hub.onChange(follow);
  return {
    listen(listener) {
      follow();
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    subscribed(target, frontUri) {
      const key = keyOf(target);
      const uris = subscriptions.get(key) ?? new Map<string, number>();
      const first = [...uris.values()].every((count) => count === 0);
      uris.set(frontUri, (uris.get(frontUri) ?? 0) + 1);
      subscriptions.set(key, uris);
      return first;
    },
    unsubscribed(target, frontUri) {
      const key = keyOf(target);
      const uris = subscriptions.get(key);
      const count = uris?.get(frontUri) ?? 0;
      if (uris === undefined || count === 0) return false;
      if (count === 1) uris.delete(frontUri);
      else uris.set(frontUri, count - 1);
      if (uris.size > 0) return false;
      subscriptions.delete(key);
      return true;
    },
  };
}
