// Test helper (not a test): a deterministic multi-session workload over the embedded demo
// catalog (13 real MCP servers, ~550 tools) plus the loopback gateway's connector tools.
// Each session is scoped to a few servers (a quarter also to connectors) and makes a fixed
// mix of tool_search / tool_describe / tool_call / direct / connector calls, some of them
// aimed at tools outside its scope on purpose.
import { demoToolsets } from "@hermes/cli";
import type { ModelToolCall, Toolset } from "@hermes/tool-search";
import { isRecord } from "@hermes/catalog/internal";

/** One session: the toolsets it is limited to and the calls it makes, in order. */
export interface SessionSpec {
  readonly id: number;
  /** Server names for `assemble(…, { toolsets })` (plus `connectors` when it has them). */
  readonly toolsets: readonly string[];
  readonly connectors: boolean;
  readonly calls: readonly ModelToolCall[];
}

/** The catalog, the sessions, and each session's tool names. */
export interface Workload {
  readonly definitions: readonly Toolset[];
  readonly sessions: readonly SessionSpec[];
  /** Tool names the session may see: its servers' tools and the core tools. */
  readonly allowed: (session: SessionSpec) => ReadonlySet<string>;
  /** Distinctive tool names (with `_`, 8+ chars) of servers outside the session, not mentioned by its own definitions. */
  readonly foreign: (session: SessionSpec) => readonly string[];
  readonly catalogSize: number;
}

interface CatalogTool {
  readonly name: string;
  readonly inputSchema: unknown;
}

const QUERIES = [
  "create github issue",
  "list kubernetes pods",
  "send slack message",
  "query postgres database",
  "create stripe customer",
  "linear update issue",
  "take browser screenshot",
  "search notion pages",
  "send an email",
  "list inbox messages",
  "create linear issue",
  "get sentry issue",
  "search docker images",
  "directions between places",
  "web search news",
  "list supabase projects",
  "merge pull request",
  "delete deployment",
  "refund payment",
  "click element on page",
];

const CONNECTOR_CALLS = [
  { name: "connectors__gmail__SEND_EMAIL", args: (tag: string) => ({ to: `${tag}@example.com`, subject: tag }) },
  { name: "connectors__linear__CREATE_ISSUE", args: (tag: string) => ({ team: "core", title: tag }) },
  { name: "connectors__gmail__EMPTY_TRASH", args: () => ({}) },
  { name: "connectors__linear__ARCHIVE_TEAM", args: (tag: string) => ({ team: tag }) },
  { name: "connectors__linear__SEARCH_ISSUES", args: (tag: string) => ({ query: tag }) },
];

/** mulberry32: a small seeded PRNG, so every run makes the same calls. */
function prng(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** A value for a JSON schema: enum/const first, else a plain value of its type; objects get their required keys. */
function sampleValue(schema: unknown, depth = 0): unknown {
  if (!isRecord(schema) || depth > 4) return "x";
  if (Array.isArray(schema["enum"]) && schema["enum"].length > 0) return schema["enum"][0] as unknown;
  if ("const" in schema) return schema["const"];
  const declared = schema["type"];
  const type = Array.isArray(declared) ? (declared.find((item) => item !== "null") as unknown) : declared;
  switch (type) {
    case "integer":
    case "number":
      return typeof schema["minimum"] === "number" ? schema["minimum"] : 1;
    case "boolean":
      return true;
    case "array": {
      const min = typeof schema["minItems"] === "number" ? schema["minItems"] : 0;
      return Array.from({ length: min }, () => sampleValue(schema["items"], depth + 1));
    }
    case "object":
      return sampleArguments(schema, depth + 1);
    default: {
      const min = typeof schema["minLength"] === "number" ? schema["minLength"] : 1;
      return "x".repeat(Math.max(1, min));
    }
  }
}

function sampleArguments(schema: unknown, depth = 0): Record<string, unknown> {
  if (!isRecord(schema)) return {};
  const properties = isRecord(schema["properties"]) ? schema["properties"] : {};
  const required = Array.isArray(schema["required"])
    ? schema["required"].filter((key): key is string => typeof key === "string")
    : [];
  return Object.fromEntries(required.map((key) => [key, sampleValue(properties[key], depth)]));
}

function toolsOf(toolset: Toolset): CatalogTool[] {
  return toolset.tools.filter((tool): tool is CatalogTool => isRecord(tool) && typeof tool["name"] === "string");
}

/** Builds `sessions` sessions of `callsPerSession` calls each (deterministic). */
export function buildWorkload(sessions: number, callsPerSession: number): Workload {
  const definitions = demoToolsets();
  const core = definitions.filter((toolset) => toolset.source === undefined).flatMap(toolsOf);
  const servers = definitions
    .filter((toolset) => toolset.source !== undefined)
    .map((toolset) => ({ name: toolset.source?.name ?? "", tools: toolsOf(toolset) }));
  const everyTool = servers.flatMap((server) => server.tools);

  const specs = Array.from({ length: sessions }, (_, id): SessionSpec => {
    const random = prng(id + 1);
    const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
    const count = 2 + Math.floor(random() * 4);
    const mine = [...new Set(Array.from({ length: count }, () => pick(servers)))];
    const connectors = id % 4 === 0;
    const ownTools = mine.flatMap((server) => server.tools);
    const someTool = (): CatalogTool => (random() < 0.7 ? pick(ownTools) : pick(everyTool));
    // One name in ten is misspelled, so "did you mean" suggestions are part of the mix.
    const nameOf = (tool: CatalogTool): string => (random() < 0.1 ? tool.name.slice(0, -1) : tool.name);
    const calls = Array.from({ length: callsPerSession }, (_, n): ModelToolCall => {
      const id_ = `s${id}-c${n}`;
      const roll = random();
      if (roll < 0.3) {
        const queries = Array.from({ length: 1 + Math.floor(random() * 3) }, () =>
          random() < 0.7 ? pick(QUERIES) : pick(everyTool).name,
        );
        return { id: id_, name: "tool_search", arguments: { queries } };
      }
      if (roll < 0.45)
        return {
          id: id_,
          name: "tool_describe",
          arguments: { names: Array.from({ length: 1 + Math.floor(random() * 3) }, () => nameOf(someTool())) },
        };
      if (roll < 0.8) {
        const tool = someTool();
        return {
          id: id_,
          name: "tool_call",
          arguments: { calls: [{ name: nameOf(tool), arguments: sampleArguments(tool.inputSchema) }] },
        };
      }
      if (roll < 0.9) {
        const tool = random() < 0.2 ? pick(core) : someTool();
        return { id: id_, name: nameOf(tool), arguments: sampleArguments(tool.inputSchema) };
      }
      const connector = pick(CONNECTOR_CALLS);
      return {
        id: id_,
        name: "tool_call",
        arguments: { calls: [{ name: connector.name, arguments: connector.args(id_) }] },
      };
    });
    return {
      id,
      toolsets: [...mine.map((server) => server.name), ...(connectors ? ["connectors"] : [])],
      connectors,
      calls,
    };
  });

  const allowedCache = new Map<number, ReadonlySet<string>>();
  const allowed = (session: SessionSpec): ReadonlySet<string> => {
    let names = allowedCache.get(session.id);
    if (names === undefined) {
      const mine = servers.filter((server) => session.toolsets.includes(server.name));
      names = new Set([...core, ...mine.flatMap((server) => server.tools)].map((tool) => tool.name));
      allowedCache.set(session.id, names);
    }
    return names;
  };
  const names = [...new Set(everyTool.map((tool) => tool.name))];
  const foreign = (session: SessionSpec): string[] => {
    const own = allowed(session);
    // A name that the session's own definitions mention (an enum value, a description) is no leak.
    const ownText = JSON.stringify([
      ...core,
      ...servers.filter((server) => session.toolsets.includes(server.name)).flatMap((server) => server.tools),
    ]);
    const mentioned = new Set(ownText.match(/[A-Za-z0-9_.-]+/g) ?? []);
    return names.filter((name) => !own.has(name) && name.includes("_") && name.length >= 8 && !mentioned.has(name));
  };
  return { definitions, sessions: specs, allowed, foreign, catalogSize: core.length + everyTool.length };
}
