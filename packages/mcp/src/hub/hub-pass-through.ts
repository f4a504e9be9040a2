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
  type ReadResourceResult,
} from "@modelcontextprotocol/client";
import type { McpHub } from "./mcp-hub-types.js";
import { namespacedUri, parseNamespacedUri } from "./resource-naming.js";
import { namespacedToolName } from "./tool-naming.js";

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
 * const front = createFrontServer({ ...options, passThrough: hubPassThrough(hub) });
 * ```
 */
export function hubPassThrough(hub: McpHub): McpPassThrough {
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
  const prompts = new Map<string, { readonly server: string; readonly name: string }>();

  const listPrompts = async (): Promise<ListPromptsResult> => {
    const listed = await gather(async ({ server, client }) =>
      (await client.listPrompts()).prompts.map((prompt) => ({ server, prompt })),
    );
    prompts.clear();
    const named = listed.map(({ server, prompt }) => {
      const name = namespacedToolName(server, prompt.name);
      prompts.set(name, { server, name: prompt.name });
      return { ...prompt, name };
    });
    return { prompts: named.sort(byKey((prompt) => prompt.name)) };
  };
  const promptOwner = async (name: string): Promise<{ readonly server: string; readonly name: string }> => {
    if (!prompts.has(name)) await listPrompts();
    const found = prompts.get(name);
    if (found === undefined) throw invalid(`no connected MCP server has a prompt named "${name}"`);
    return found;
  };
  const resourceOwner = (uri: string): { readonly server: string; readonly uri: string } => {
    const parsed = parseNamespacedUri(uri);
    if (parsed === undefined) throw invalid(`"${uri}" is not a resource of this gateway (hermes-mcp://<server>/<uri>)`);
    return parsed;
  };

  return {
    async listResources() {
      const listed = await gather(async ({ server, client }) =>
        (await client.listResources()).resources.map((resource) => ({
          ...resource,
          uri: namespacedUri(server, resource.uri),
        })),
      );
      return { resources: listed.sort(byKey((resource) => resource.uri)) };
    },
    async listResourceTemplates() {
      const listed = await gather(async ({ server, client }) =>
        (await client.listResourceTemplates()).resourceTemplates.map((template) => ({
          ...template,
          uriTemplate: namespacedUri(server, template.uriTemplate),
        })),
      );
      return { resourceTemplates: listed.sort(byKey((template) => template.uriTemplate)) };
    },
    async readResource(uri, signal) {
      const target = resourceOwner(uri);
      const result = await owner(target.server).readResource(
        { uri: target.uri },
        signal === undefined ? {} : { signal },
      );
      return {
        ...result,
        contents: result.contents.map((content) => ({ ...content, uri: namespacedUri(target.server, content.uri) })),
      };
    },
    listPrompts,
    async getPrompt(name, args, signal) {
      const target = await promptOwner(name);
      return owner(target.server).getPrompt(
        { name: target.name, ...(args === undefined ? {} : { arguments: args }) },
        signal === undefined ? {} : { signal },
      );
    },
    async complete(params, signal) {
      const { ref } = params;
      const options = signal === undefined ? {} : { signal };
      if (ref.type === "ref/prompt") {
        const target = await promptOwner(ref.name);
        return owner(target.server).complete({ ...params, ref: { ...ref, name: target.name } }, options);
      }
      const target = resourceOwner(ref.uri);
      return owner(target.server).complete({ ...params, ref: { ...ref, uri: target.uri } }, options);
    },
    async setLogLevel(level) {
      await Promise.allSettled(
        ready()
          .filter(({ client }) => client.getServerCapabilities()?.logging !== undefined)
          .map(({ client }) => client.setLoggingLevel(level)),
      );
    },
  };
}
