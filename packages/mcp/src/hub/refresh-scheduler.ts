/**
 * Runs an async job after a quiet period: a burst of `request()` calls within `delayMs`
 * runs it once; a request during a run runs it again afterwards; runs never overlap.
 * `job` must not throw. `dispose()` clears the pending timer and refuses further runs.
 */
export class RefreshScheduler {
  #timer: NodeJS.Timeout | undefined;
  #current: Promise<void> | undefined;
  #disposed = false;
  readonly #delayMs: number;
  readonly #job: () => Promise<void>;

  constructor(delayMs: number, job: () => Promise<void>) {
    this.#delayMs = delayMs;
    this.#job = job;
  }

  /** Schedules a run after the quiet period (restarting the period). */
  request(): void {
    if (this.#disposed) return;
    clearTimeout(this.#timer);
    this.#timer = setTimeout(() => {
      this.#timer = undefined;
      void this.runNow();
    }, this.#delayMs);
  }

  /** Runs now (after any run in flight), cancelling a pending timer. */
  async runNow(): Promise<void> {
    clearTimeout(this.#timer);
    this.#timer = undefined;
    while (this.#current !== undefined) await this.#current;
    if (this.#disposed) return;
    const run = this.#job().finally(() => {
      this.#current = undefined;
    });
    this.#current = run;
    await run;
  }

  /** Stops: clears the timer; later requests are ignored. */
  dispose(): void {
    this.#disposed = true;
    clearTimeout(this.#timer);
    this.#timer = undefined;
  }
}
