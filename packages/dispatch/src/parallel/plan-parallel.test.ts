import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { ModelToolCall } from "../dispatch-types.js";
import { accessConflicts, pathsOverlap, type PathAccess } from "./path-access.js";
import { planParallel } from "./plan-parallel.js";
import type { RealCall } from "@hermes/bridge";
import { connectorScope, toolCall } from "../../test/fixtures.js";

const scope = connectorScope;
const call = (id: string, name: string, args: unknown): ModelToolCall => ({ id, name, arguments: args });
const bridged = (id: string, name: string, args: unknown): ModelToolCall => toolCall(id, [{ name, arguments: args }]);

const search = call("s", "tool_search", { queries: ["github issues"] });
const describeCall = call("d", "tool_describe", { names: ["mcp__github__list_issues"] });
const github = bridged("gh", "mcp__github__list_issues", { owner: "o", repo: "r" });
const postgres = bridged("pg", "mcp__postgres__query", { sql: "select 1" });
const connectors = toolCall("cb", [
  { name: "connectors__gmail__SEND_EMAIL", arguments: {} },
  { name: "connectors__slack__POST", arguments: {} },
]);
const terminal = call("t", "terminal", { command: "ls" });
const clarify = call("c", "clarify", { question: "Which repo?" });
const manage = call("m", "manage_connections", { action: "status" });
const unparseable = call("u", "tool_call", '{"calls":[{"name":');
const coreViaBridge = bridged("cv", "read_file", { path: "/a" });
const unknown = call("x", "no_such_tool", {});
const read = (id: string, path: string) => call(id, "read_file", { path });
const write = (id: string, path: string) => call(id, "write_file", { path, content: "" });

const ids = (segments: ReturnType<typeof planParallel>) =>
  segments.map((segment) => [segment.kind, segment.barrier, segment.calls.map((member) => member.id)]);

describe("planParallel", () => {
  it("groups parallel-safe calls, keeps the rest in order, and puts every barrier alone", () => {
    const plan = planParallel(
      [
        search,
        github,
        connectors,
        describeCall,
        postgres,
        terminal,
        clarify,
        read("r1", "/a"),
        read("r2", "/b"),
        manage,
        unparseable,
      ],
      {
        scope,
        parallelServers: new Set(["github"]),
      },
    );
    expect(ids(plan)).toEqual([
      ["parallel", false, ["s", "gh", "cb", "d"]],
      ["sequential", false, ["pg", "t"]],
      ["sequential", true, ["c"]],
      ["parallel", false, ["r1", "r2"]],
      ["sequential", true, ["m"]],
      ["sequential", true, ["u"]],
    ]);
  });

  it("decides on the peeled tool: a server that did not opt in runs sequentially through the bridge", () => {
    expect(ids(planParallel([search, github, describeCall], { scope }))).toEqual([
      ["parallel", false, ["s"]],
      ["sequential", false, ["gh"]],
      ["parallel", false, ["d"]],
    ]);
  });

  it("makes unresolvable calls barriers: a core tool through tool_call, an unknown name", () => {
    expect(ids(planParallel([search, coreViaBridge, unknown, search], { scope }))).toEqual([
      ["parallel", false, ["s"]],
      ["sequential", true, ["cv"]],
      ["sequential", true, ["x"]],
      ["parallel", false, ["s"]],
    ]);
  });

  it("never lets a later call overtake a barrier: calls after it start a new segment", () => {
    expect(ids(planParallel([terminal, clarify, terminal], { scope }))).toEqual([
      ["sequential", false, ["t"]],
      ["sequential", true, ["c"]],
      ["sequential", false, ["t"]],
    ]);
  });

  it("keeps calls whose paths conflict out of the same segment (path-scoped tools)", () => {
    const pathAccess = (real: RealCall): PathAccess | undefined => {
      const path = String(real.arguments["path"]);
      if (real.name === "read_file") return { reads: [path], writes: [] };
      if (real.name === "write_file") return { reads: [], writes: [path] };
      return undefined;
    };
    const calls = [
      read("r1", "/r/a"),
      read("r2", "/r/b"),
      write("w1", "/r/a/x.txt"),
      write("w2", "/r/c"),
      read("r3", "/r/c/"),
      read("r4", "/r/cd"),
    ];
    expect(ids(planParallel(calls, { scope, pathAccess }))).toEqual([
      ["parallel", false, ["r1", "r2"]],
      ["parallel", false, ["w1", "w2"]],
      ["parallel", false, ["r3", "r4"]],
    ]);
  });

  it("makes a call whose pathAccess throws a barrier", () => {
    const pathAccess = (): PathAccess => {
      throw new Error("cannot tell");
    };
    expect(ids(planParallel([read("r1", "/a")], { scope, pathAccess }))).toEqual([["sequential", true, ["r1"]]]);
  });

  it("peels a sequential local batch: parallel only if every entry is", () => {
    const both = toolCall("lb", [
      { name: "mcp__github__list_issues", arguments: { owner: "o", repo: "r" } },
      { name: "mcp__github__get_me", arguments: {} },
    ]);
    const mixed = toolCall("lm", [
      { name: "mcp__github__get_me", arguments: {} },
      { name: "mcp__postgres__query", arguments: {} },
    ]);
    const options = { scope, parallelServers: ["github"], localBatches: "sequential" as const };
    expect(ids(planParallel([search, both, mixed], options))).toEqual([
      ["parallel", false, ["s", "lb"]],
      ["sequential", false, ["lm"]],
    ]);
    expect(ids(planParallel([both], { ...options, localBatches: "reject" }))).toEqual([["sequential", true, ["lb"]]]);
  });
});

describe("paths", () => {
  it("overlap when equal or nested, not when they only share a prefix", () => {
    expect([
      pathsOverlap("/a", "/a/"),
      pathsOverlap("/a", "/a/b"),
      pathsOverlap("/a/b", "/a"),
      pathsOverlap("/a", "/ab"),
      pathsOverlap("/", "/x"),
    ]).toEqual([true, true, true, false, true]);
    expect(accessConflicts({ reads: ["/a"], writes: [] }, { reads: ["/a"], writes: [] })).toBe(false);
    expect(accessConflicts({ reads: ["/a"], writes: [] }, { reads: [], writes: ["/a/b"] })).toBe(true);
  });
});

// Every kind of call, tagged with how the planner must treat it.
type Tag = "parallel" | "sequential" | "barrier";
const POOL: readonly (readonly [Tag, (id: string) => ModelToolCall])[] = [
  ["parallel", (id) => ({ ...search, id })],
  ["parallel", (id) => ({ ...describeCall, id })],
  ["parallel", (id) => ({ ...github, id })],
  ["parallel", (id) => ({ ...connectors, id })],
  ["parallel", (id) => read(id, "/r/a")],
  ["parallel", (id) => write(id, "/r/a/b")],
  ["parallel", (id) => write(id, "/r/c")],
  ["sequential", (id) => ({ ...postgres, id })],
  ["sequential", (id) => ({ ...terminal, id })],
  ["barrier", (id) => ({ ...clarify, id })],
  ["barrier", (id) => ({ ...manage, id })],
  ["barrier", (id) => ({ ...unparseable, id })],
  ["barrier", (id) => ({ ...coreViaBridge, id })],
  ["barrier", (id) => ({ ...unknown, id })],
];

describe("planParallel properties", () => {
  it("concatenated segments are the input; barriers are alone; kinds follow the peeled tools; no conflicting paths share a segment", () => {
    const pathAccess = (real: RealCall): PathAccess | undefined => {
      const path = String(real.arguments["path"]);
      if (real.name === "read_file") return { reads: [path], writes: [] };
      return real.name === "write_file" ? { reads: [], writes: [path] } : undefined;
    };
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: POOL.length - 1 }), { maxLength: 30 }), (picks) => {
        const tags = new Map<ModelToolCall, Tag>();
        const calls = picks.flatMap((pick, i) => {
          const chosen = POOL[pick];
          if (chosen === undefined) return [];
          const made = chosen[1](`call_${i}`);
          tags.set(made, chosen[0]);
          return [made];
        });
        const plan = planParallel(calls, { scope, parallelServers: ["github"], pathAccess });
        const flat = plan.flatMap((segment) => segment.calls);
        expect(flat).toHaveLength(calls.length);
        flat.forEach((member, i) => expect(member).toBe(calls[i]));
        for (const [i, segment] of plan.entries()) {
          const memberTags = segment.calls.map((member) => tags.get(member));
          if (memberTags.includes("barrier"))
            expect(segment).toMatchObject({ kind: "sequential", barrier: true, calls: [expect.anything()] });
          if (segment.barrier) expect(memberTags).toEqual(["barrier"]);
          else expect(memberTags.every((tag) => tag === segment.kind)).toBe(true);
          const previous = plan[i - 1];
          if (segment.kind === "sequential" && !segment.barrier)
            expect(previous?.kind === "sequential" && !previous.barrier).toBe(false);
          if (segment.kind === "parallel") {
            const accesses = segment.calls.map((member) =>
              pathAccess({
                index: undefined,
                name: member.name,
                arguments: member.arguments as Record<string, unknown>,
                entry: undefined,
              }),
            );
            accesses.forEach((a, x) =>
              accesses
                .slice(x + 1)
                .forEach((b) => expect(a !== undefined && b !== undefined && accessConflicts(a, b)).toBe(false)),
            );
          }
        }
      }),
      { numRuns: 300 },
    );
  });
});
