import { createCatalogEmbedder, type ToolEntry } from "@hermes/catalog";
import { describe, expect, it } from "vitest";
import { workEntries } from "../test/dense-fixtures.js";
import { backgroundBuilder, loadBackgroundCorpus } from "./hybrid-vectors.js";

const bytes = (vectors: readonly Float32Array[]): number[] => vectors.flatMap((v) => [...new Uint8Array(v.buffer)]);

/** A corpus load the test resolves when it wants, counting calls. */
function deferredLoad(corpus: readonly ToolEntry[]): {
  readonly load: () => Promise<readonly ToolEntry[]>;
  resolve(): Promise<void>;
  readonly calls: number;
} {
  let calls = 0;
  let release: (() => void) | undefined;
  const gate = new Promise<void>((resolve) => (release = resolve));
  return {
    load: () => {
      calls++;
      return gate.then(() => corpus);
    },
    async resolve() {
      release?.();
      await gate;
      // Let the builder's `then` callbacks run.
      await Promise.resolve();
      await Promise.resolve();
    },
    get calls() {
      return calls;
    },
  };
}

describe("loadBackgroundCorpus", () => {
  it("loads the corpus @hermes/catalog ships", async () => {
    const corpus = await loadBackgroundCorpus();
    expect(corpus.length).toBeGreaterThan(1_700);
    expect(corpus.some((entry) => entry.toolName === "create_issue")).toBe(true);
  });
});

describe("backgroundBuilder", () => {
  const entries = workEntries();
  const corpus = workEntries("Send a chat message to a channel of the team").map((entry) => ({
    ...entry,
    name: `background_${entry.name}`,
  }));

  it("loads nothing when hybrid search is off", () => {
    const loading = deferredLoad(corpus);
    backgroundBuilder(0, () => undefined, loading.load);
    expect(loading.calls).toBe(0);
  });

  it("runs no training step before the corpus is loaded, then trains with it", async () => {
    // Tasks wait in this queue until the test runs them.
    const queue: (() => void)[] = [];
    const loading = deferredLoad(corpus);
    const builder = backgroundBuilder(0.5, (task) => void queue.push(task), loading.load);
    expect(loading.calls).toBe(1);
    expect(builder.request(entries)).toEqual({ status: "pending", tools: entries.length });
    expect(queue).toHaveLength(0);
    await loading.resolve();
    let steps = 0;
    for (let task = queue.shift(); task !== undefined; task = queue.shift()) {
      task();
      steps++;
    }
    expect(steps).toBeGreaterThan(0);
    const state = builder.request(entries);
    if (state.status !== "ready") throw new Error(`not ready: ${state.status}`);
    const expected = createCatalogEmbedder(entries, { background: corpus });
    expect(state.embedder.version).toBe(expected.version);
    expect(bytes(state.embedder.embed(["post a message"]))).toEqual(bytes(expected.embed(["post a message"])));
  });
});
