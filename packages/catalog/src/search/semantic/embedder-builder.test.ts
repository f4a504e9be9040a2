import { describe, expect, it } from "vitest";
import { realToolsets } from "../../../test/catalogs.js";
import type { ToolEntry } from "../../tools/entry.js";
import { normalizeTools } from "../../tools/normalize.js";
import { createCatalogIndex } from "../catalog-search.js";
import { boilerplateDescriptions } from "../document.js";
import { createCatalogEmbedder } from "./catalog-embedder.js";
import { CatalogEmbedderBuilder, type StepScheduler } from "./embedder-builder.js";
import { isEmbedderError } from "./embedder.js";
import { semanticFields } from "./tool-fields.js";

const entries = normalizeTools(realToolsets()).entries.slice(0, 150);
const bytes = (vectors: readonly Float32Array[]): number[] => vectors.flatMap((v) => [...new Uint8Array(v.buffer)]);

/** A scheduler the test drives: tasks wait in a queue until `runAll`. */
function manualScheduler(): { readonly scheduler: StepScheduler; runAll(): number; readonly queued: number } {
  const queue: (() => void)[] = [];
  return {
    scheduler: (task) => queue.push(task),
    runAll() {
      let ran = 0;
      for (let task = queue.shift(); task !== undefined; task = queue.shift()) {
        task();
        ran++;
      }
      return ran;
    },
    get queued() {
      return queue.length;
    },
  };
}

/** Every catalog tool's vector through the builder, so `embedCount` counts what was new. */
function embedAll(builder: CatalogEmbedderBuilder, catalog: readonly ToolEntry[]): void {
  const state = builder.request(catalog);
  if (state.status !== "ready") throw new Error(`not ready: ${state.status}`);
  const boilerplate = boilerplateDescriptions(catalog.map((entry) => entry.inputSchema));
  for (const entry of catalog) builder.toolVector(state.embedder, semanticFields(entry, boilerplate));
}

describe("CatalogEmbedderBuilder", () => {
  it("without a scheduler trains synchronously, once per catalog", () => {
    const builder = new CatalogEmbedderBuilder();
    const state = builder.request(entries);
    expect(state).toMatchObject({ status: "ready", current: true });
    expect(builder.request([...entries].reverse())).toMatchObject({ status: "ready", current: true });
    expect(builder.trainedCount).toBe(1);
  });

  it("with a scheduler answers pending, trains in many steps, then gives the one-shot bytes", () => {
    const manual = manualScheduler();
    const builder = new CatalogEmbedderBuilder({ scheduler: manual.scheduler });
    expect(builder.request(entries)).toEqual({ status: "pending", tools: entries.length });
    expect(builder.request(entries)).toEqual({ status: "pending", tools: entries.length });
    expect(manual.queued).toBe(1); // started once
    expect(manual.runAll()).toBeGreaterThan(20);
    const state = builder.request(entries);
    if (state.status !== "ready") throw new Error("not ready");
    const texts = ["create a github issue", "read a file"];
    expect(bytes(state.embedder.embed(texts))).toEqual(bytes(createCatalogEmbedder(entries).embed(texts)));
    expect(builder.trainedCount).toBe(1);
    expect(builder.pendingCount).toBe(0);
  });

  it("serves a changed catalog with the nearest trained one's vectors: only new or changed tools are embedded", () => {
    const manual = manualScheduler();
    const builder = new CatalogEmbedderBuilder({ scheduler: manual.scheduler });
    builder.request(entries);
    manual.runAll();
    embedAll(builder, entries);
    expect(builder.embedCount).toBe(entries.length);
    embedAll(builder, entries);
    expect(builder.embedCount).toBe(entries.length); // kept by tool text
    const [first, ...rest] = entries;
    if (first === undefined) throw new Error("no entries");
    const changed = [{ ...first, description: `${first.description} Also archives old items.` }, ...rest.slice(1)];
    const added = [...changed, { ...first, name: "brand_new_tool", description: "Translate text between languages." }];
    expect(builder.request(added)).toMatchObject({ status: "ready", current: false });
    embedAll(builder, added);
    expect(builder.embedCount).toBe(entries.length + 2); // the edited tool and the new one
    expect(builder.trainedCount).toBe(1);
    manual.runAll(); // the new catalog trains in the background
    expect(builder.request(added)).toMatchObject({ status: "ready", current: true });
    expect(builder.trainedCount).toBe(2);
  });

  it("never trains a catalog twice for sessions sharing it", () => {
    const manual = manualScheduler();
    const builder = new CatalogEmbedderBuilder({ scheduler: manual.scheduler });
    const options = { semantic: 0.1, embedders: builder };
    const sessionA = createCatalogIndex(entries);
    const sessionB = createCatalogIndex([...entries].reverse());
    sessionA.search("create an issue", options);
    sessionB.search("create an issue", options);
    manual.runAll();
    sessionA.search("open a ticket", options);
    sessionB.search("open a ticket", options);
    expect(sessionB.semanticStatus(options)).toEqual({ state: "ready", current: true });
    expect(builder.trainedCount).toBe(1);
    expect(manual.queued).toBe(0);
  });
});

describe("CatalogEmbedderBuilder failures", () => {
  it("marks a catalog whose training throws as failed (EMBEDDER_FAILED), once, and searches stay lexical", () => {
    const manual = manualScheduler();
    const builder = new CatalogEmbedderBuilder({ scheduler: manual.scheduler });
    let broken = false;
    const flaky = Object.defineProperty({ ...entries[0] }, "description", {
      get: () => {
        if (broken) throw new Error("definition went away");
        return "A tool whose definition goes away.";
      },
    }) as ToolEntry;
    const catalog = [flaky, ...entries.slice(1, 40)];
    const index = createCatalogIndex(catalog);
    const hybrid = { semantic: 0.5, embedders: builder };
    expect(index.semanticStatus(hybrid)).toEqual({ state: "pending", tools: catalog.length });
    broken = true;
    manual.runAll();
    const status = index.semanticStatus(hybrid);
    expect(status.state).toBe("failed");
    if (status.state === "failed") {
      expect(isEmbedderError(status.error, "EMBEDDER_FAILED")).toBe(true);
      expect(status.error.message).toContain("definition went away");
    }
    expect(index.search("weather", { ...hybrid, limit: 3 })).toEqual(index.search("weather", { limit: 3 }));
    expect(builder.request([...catalog])).toMatchObject({ status: "failed" }); // unreadable: no throw
    expect(manual.queued).toBe(0); // not retried
    expect(builder.pendingCount).toBe(0);
  });
});

describe("hybrid search through a builder", () => {
  it("is lexical and pending first, then hybrid and identical to the synchronous search", () => {
    const manual = manualScheduler();
    const builder = new CatalogEmbedderBuilder({ scheduler: manual.scheduler });
    const index = createCatalogIndex(entries);
    const hybrid = { semantic: 0.5, limit: 10, embedders: builder };
    const queries = ["open a ticket about a bug", "find files", "send a message to the team"];
    const lexical = queries.map((query) => index.search(query, { limit: 10 }));
    expect(queries.map((query) => index.search(query, hybrid))).toEqual(lexical);
    expect(index.semanticStatus(hybrid)).toEqual({ state: "pending", tools: entries.length });
    expect(index.explainSemantic(queries[0] ?? "", lexical[0]?.[0]?.name ?? "", hybrid)).toBeUndefined();
    manual.runAll();
    expect(index.semanticStatus(hybrid)).toEqual({ state: "ready", current: true });
    const synchronous = createCatalogIndex(entries);
    const expected = queries.map((query) => synchronous.search(query, { semantic: 0.5, limit: 10 }));
    expect(queries.map((query) => index.search(query, hybrid))).toEqual(expected);
    expect(expected).not.toEqual(lexical);
  });

  it("is off at share 0 and needs no builder to be ready", () => {
    const index = createCatalogIndex(entries.slice(0, 20));
    expect(index.semanticStatus({})).toEqual({ state: "off" });
    expect(index.semanticStatus({ semantic: 0.1 })).toEqual({ state: "ready", current: true });
  });
});
