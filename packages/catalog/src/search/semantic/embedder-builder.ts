// Builds the built-in embedder without blocking: training runs in bounded steps through an
// injected scheduler, vectors are kept by catalog fingerprint and tool vectors by tool text.
import type { ToolEntry } from "../../tools/entry.js";
import {
  catalogToolHashes,
  fingerprintOfHashes,
  toolTextHash,
  trainCatalogEmbedderSteps,
  type CatalogEmbedder,
  type CatalogEmbedderOptions,
} from "./catalog-embedder.js";
import { addScaled, norm } from "./dense.js";
import { EMBEDDER_CACHE_SIZE } from "./embedder-cache.js";
import { checkVectors, EmbedderError, type Embedder } from "./embedder.js";
import type { WeightedText } from "./tool-fields.js";
import { runSteps, type Steps } from "./training-steps.js";

/**
 * Runs `task` later, once: `setImmediate` in Node, a test's queue in tests. The builder calls it
 * once per training step, so the event loop answers other work between steps. It must not run
 * `task` synchronously inside the call (that would train in one go, blocking the caller).
 *
 * @example
 * ```ts
 * const scheduler: StepScheduler = (task) => void setImmediate(task).unref();
 * ```
 */
export type StepScheduler = (task: () => void) => void;

/** A tool's vector (weighted sum of its field vectors) and its norm. */
export interface ToolVector {
  readonly vector: Float64Array;
  readonly norm: number;
}

/**
 * What {@link CatalogEmbedderBuilder.request} has for a catalog:
 * - `ready`: an embedder to search with; `current` is `false` while it is the nearest previous
 *   catalog's (its word vectors serve the new catalog until the new one is trained).
 * - `pending`: nothing trained yet; training on `tools` tools runs in the background.
 * - `failed`: training threw; `error` (code `EMBEDDER_FAILED`) says why. Not retried.
 *
 * @example
 * ```ts
 * const state = builder.request(entries);
 * if (state.status === "ready") state.embedder.embed(["add numbers"]);
 * ```
 */
export type CatalogEmbedderState =
  | { readonly status: "ready"; readonly embedder: CatalogEmbedder; readonly current: boolean }
  | { readonly status: "pending"; readonly tools: number }
  | { readonly status: "failed"; readonly error: EmbedderError };

/** Options of {@link CatalogEmbedderBuilder}. */
export interface CatalogEmbedderBuilderOptions {
  /**
   * Runs training steps in the background (`setImmediate`-style). Default: none, and `request`
   * trains synchronously (today's behaviour: the first hybrid search waits for the vectors).
   */
  readonly scheduler?: StepScheduler | undefined;
  /** Catalogs whose embedders (and tool vectors) are kept, least recently used dropped first. Default {@link EMBEDDER_CACHE_SIZE}. */
  readonly capacity?: number | undefined;
  /** Training options of every embedder trained. */
  readonly training?: CatalogEmbedderOptions | undefined;
}

interface CatalogKey {
  readonly fingerprint: string;
  readonly hashes: ReadonlySet<string>;
}

interface Trained {
  readonly embedder: CatalogEmbedder;
  readonly hashes: ReadonlySet<string>;
  /** Tool vectors under this embedder, by tool text hash. */
  readonly vectors: Map<string, ToolVector>;
}

/**
 * Owns the built-in embedder's vectors for whoever shares the instance (a gateway's sessions):
 * a catalog fingerprint it has trained is never trained again while kept, a catalog it has not
 * is trained once, and tool vectors are kept by each tool's embedded text, so a changed tool is
 * re-embedded alone. No module-wide state: two builders share nothing.
 *
 * With a `scheduler`, {@link request} never blocks: it starts training (once per fingerprint)
 * as a sequence of bounded steps (`trainCatalogEmbedderSteps`), one per scheduled task, and
 * meanwhile answers `pending`, or `ready` with the nearest previously trained catalog's
 * embedder (most tools in common) so only new or changed tools need vectors. Without one it
 * trains synchronously and is always `ready` and `current`.
 *
 * Errors: a training step that throws marks that fingerprint `failed` (an {@link EmbedderError}
 * with code `EMBEDDER_FAILED`), and so does a catalog whose tools cannot be read at all; `request`
 * itself does not throw.
 *
 * @example
 * ```ts
 * const builder = new CatalogEmbedderBuilder({ scheduler: (task) => setImmediate(task) });
 * builder.request(entries); // { status: "pending", tools: 2375 } — search lexically meanwhile
 * // … a few seconds of event-loop turns later …
 * builder.request(entries); // { status: "ready", embedder, current: true }
 * ```
 */
export class CatalogEmbedderBuilder {
  private readonly trained = new Map<string, Trained>();
  private readonly training = new Map<string, number>();
  private readonly failed = new Map<string, EmbedderError>();
  private readonly keys = new WeakMap<readonly ToolEntry[], CatalogKey>();
  private readonly byVersion = new Map<string, Trained>();
  private trainings = 0;
  private embeds = 0;

  constructor(private readonly options: CatalogEmbedderBuilderOptions = {}) {}

  /** Catalogs trained so far (each fingerprint counts once). */
  get trainedCount(): number {
    return this.trainings;
  }

  /** Tool vectors computed so far (cache misses of {@link toolVector}). */
  get embedCount(): number {
    return this.embeds;
  }

  /** Catalogs whose training is running in the background now. */
  get pendingCount(): number {
    return this.training.size;
  }

  /**
   * The embedder for `entries` (see {@link CatalogEmbedderState}), starting its training if
   * nothing has yet. Memoised by array identity: pass the same array to avoid rehashing it.
   */
  request(entries: readonly ToolEntry[]): CatalogEmbedderState {
    let key: CatalogKey;
    try {
      key = this.keyOf(entries);
    } catch (thrown) {
      return { status: "failed", error: failure(thrown) };
    }
    const known = this.trained.get(key.fingerprint);
    if (known !== undefined) {
      this.touch(key.fingerprint, known);
      return { status: "ready", embedder: known.embedder, current: true };
    }
    const error = this.failed.get(key.fingerprint);
    if (error !== undefined) return { status: "failed", error };
    const steps = trainCatalogEmbedderSteps([...entries], this.options.training ?? {});
    const scheduler = this.options.scheduler;
    if (scheduler === undefined) {
      try {
        return { status: "ready", embedder: this.store(key, runSteps(steps)).embedder, current: true };
      } catch (thrown) {
        return { status: "failed", error: this.fail(key.fingerprint, thrown) };
      }
    }
    if (!this.training.has(key.fingerprint)) this.start(key, steps, scheduler, entries.length);
    const nearest = this.nearest(key.hashes);
    return nearest === undefined
      ? { status: "pending", tools: this.training.get(key.fingerprint) ?? entries.length }
      : { status: "ready", embedder: nearest.embedder, current: false };
  }

  /**
   * The vector of a tool whose semantic fields are `fields` under `embedder` (the weighted sum
   * of its field vectors), kept by the fields' hash while `embedder` came from this builder and
   * is kept: an unchanged tool is embedded once per embedder, whatever catalog it is in.
   *
   * @throws {@link EmbedderError} `EMBEDDER_DIMENSION` when `embedder` returns unusable vectors.
   */
  toolVector(embedder: Embedder, fields: readonly WeightedText[]): ToolVector {
    const cache = this.byVersion.get(embedder.version)?.vectors;
    const hash = cache === undefined ? "" : toolTextHash(fields);
    const known = cache?.get(hash);
    if (known !== undefined) return known;
    this.embeds++;
    const embedded = embedder.embed(fields.map((field) => field.text));
    checkVectors(embedder, embedded, fields.length);
    const sum = new Float64Array(embedder.dimension);
    fields.forEach((field, i) => addScaled(sum, embedded[i] ?? new Float32Array(0), field.weight));
    const computed = { vector: sum, norm: norm(sum) };
    cache?.set(hash, computed);
    return computed;
  }

  private keyOf(entries: readonly ToolEntry[]): CatalogKey {
    let key = this.keys.get(entries);
    if (key === undefined) {
      const hashes = catalogToolHashes(entries);
      key = { fingerprint: fingerprintOfHashes(hashes), hashes: new Set(hashes) };
      this.keys.set(entries, key);
    }
    return key;
  }

  private start(key: CatalogKey, steps: Steps<CatalogEmbedder>, scheduler: StepScheduler, tools: number): void {
    this.training.set(key.fingerprint, tools);
    const step = (): void => {
      try {
        const next = steps.next();
        if (next.done !== true) {
          scheduler(step);
          return;
        }
        this.store(key, next.value);
      } catch (thrown) {
        this.fail(key.fingerprint, thrown);
      }
      this.training.delete(key.fingerprint);
    };
    scheduler(step);
  }

  private store(key: CatalogKey, embedder: CatalogEmbedder): Trained {
    this.trainings++;
    const trained: Trained = { embedder, hashes: key.hashes, vectors: new Map() };
    this.trained.set(key.fingerprint, trained);
    this.byVersion.set(embedder.version, trained);
    while (this.trained.size > Math.max(1, this.options.capacity ?? EMBEDDER_CACHE_SIZE)) {
      const oldest = this.trained.entries().next();
      if (oldest.done === true) break;
      this.trained.delete(oldest.value[0]);
      this.byVersion.delete(oldest.value[1].embedder.version);
    }
    return trained;
  }

  private touch(fingerprint: string, trained: Trained): void {
    this.trained.delete(fingerprint);
    this.trained.set(fingerprint, trained);
  }

  private fail(fingerprint: string, thrown: unknown): EmbedderError {
    const error = failure(thrown);
    this.failed.set(fingerprint, error);
    return error;
  }

  /** The kept catalog sharing the most tools with `hashes` (the most recently used on ties). */
  private nearest(hashes: ReadonlySet<string>): Trained | undefined {
    let best: Trained | undefined;
    let bestShared = 0;
    for (const trained of [...this.trained.values()].reverse()) {
      let shared = 0;
      for (const hash of hashes) if (trained.hashes.has(hash)) shared++;
      if (shared > bestShared) {
        best = trained;
        bestShared = shared;
      }
    }
    return best;
  }
}

/** `thrown` as the builder reports it: an {@link EmbedderError} with code `EMBEDDER_FAILED`. */
function failure(thrown: unknown): EmbedderError {
  const reason = thrown instanceof Error ? thrown.message : String(thrown);
  return new EmbedderError("EMBEDDER_FAILED", `training the built-in embedder failed: ${reason}`);
}
