import { describe, expect, it } from "vitest";
import { realToolsets } from "../../../test/catalogs.js";
import { normalizeTools } from "../../tools/normalize.js";
import { catalogFingerprint, createCatalogEmbedder, trainCatalogEmbedderSteps } from "./catalog-embedder.js";
import { cosine } from "./dense.js";

const entries = normalizeTools(realToolsets()).entries.slice(0, 400);

const bytes = (vectors: readonly Float32Array[]): number[] => vectors.flatMap((v) => [...new Uint8Array(v.buffer)]);

describe("createCatalogEmbedder", () => {
  const embedder = createCatalogEmbedder(entries);
  const texts = ["create a github issue", "read a file from disk", "add numbers", ""];

  it("trains 100-dimensional vectors on the catalog and names its version by fingerprint", () => {
    expect(embedder.dimension).toBe(100);
    expect(embedder.vocabularySize).toBeGreaterThan(500);
    expect(embedder.version).toBe(`catalog-ppmi-svd/1:${catalogFingerprint(entries)}:100`);
    const vectors = embedder.embed(texts);
    expect(vectors.map((v) => v.length)).toEqual([100, 100, 100, 100]);
    expect([...(vectors[3] ?? [])].every((x) => x === 0)).toBe(true);
  });

  it("gives the same bytes for the same catalog, in any order", () => {
    const again = createCatalogEmbedder([...entries].reverse());
    expect(again.version).toBe(embedder.version);
    expect(bytes(again.embed(texts))).toEqual(bytes(embedder.embed(texts)));
  });

  it("places a tool's description nearer its own name than other tools' names, on average", () => {
    const tools = entries.slice(0, 100);
    const names = embedder.embed(tools.map((entry) => entry.name));
    const descriptions = embedder.embed(tools.map((entry) => entry.description));
    let own = 0;
    let other = 0;
    tools.forEach((_, i) => {
      own += cosine(descriptions[i] ?? [], names[i] ?? []);
      other += cosine(descriptions[i] ?? [], names[(i + 37) % tools.length] ?? []);
    });
    expect(own / tools.length).toBeGreaterThan(other / tools.length + 0.2);
  });

  it("trains with a background corpus: other vectors and version, still the same bytes in any order", () => {
    const background = normalizeTools(realToolsets()).entries.slice(400, 900);
    const withBackground = createCatalogEmbedder(entries, { background });
    expect(withBackground.version).not.toBe(embedder.version);
    expect(withBackground.fingerprint).not.toBe(embedder.fingerprint);
    expect(withBackground.vocabularySize).toBeGreaterThan(embedder.vocabularySize);
    expect(bytes(withBackground.embed(texts))).not.toEqual(bytes(embedder.embed(texts)));
    const again = createCatalogEmbedder([...entries].reverse(), { background: [...background].reverse() });
    expect(again.version).toBe(withBackground.version);
    expect(bytes(again.embed(texts))).toEqual(bytes(withBackground.embed(texts)));
    // A function is asked when training starts, and gives the same vectors.
    let asked = 0;
    const lazy = trainCatalogEmbedderSteps(entries, { background: () => (asked++, background) });
    expect(asked).toBe(0);
    let next = lazy.next();
    expect(asked).toBe(1);
    while (next.done !== true) next = lazy.next();
    expect(asked).toBe(1);
    expect(bytes(next.value.embed(texts))).toEqual(bytes(withBackground.embed(texts)));
  });

  it("trains in bounded steps that give the same bytes as the one-shot form", () => {
    const steps = trainCatalogEmbedderSteps(entries);
    const seen: { phase: string; units: number }[] = [];
    let next = steps.next();
    while (next.done !== true) {
      seen.push(next.value);
      next = steps.next();
    }
    const stepped = next.value;
    expect(stepped.version).toBe(embedder.version);
    expect(bytes(stepped.embed(texts))).toEqual(bytes(embedder.embed(texts)));
    expect(seen.length).toBeGreaterThan(50);
    // No step covers the whole catalog: tool work comes in batches.
    const toolPhases = new Set(["tokenize", "cooccurrence", "word-counts", "encode", "tool-vectors", "scatter"]);
    const toolSteps = seen.filter((step) => toolPhases.has(step.phase));
    expect(new Set(toolSteps.map((step) => step.phase))).toEqual(toolPhases);
    expect(Math.max(...toolSteps.map((step) => step.units))).toBeLessThan(entries.length);
    expect(seen.some((step) => step.phase === "svd-power")).toBe(true);
  });

  it("gives an empty catalog zero-dimensional vectors", () => {
    const empty = createCatalogEmbedder([]);
    expect(empty.dimension).toBe(0);
    expect(empty.embed(["anything"])).toEqual([new Float32Array(0)]);
  });
});
