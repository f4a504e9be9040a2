import {
  ProtocolError,
  ProtocolErrorCode,
  type Client,
  type CompleteRequest,
  type CompleteResult,
  type GetPromptResult,
  type ListPromptsResult,
  type ListResourcesResult,
  type ListResourceTemplatesResult,
  type LoggingLevel,
  type LoggingMessageNotificationParams,
  type ReadResourceResult,
} from "@modelcontextprotocol/client";
import type { McpHub } from "./mcp-hub-types.js";
import { namespacedUri } from "./resource-naming.js";
import type { McpToolNaming } from "./tool-naming.js";
import { frontPromptNames, frontUris, uriOwner, type Owned } from "./pass-through-names.js";
import { watchNotices } from "./pass-through-notices.js";

/**
 * What a front server passes on to the downstream servers besides tools: resources (list,
 * templates, read), prompts (list, get), completion and the log level. Lists are the union of
 * every ready server's, under namespaced URIs and names, sorted by them (deterministic however
 * the servers start); a request for one item goes to the server that owns it. An unknown URI or
 * name is a JSON-RPC `InvalidParams` error.
 */
export interface McpPassThrough {
  listResources(): Promise<ListResourcesResult>;
  listResourceTemplates(): Promise<ListResourceTemplatesResult>;
  readResource(uri: string, signal?: AbortSignal): Promise<ReadResourceResult>;
  listPrompts(): Promise<ListPromptsResult>;
  getPrompt(name: string, args: Record<string, string> | undefined, signal?: AbortSignal): Promise<GetPromptResult>;
  complete(params: CompleteRequest["params"], signal?: AbortSignal): Promise<CompleteResult>;
  /** Sets the level on every ready server that logs; resolves once each answered (failures are ignored). */
  setLogLevel(level: LoggingLevel): Promise<void>;
  /** Subscribes the owning server to updates of a resource (counted: the server hears once per URI). */
  subscribe(uri: string): Promise<void>;
  /** Drops one subscription of {@link McpPassThrough.subscribe}; the server is unsubscribed with the last. */
  unsubscribe(uri: string): Promise<void>;
  /** Subscribes to log messages no running call claims and to resource updates, under front-facing URIs. */
  onNotice(listener: (notice: McpFrontNotice) => void): () => void;
}

/** A downstream notification as front clients get it. */
export type McpFrontNotice =
  | { readonly kind: "log"; readonly params: LoggingMessageNotificationParams }
  | { readonly kind: "resource-updated"; readonly uri: string };

/** Options of {@link hubPassThrough}. */
export interface McpPassThroughOptions {
  /**
   * Front-facing names of resources and prompts, as `toolNames` of the hub does for tools.
   * Default `"namespaced"` (`hermes-mcp://<server>/<uri>`, `mcp__<server>__<prompt>`);
   * `"raw-where-unique"` keeps a URI or prompt name where no other server lists the same.
   */
  readonly names?: McpToolNaming | undefined;
}

interface Ready {
  readonly server: string;
  readonly client: Client;
}

const byKey =
  <T>(key: (item: T) => string) =>
  (a: T, b: T): number =>
    key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0;

const invalid = (message: string): ProtocolError => new ProtocolError(ProtocolErrorCode.InvalidParams, message);

/**
 * The pass-through of `hub`'s servers: see {@link McpPassThrough}. A server that fails while a
 * list is gathered is left out of that list.
 *
 * @example
 * ```ts
 * const front = createFrontServer({ ...options, passThrough: hubPassThrough(hub, { names: "raw-where-unique" }) });
 * ```
 */
export function hubPassThrough(hub: McpHub, options: McpPassThroughOptions = {}): McpPassThrough {
  const naming = options.names ?? "namespaced";
  const ready = (): Ready[] =>
    hub
      .servers()
      .map((status) => ({ server: status.name, client: hub.connection(status.name)?.connection?.readyClient }))
      .filter((entry): entry is Ready => entry.client !== undefined);
  const owner = (server: string): Client => {
    const client = hub.connection(server)?.connection?.readyClient;
    if (client === undefined) throw invalid(`MCP server "${server}" is not connected`);
    return client;
  };
  const gather = async <T>(each: (entry: Ready) => Promise<readonly T[]>): Promise<T[]> =>
    (await Promise.allSettled(ready().map(each))).flatMap((outcome) =>
      outcome.status === "fulfilled" ? outcome.value : [],
    );
  const prompts = new Map<string, Owned>();
  let resources: readonly Owned[] | undefined;
  let templates: readonly Owned[] | undefined;
  const notices = watchNotices(hub);

  const listPrompts = async (): Promise<ListPromptsResult> => {
    const listed = await gather(async ({ server, client }) =>
      (await client.listPrompts()).prompts.map((prompt) => ({ server, prompt })),
    );
    prompts.clear();
    const names = frontPromptNames(
      listed.map(({ server, prompt }) => ({ server, own: prompt.name })),
      naming,
    );
    const named = listed.map(({ server, prompt }, index) => {
      const name = names[index] ?? prompt.name;
      prompts.set(name, { server, own: prompt.name });
      return { ...prompt, name };
    });
    return { prompts: named.sort(byKey((prompt) => prompt.name)) };
  };
  const promptOwner = async (name: string): Promise<Owned> => {
    if (!prompts.has(name)) await listPrompts();
    const found = prompts.get(name);
    if (found === undefined) throw invalid(`no connected MCP server has a prompt named "${name}"`);
    return found;
  };
  const listResources = async (): Promise<ListResourcesResult> => {
    const listed = await gather(async ({ server, client }) =>
      (await client.listResources()).resources.map((resource) => ({ server, resource })),
    );
    resources = listed.map(({ server, resource }) => ({ server, own: resource.uri }));
    const uris = frontUris(resources, naming);
    const named = listed.map(({ resource }, index) => ({ ...resource, uri: uris[index] ?? resource.uri }));
    return { resources: named.sort(byKey((resource) => resource.uri)) };
  };
  const listResourceTemplates = async (): Promise<ListResourceTemplatesResult> => {
    const listed = await gather(async ({ server, client }) =>
      (await client.listResourceTemplates()).resourceTemplates.map((template) => ({ server, template })),
    );
    templates = listed.map(({ server, template }) => ({ server, own: template.uriTemplate }));
    const uris = frontUris(templates, naming);
    const named = listed.map(({ template }, index) => ({
      ...template,
      uriTemplate: uris[index] ?? template.uriTemplate,
    }));
    return { resourceTemplates: named.sort(byKey((template) => template.uriTemplate)) };
  };
  const resourceOwner = async (uri: string): Promise<Owned> => {
    const find = () => uriOwner(uri, naming, resources ?? [], templates ?? []);
    let found = find();
    if (found === undefined && naming === "raw-where-unique") {
      await Promise.all([listResources(), listResourceTemplates()]);
      found = find();
    }
    if (found !== undefined) return found;
    throw invalid(
      naming === "raw-where-unique"
        ? `no connected MCP server has the resource "${uri}" (or several do: use hermes-mcp://<server>/<uri>)`
        : `"${uri}" is not a resource of this gateway (hermes-mcp://<server>/<uri>)`,
    );
  };
  // A read answers under the URI it was asked by: raw stays raw, namespaced stays namespaced.
  const asAsked = (asked: string, target: Owned, uri: string): string =>
    asked === target.own ? uri : namespacedUri(target.server, uri);

  return {
    listResources,
    listResourceTemplates,
    async readResource(uri, signal) {
      const target = await resourceOwner(uri);
      const result = await owner(target.server).readResource(
        { uri: target.own },
        signal === undefined ? {} : { signal },
      );
      return {
        ...result,
        contents: result.contents.map((content) => ({ ...content, uri: asAsked(uri, target, content.uri) })),
      };
    },
    listPrompts,
    async getPrompt(name, args, signal) {
      const target = await promptOwner(name);
      return owner(target.server).getPrompt(
        { name: target.own, ...(args === undefined ? {} : { arguments: args }) },
        signal === undefined ? {} : { signal },
      );
    },
    async complete(params, signal) {
      const { ref } = params;
      const requestOptions = signal === undefined ? {} : { signal };
      if (ref.type === "ref/prompt") {
        const target = await promptOwner(ref.name);
        return owner(target.server).complete({ ...params, ref: { ...ref, name: target.own } }, requestOptions);
      }
      const target = await resourceOwner(ref.uri);
      return owner(target.server).complete({ ...params, ref: { ...ref, uri: target.own } }, requestOptions);
    },
    async setLogLevel(level) {
      await Promise.allSettled(
        ready()
          .filter(({ client }) => client.getServerCapabilities()?.logging !== undefined)
          .map(({ client }) => client.setLoggingLevel(level)),
      );
    },
    async subscribe(uri) {
      const target = await resourceOwner(uri);
      const client = owner(target.server);
      if (client.getServerCapabilities()?.resources?.subscribe !== true)
        throw invalid(`MCP server "${target.server}" does not support resource subscriptions`);
      if (notices.subscribed(target, uri)) await client.subscribeResource({ uri: target.own });
    },
    async unsubscribe(uri) {
      const target = await resourceOwner(uri);
      if (notices.unsubscribed(target, uri)) await owner(target.server).unsubscribeResource({ uri: target.own });
    },
    onNotice: notices.listen,
  };
}
