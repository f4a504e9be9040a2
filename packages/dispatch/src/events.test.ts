import { describe, expect, it } from "vitest";
import { createDispatcher } from "./dispatcher.js";
import { connectorContext, context, recordingParts, steppingClock, toolCall } from "../test/fixtures.js";

describe("activity events", () => {
  it("name the real tool behind tool_call and keep the model's call id", async () => {
    const { parts, events } = recordingParts({ clock: steppingClock(), approve: () => true }, () =>
      Promise.resolve({ rows: 1 }),
    );
    await createDispatcher(parts).dispatch(
      toolCall("call_9", [{ name: "mcp__postgres__query", arguments: { sql: "select 1" } }]),
      context,
    );
    const base = { callId: "call_9", name: "mcp__postgres__query", route: "bridge", index: undefined };
    expect(events).toEqual([
      { type: "started", ...base, arguments: { sql: "select 1" } },
      { type: "approved", ...base },
      { type: "finished", ...base, ok: true, durationMs: 2.5, result: { rows: 1 } },
    ]);
  });

  it("name every batch entry's real tool and index", async () => {
    const { parts, events } = recordingParts({ approve: (call) => call.index === 0 });
    const calls = [
      { name: "connectors__gmail__SEND_EMAIL", arguments: {} },
      { name: "connectors__slack__POST", arguments: {} },
    ];
    await createDispatcher(parts).dispatch(toolCall("b", calls), connectorContext);
    expect(events.map((event) => [event.type, event.callId, event.name, event.index])).toEqual([
      ["started", "b", "connectors__gmail__SEND_EMAIL", 0],
      ["approved", "b", "connectors__gmail__SEND_EMAIL", 0],
      ["finished", "b", "connectors__gmail__SEND_EMAIL", 0],
      ["started", "b", "connectors__slack__POST", 1],
      ["denied", "b", "connectors__slack__POST", 1],
    ]);
  });

  it("mark a direct call to a deferred tool as route 'direct'", async () => {
    const { parts, events } = recordingParts();
    await createDispatcher(parts).dispatch({ id: "d", name: "mcp__github__get_me", arguments: null }, context);
    expect(events.map((event) => [event.type, event.name, event.route])).toEqual([
      ["started", "mcp__github__get_me", "direct"],
      ["finished", "mcp__github__get_me", "direct"],
    ]);
  });

  it("cannot break a dispatch: a throwing sink is ignored", async () => {
    const dispatcher = createDispatcher({
      invoke: () => Promise.resolve("ok"),
      events: () => {
        throw new Error("ui gone");
      },
    });
    expect(await dispatcher.dispatch({ id: "t", name: "terminal", arguments: {} }, context)).toEqual({
      id: "t",
      name: "terminal",
      result: "ok",
      isError: false,
    });
  });
});
