// Where the umbrella's hybrid-search vectors come from: one builder per instance, training in the
// background with the background corpus @hermes/catalog ships, which loads only when needed.
import { CatalogEmbedderBuilder, type StepScheduler, type ToolEntry } from "@hermes/catalog";

/**
 * One training step per turn of the event loop: `setImmediate`, unref'd so training alone never
 * keeps a finished process alive; `setTimeout(…, 0)` where there is no `setImmediate`.
 */
export const backgroundScheduler: StepScheduler = (task) => {
  if (typeof setImmediate === "function") setImmediate(task).unref();
  else setTimeout(task, 0);
};

/**
 * The shipped background corpus (`backgroundCorpus()` of `@hermes/catalog/background`, ~1,800
 * real MCP tools' texts), imported on the first call only: a runtime without hybrid search never
 * loads its ~0.9 MB. Resolves to `[]` (vectors from the catalog alone) if the entry point cannot
 * be loaded, which only a broken install causes.
 *
 * @example
 * ```ts
 * const builder = new CatalogEmbedderBuilder({ training: { background: await loadBackgroundCorpus() } });
 * ```
 */
export async function loadBackgroundCorpus(): Promise<readonly ToolEntry[]> {
  try {
    const { backgroundCorpus } = await import("@hermes/catalog/background");
    return backgroundCorpus();
  } catch {
    return [];
  }
}

/**
 * The vector builder `createToolSearch` makes when it is given none: training in bounded steps
 * through `scheduler` (default {@link backgroundScheduler}), so `tools/list` and `tool_search`
 * never wait. With `semanticShare` above 0 the shipped background corpus is loaded at once, and
 * no training step runs before it is there, so the vectors are always the corpus-trained ones
 * (the same bytes for the same catalog); at 0 nothing is loaded (nothing trains either). `load`
 * is where the corpus comes from (default {@link loadBackgroundCorpus}).
 */
export function backgroundBuilder(
  semanticShare: number,
  scheduler: StepScheduler = backgroundScheduler,
  load: () => Promise<readonly ToolEntry[]> = loadBackgroundCorpus,
): CatalogEmbedderBuilder {
  if (!(semanticShare > 0)) return new CatalogEmbedderBuilder({ scheduler });
  let corpus: readonly ToolEntry[] | undefined;
  const loaded = load().then((entries) => {
    corpus = entries;
  });
  return new CatalogEmbedderBuilder({
    scheduler: (task) => {
      if (corpus !== undefined) scheduler(task);
      else void loaded.then(() => scheduler(task));
    },
    training: { background: () => corpus ?? [] },
  });
}
