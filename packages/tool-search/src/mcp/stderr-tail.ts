import type { Stream } from "node:stream";

const KEEP_CHARS = 4096;

/**
 * Drains a child process's stderr (so the child never blocks on a full pipe) and keeps
 * the last few kilobytes, to explain a failure. The text is raw: redact before showing.
 */
export class StderrTail {
  #text = "";
  readonly #stream: Stream | null;
  readonly #onData = (chunk: unknown): void => {
    this.#text = (this.#text + (typeof chunk === "string" ? chunk : String(chunk))).slice(-KEEP_CHARS);
  };
  readonly #onError = (): void => undefined;

  constructor(stream: Stream | null) {
    this.#stream = stream;
    stream?.on("data", this.#onData);
    stream?.on("error", this.#onError);
  }

  /** The last non-empty line written, or `undefined`. */
  lastLine(): string | undefined {
    const lines = this.#text.split(/\r?\n/).map((line) => line.trim()).filter((line) => line !== "");
    return lines.at(-1);
  }

  /** Stops listening. */
  dispose(): void {
    this.#stream?.off("data", this.#onData);
    this.#stream?.off("error", this.#onError);
  }
}
