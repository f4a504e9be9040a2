import type { Stream } from "node:stream";
import { maskSecrets } from "@hermes/catalog/internal";
import { explainingLine } from "./explaining-line.js";

const KEEP_CHARS = 4096;

/**
 * Drains a child process's stderr (so the child never blocks on a full pipe) and keeps
 * the last few kilobytes, to explain a failure. Secrets are masked before the kept text is
 * cut, so a cut never shows part of one (see docs/security.md).
 */
export class StderrTail {
  #text = "";
  #cut = false;
  readonly #stream: Stream | null;
  readonly #secrets: readonly string[];
  /** Characters beyond the kept tail held raw, so a secret cut at the head of the buffer is dropped whole. */
  readonly #margin: number;
  readonly #onData = (chunk: unknown): void => {
    const text = this.#text + (typeof chunk === "string" ? chunk : String(chunk));
    const keep = KEEP_CHARS + this.#margin;
    if (text.length > keep) this.#cut = true;
    this.#text = text.slice(-keep);
  };
  readonly #onError = (): void => undefined;

  constructor(stream: Stream | null, secrets: readonly string[] = []) {
    this.#stream = stream;
    this.#secrets = secrets;
    this.#margin = secrets.reduce((longest, secret) => Math.max(longest, secret.length), 0);
    stream?.on("data", this.#onData);
    stream?.on("error", this.#onError);
  }

  /**
   * The line that explains a failure, written since the last {@link StderrTail.mark} (or the
   * start), secrets masked; or `undefined`: the last non-empty line, or for a crashed Node.js
   * process the error's message line rather than its `Node.js vX.Y.Z` trailer.
   */
  lastLine(): string | undefined {
    let text = maskSecrets(this.#text, this.#secrets);
    if (this.#cut) {
      // The head of the buffer may start inside a secret: drop the partial first line (or the margin).
      const newline = text.indexOf("\n");
      text = newline >= 0 ? text.slice(newline + 1) : `…${text.slice(this.#margin)}`;
    }
    const lines = text
      .split(/\r?\n/)
      .map((line) => line.trim())
      .filter((line) => line !== "");
    return explainingLine(lines);
  }

  /** Forgets what was written so far: a later failure is explained by what comes after (not the startup banner). */
  mark(): void {
    this.#text = "";
    this.#cut = false;
  }

  /** Stops listening. */
  dispose(): void {
    this.#stream?.off("data", this.#onData);
    this.#stream?.off("error", this.#onError);
  }
}
