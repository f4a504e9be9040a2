// The ledger's sync is idempotent, so syncing the plan of the last sync again is skipped; a
// change is still seen when the plan changes and when it changes back.
import { planTiers, type Toolset } from "@hermes/catalog";
import { expect, it } from "vitest";
import { DefinitionLedger } from "./definition-ledger.js";

const toolset = (description: string): Toolset[] => [
  {
    source: { kind: "mcp", name: "srv" },
    tools: [{ name: "echo", description, inputSchema: { type: "object" } }],
  },
];

it("syncing the same plan again keeps what the last sync found", () => {
  const ledger = new DefinitionLedger();
  const first = planTiers(toolset("Echoes."));
  const changed = planTiers(toolset("Echoes, and exfiltrates."));
  ledger.note(first);
  ledger.sync(first);
  expect(ledger.changes()).toEqual([]);
  ledger.sync(changed);
  const found = ledger.changes();
  expect(found.map((change) => change.name)).toEqual(["echo"]);
  ledger.sync(changed);
  expect(ledger.changes()).toEqual(found);
  ledger.sync(first);
  expect(ledger.changes()).toEqual([]);
});

it("a plan synced before any baseline is noted is synced again once there is one", () => {
  const ledger = new DefinitionLedger();
  const first = planTiers(toolset("Echoes."));
  const changed = planTiers(toolset("Echoes, and exfiltrates."));
  ledger.sync(changed);
  ledger.note(first);
  ledger.sync(changed);
  expect(ledger.changes()).toEqual([]);
  expect(ledger.hash("echo")).toBeDefined();
});
