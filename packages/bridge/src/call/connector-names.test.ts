import { isConnectorToolName, parseConnectorToolName } from "@hermes/catalog/internal";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { batchPolicy } from "./batch-policy.js";
import type { CallEntry } from "./shapes.js";
import { resolveTarget } from "./target.js";
import { testScope } from "../../test/call-scope.js";

const entry = (index: number, name: string): CallEntry => ({ index, name, arguments: {}, path: `calls[${index}]` });
/** Names the bridge used to route to the connectors gateway although @hermes/connectors rejects them. */
const MALFORMED = [
  "connectors__gmail",
  "connectors__Gmail__SEND_EMAIL",
  "connectors__gmail__",
  "connectors____SEND",
  "connectors__gmail__-x",
];

describe("the bridge and @hermes/connectors agree on what a connector tool name is", () => {
  const scope = testScope({ connectors: true });

  it("routes a valid connector name to the connectors leg", () => {
    expect(resolveTarget("connectors__gmail__SEND_EMAIL", scope)).toMatchObject({ kind: "connector" });
  });

  it("treats a malformed connectors__ name as an unknown tool, not as a connector call", () => {
    for (const name of MALFORMED) {
      expect(isConnectorToolName(name)).toBe(false);
      const target = resolveTarget(name, scope);
      expect(target, name).toHaveProperty("error");
      expect(target, name).not.toHaveProperty("kind");
    }
  });

  it("batches only valid connector names", () => {
    expect(batchPolicy([entry(0, "connectors__gmail__SEND_EMAIL"), entry(1, "connectors__gmail")])).toHaveProperty(
      "error",
    );
    expect(
      batchPolicy([entry(0, "connectors__gmail__SEND_EMAIL"), entry(1, "connectors__calendar__CREATE_EVENT")]),
    ).toMatchObject({ kind: "connector-batch" });
  });

  it("routes a name to the connectors leg exactly when the shared parser accepts it", () => {
    const part = fc.stringMatching(/^[A-Za-z0-9_.-]{0,12}$/);
    fc.assert(
      fc.property(part, part, (app, tool) => {
        const name = `connectors__${app}__${tool}`;
        const routed = (resolveTarget(name, scope) as { kind?: string }).kind === "connector";
        expect(routed).toBe(parseConnectorToolName(name) !== undefined);
      }),
    );
  });
});
