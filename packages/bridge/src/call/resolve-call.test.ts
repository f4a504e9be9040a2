import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { findDeferred, type BridgeScope } from "../bridge-scope.js";
import { resolveCall } from "./resolve-call.js";
import type { ResolvedCall } from "./resolved-call.js";
import { getIssueSchema, testPlan, testScope } from "../../test/call-scope.js";

const scope = testScope({ outsideScope: ["mcp__slack__post_message"] });
const connectorScope = testScope({ connectors: true });
const entry = (name: string) => findDeferred(scope, name);
/** The error of a rejected resolution (what the model reads); any other resolution as it is. */
const rejectedWith = (resolved: ResolvedCall): unknown => (resolved.kind === "rejected" ? resolved.error : resolved);
/** A `tool_call` request with `args` resolved in `within`. */
const toolCall = (args: unknown, within: BridgeScope) => resolveCall({ name: "tool_call", arguments: args }, within);

describe("resolveCall of tool_call: local calls", () => {
  it("resolves every input shape of one call to the same local call", () => {
    const expected = {
      kind: "single",
      route: "bridge",
      call: {
        index: undefined,
        name: "mcp__github__get_issue",
        arguments: { number: 7 },
        entry: entry("mcp__github__get_issue"),
      },
    };
    const shapes: unknown[] = [
      { calls: [{ name: "mcp__github__get_issue", arguments: { number: 7 } }] },
      { calls: '[{"name":"mcp__github__get_issue","arguments":{"number":7}}]' },
      { calls: { name: "mcp__github__get_issue", arguments: { number: 7 } } },
      { name: "mcp__github__get_issue", arguments: { number: 7 } },
      { name: "mcp__github__get_issue", arguments: '{"number":7}' },
      { calls: [{ name: "mcp__github__get_issue", arguments: { number: "7" } }] },
    ];
    for (const shape of shapes) expect(toolCall(shape, scope)).toEqual(expected);
  });

  it("passes null and blank arguments as {} to a tool without required fields", () => {
    const list = {
      kind: "single",
      route: "bridge",
      call: {
        index: undefined,
        name: "mcp__github__list_issues",
        arguments: {},
        entry: entry("mcp__github__list_issues"),
      },
    };
    expect(toolCall({ calls: [{ name: "mcp__github__list_issues", arguments: null }] }, scope)).toEqual(list);
    expect(toolCall({ calls: [{ name: "mcp__github__list_issues", arguments: "" }] }, scope)).toEqual(list);
  });

  it("validates before anything runs", () => {
    expect(rejectedWith(toolCall({ calls: [{ name: "mcp__github__get_issue", arguments: null }] }, scope))).toEqual({
      error:
        "tool_call to 'mcp__github__get_issue' failed argument validation at arguments.number (required): missing required property 'number'. The tool was NOT invoked.",
      path: "arguments.number",
      constraint: "required",
      parameters: getIssueSchema,
      hint: 'Add arguments.number and call tool_call again; "parameters" lists every field and which are required.',
    });
  });
});

describe("resolveCall of tool_call: names", () => {
  it("rejects a bridge tool name", () => {
    expect(rejectedWith(toolCall({ calls: [{ name: "tool_describe", arguments: { names: ["x"] } }] }, scope))).toEqual({
      error:
        "'tool_describe' is a bridge tool, not a deferred one: call it directly as its own tool. tool_call only runs tools found with tool_search.",
    });
  });

  it("sends a directly-listed tool back to be called directly", () => {
    expect(rejectedWith(toolCall({ name: "read_file", arguments: { path: "a" } }, scope))).toEqual({
      error:
        "'read_file' is a directly-listed tool, not a deferred one. Call it directly instead of through tool_call.",
    });
  });

  it("rejects an unknown name with suggestions", () => {
    expect(rejectedWith(toolCall({ calls: [{ name: "create_issue", arguments: {} }] }, scope))).toEqual({
      error:
        "'create_issue' is not a known tool name. Did you mean 'mcp__github__create_issue', 'mcp__jira__create_issue'? Call it by its exact name.",
      suggestions: ["mcp__github__create_issue", "mcp__jira__create_issue"],
    });
    expect(rejectedWith(toolCall({ calls: [{ name: "send_email", arguments: {} }] }, scope))).toEqual({
      error: "'send_email' is not a known tool name. Use tool_search to find the tool, then call it by its exact name.",
      suggestions: [],
    });
  });

  it("rejects a tool outside the session's toolsets", () => {
    expect(rejectedWith(toolCall({ calls: [{ name: "mcp__slack__post_message", arguments: {} }] }, scope))).toEqual({
      error:
        "'mcp__slack__post_message' is not available in this session. Do not retry it; use tool_search to find a tool this session has.",
    });
  });

  it("cannot resolve a tool whose toolset is not in the session, even if another session has it", () => {
    const wider = testPlan({
      extra: [
        {
          source: { kind: "mcp", name: "notion" },
          tools: [{ name: "mcp__notion__search", inputSchema: { type: "object" } }],
        },
      ],
    });
    expect(toolCall({ name: "mcp__notion__search" }, { plan: wider })).toMatchObject({
      kind: "single",
      route: "bridge",
    });
    expect(rejectedWith(toolCall({ name: "mcp__notion__search" }, scope))).toEqual({
      error:
        "'mcp__notion__search' is not a known tool name. Did you mean 'mcp__jira__search'? Call it by its exact name.",
      suggestions: ["mcp__jira__search"],
    });
  });
});

describe("resolveCall of tool_call: batches", () => {
  it("rejects a batch with a local tool, restating a valid retry", () => {
    expect(
      rejectedWith(
        toolCall(
          {
            calls: [
              { name: "mcp__github__get_issue", arguments: '{"number":1}' },
              { name: "mcp__jira__search" },
              { name: "read_file" },
            ],
          },
          scope,
        ),
      ),
    ).toEqual({
      error:
        "tool_call runs one local tool per request: this request has 3 calls and 'mcp__github__get_issue' is not a connectors__ tool " +
        "(only connectors__ tools can be batched). " +
        'Retry with only: {"calls":[{"name":"mcp__github__get_issue","arguments":{"number":1}}]} then issue the remaining 2 call(s) separately.',
    });
  });

  it("resolves an all-connectors__ batch in order, unvalidated (remote schemas)", () => {
    expect(
      toolCall(
        {
          calls: [
            { name: "connectors__gmail__send", arguments: { to: "a" } },
            { name: "connectors__gmail__list", arguments: null },
          ],
        },
        connectorScope,
      ),
    ).toEqual({
      kind: "batch",
      mode: "connector",
      calls: [
        { index: 0, name: "connectors__gmail__send", arguments: { to: "a" }, entry: undefined },
        { index: 1, name: "connectors__gmail__list", arguments: {}, entry: undefined },
      ],
    });
    expect(toolCall({ name: "connectors__gmail__send", arguments: { to: "a" } }, connectorScope)).toEqual({
      kind: "batch",
      mode: "connector",
      calls: [{ index: 0, name: "connectors__gmail__send", arguments: { to: "a" }, entry: undefined }],
    });
  });

  it("validates a connector entry whose schema the catalog holds", () => {
    const plan = testPlan({
      connectors: true,
      extra: [
        {
          source: { kind: "connectors", name: "gateway" },
          tools: [
            {
              name: "connectors__gmail__send",
              inputSchema: { type: "object", properties: { to: { type: "string" } }, required: ["to"] },
            },
          ],
        },
      ],
    });
    const withSchema = { plan };
    expect(
      rejectedWith(
        toolCall(
          { calls: [{ name: "connectors__gmail__list" }, { name: "connectors__gmail__send", arguments: {} }] },
          withSchema,
        ),
      ),
    ).toMatchObject({
      error:
        "calls[1]: tool_call to 'connectors__gmail__send' failed argument validation at arguments.to (required): missing required property 'to'. The tool was NOT invoked. Nothing in this batch was run.",
      path: "arguments.to",
      constraint: "required",
    });
  });

  it("rejects connector tools when connectors are off, naming the entry in a batch", () => {
    expect(rejectedWith(toolCall({ calls: [{ name: "connectors__gmail__send" }] }, scope))).toEqual({
      error:
        "'connectors__gmail__send' is not available in this session. Do not retry it; use tool_search to find a tool this session has.",
    });
    expect(
      rejectedWith(
        toolCall({ calls: [{ name: "connectors__gmail__send" }, { name: "connectors__gmail__list" }] }, scope),
      ),
    ).toEqual({
      error:
        "calls[0]: 'connectors__gmail__send' is not available in this session. Do not retry it; use tool_search to find a tool this session has. Nothing in this batch was run.",
    });
  });

  it("caps connector batches at 10", () => {
    const calls = Array.from({ length: 11 }, (_, i) => ({ name: `connectors__x__t${i}` }));
    expect(rejectedWith(toolCall({ calls }, connectorScope))).toEqual({
      error:
        "A connector batch holds at most 10 calls; this one has 11. Split it into tool_call requests of at most 10 calls each.",
    });
  });

  it("rejects an empty request and reports malformed entries", () => {
    expect(rejectedWith(toolCall({ calls: [] }, scope))).toEqual({
      error: 'calls is empty: pass at least one call, as in {"calls":[{"name":"<tool name>","arguments":{…}}]}.',
    });
    expect(
      rejectedWith(toolCall({ calls: [{ name: "a" }, { name: "b" }, { name: "c", arguments: 3 }] }, scope)),
    ).toEqual({
      error: "calls[2].arguments must be an object or a JSON object string, got a number.",
    });
  });
});

describe("resolveCall of tool_call properties", () => {
  const isResult = (value: ResolvedCall): boolean =>
    value.kind === "rejected"
      ? typeof value.error.error === "string"
      : value.kind === "single" || value.kind === "batch";
  const names = fc.constantFrom(
    "mcp__github__get_issue",
    "mcp__github__create_issue",
    "read_file",
    "tool_call",
    "connectors__a__b",
    "create_issue",
    "",
  );
  const call = fc.record(
    {
      name: fc.oneof(names, fc.jsonValue()),
      arguments: fc.oneof(
        fc.jsonValue(),
        fc.dictionary(fc.string(), fc.jsonValue()).map((o) => JSON.stringify(o)),
      ),
    },
    { requiredKeys: [] },
  );
  const request = fc.oneof(
    fc.jsonValue(),
    fc.anything(),
    fc.record({
      calls: fc.oneof(
        fc.array(call),
        call,
        fc.array(call).map((c) => JSON.stringify(c)),
      ),
    }),
    call,
  );

  it("never throws on arbitrary input and answers a resolution or {error: string}", () => {
    fc.assert(
      fc.property(request, fc.boolean(), (args, connectors) => {
        expect(isResult(toolCall(args, connectors ? connectorScope : scope))).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });

  it("is deterministic: the same input resolves deep-equal", () => {
    fc.assert(
      fc.property(request, (args) => {
        expect(toolCall(args, connectorScope)).toEqual(toolCall(structuredClone(args), connectorScope));
      }),
      { numRuns: 500 },
    );
  });

  it("never modifies the request", () => {
    fc.assert(
      fc.property(request, (args) => {
        const before = structuredClone(args);
        toolCall(args, scope);
        expect(args).toEqual(before);
      }),
      { numRuns: 500 },
    );
  });
});
