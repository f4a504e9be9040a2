import { describe, expect, it } from "vitest";
import type { RemoteSource } from "@hermes/catalog";
import { createDispatcher } from "./dispatcher.js";
import { connectorContext, recordingParts, toolCall } from "../test/fixtures.js";

/** A remote source whose names `connectors__mail__X` and `connectors__mail__MAIL_X` are one tool. */
const remote: RemoteSource = {
  owns: (name) => name.startsWith("connectors__mail__"),
  canonicalName: (name) => name.replace(/^connectors__mail__(?:MAIL_)+/, "connectors__mail__"),
  search: () => Promise.resolve({ kind: "silent" }),
  describe: () => Promise.resolve({ kind: "silent" }),
};

describe("canonical remote names", () => {
  it("hooks, approval, events and invoke see one name per real remote tool, whatever the spelling", async () => {
    const asked: string[] = [];
    const { parts, invoked, events } = recordingParts({
      remote,
      approve: (call) => (asked.push(call.name), Promise.resolve(call.name !== "connectors__mail__SEND")),
    });
    const dispatcher = createDispatcher(parts);
    const spellings = ["connectors__mail__SEND", "connectors__mail__MAIL_SEND", "connectors__mail__MAIL_MAIL_SEND"];
    for (const name of spellings) {
      expect(await dispatcher.dispatch({ id: name, name, arguments: {} }, connectorContext), name).toMatchObject({
        isError: true,
        result: { code: "DENIED" },
      });
    }
    const batch = await dispatcher.dispatch(
      toolCall(
        "b",
        spellings.map((name) => ({ name, arguments: {} })),
      ),
      connectorContext,
    );
    expect(batch.result).toMatchObject({ error_count: 3, success_count: 0 });
    expect(invoked).toEqual([]);
    expect(new Set(asked)).toEqual(new Set(["connectors__mail__SEND"]));
    expect(new Set(events.filter((event) => event.name !== "tool_call").map((event) => event.name))).toEqual(
      new Set(["connectors__mail__SEND"]),
    );
    // An allowed tool runs under its canonical name too.
    await dispatcher.dispatch({ id: "ok", name: "connectors__mail__MAIL_READ", arguments: {} }, connectorContext);
    expect(invoked.map((call) => call.name)).toEqual(["connectors__mail__READ"]);
  });
});
