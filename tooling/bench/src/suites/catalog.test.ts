// The catalog suite measured ~1,750 tools at every size: the grown catalog's copies shared
// names, so planTiers kept the first of each. Hub naming keeps every tool of the size.
import { planTiers } from "@hermes/catalog";
import { growCatalog, loadCatalogTools, serverToolsets } from "@hermes/data";
import { expect, it } from "vitest";
import { hubNamedToolsets } from "./catalog.js";

it("plans every tool of the grown catalog when tools are named as the hub names them", () => {
  const tools = growCatalog(loadCatalogTools(), 5_000);
  const plain = planTiers(serverToolsets(tools), { contextLength: 200_000 });
  const hub = planTiers(hubNamedToolsets(tools), { contextLength: 200_000 });
  expect(plain.deferredCount + plain.visible.length).toBeLessThan(5_000);
  expect(hub.deferredCount + hub.visible.length).toBe(5_000);
  expect(hub.dropped).toEqual([]);
});
