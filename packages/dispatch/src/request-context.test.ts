import { describe, expect, it } from "vitest";
import { createDispatcher } from "./dispatcher.js";
import type { DispatchContext } from "./dispatch-types.js";
import type { InvokeTool } from "./tool-invocation.js";
import { connectorContext, context, toolCall } from "../test/fixtures.js";

/** A caller's request context: whatever the runtime needs to reach the requester. */
interface Caller {
  readonly user: string;
}

/** An `invoke` that answers which caller's request each call ran for. */
const answerCaller: InvokeTool<Caller> = (name, _args, { request }) =>
  Promise.resolve({ name, user: request?.user ?? "nobody" });

const forUser = (user: string): DispatchContext<Caller> => ({ ...context, request: { user } });

const gmail = { name: "connectors__gmail__SEND_EMAIL", arguments: { to: "a@b.c" } };
const calendar = { name: "connectors__calendar__CREATE_EVENT", arguments: { title: "Sync" } };

describe("dispatch: the caller's request context reaches invoke explicitly", () => {
  it("a direct call, a tool_call and every batch entry get the dispatch's own request", async () => {
    const dispatcher = createDispatcher<Caller>({ invoke: answerCaller });
    const direct = await dispatcher.dispatch({ id: "d", name: "read_file", arguments: { path: "a" } }, forUser("ada"));
    expect(direct.result).toEqual({ name: "read_file", user: "ada" });
    const bridged = await dispatcher.dispatch(
      toolCall("b", [{ name: "mcp__postgres__query", arguments: { sql: "select 1" } }]),
      forUser("grace"),
    );
    expect(bridged.result).toEqual({ name: "mcp__postgres__query", user: "grace" });
    const batch = await dispatcher.dispatch(toolCall("c", [gmail, calendar]), {
      ...connectorContext,
      request: { user: "alan" },
    });
    expect(batch.result).toMatchObject({
      results: [
        { index: 0, response: { name: gmail.name, user: "alan" } },
        { index: 1, response: { name: calendar.name, user: "alan" } },
      ],
    });
  });

  it("concurrent dispatches each keep their own request, and a dispatch without one passes none", async () => {
    const dispatcher = createDispatcher<Caller>({
      invoke: async (name, args, invokeContext) => {
        // The later call finishes first: a shared, ambient context would be overwritten by now.
        await new Promise((resolve) => setTimeout(resolve, invokeContext.request?.user === "ada" ? 20 : 0));
        return answerCaller(name, args, invokeContext);
      },
    });
    const call = (id: string) => ({ id, name: "read_file", arguments: { path: id } });
    const [ada, grace, none] = await Promise.all([
      dispatcher.dispatch(call("1"), forUser("ada")),
      dispatcher.dispatch(call("2"), forUser("grace")),
      dispatcher.dispatch(call("3"), { scope: context.scope, config: context.config }),
    ]);
    expect([ada.result, grace.result, none.result]).toEqual([
      { name: "read_file", user: "ada" },
      { name: "read_file", user: "grace" },
      { name: "read_file", user: "nobody" },
    ]);
  });

  it("an invoke that ignores the request (InvokeTool with its default) fits a dispatcher of any request type", async () => {
    const plain: InvokeTool = (name) => Promise.resolve(`ran ${name}`);
    const dispatcher = createDispatcher<Caller>({ invoke: plain });
    const result = await dispatcher.dispatch({ id: "d", name: "terminal", arguments: {} }, forUser("ada"));
    expect(result).toEqual({ id: "d", name: "terminal", result: "ran terminal", isError: false });
  });
});
