import type { Stream } from "node:stream";
import { maskSecrets } from "@hermes/catalog/internal";
import { explainingLine } from "./explaining-line.js";

const KEEP_CHARS = 4096;

/** A line listener gets a line without an end this long in one piece. */
const MAX_LINE_CHARS = 16_384;

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
  readonly #onLine: ((line: string) => void) | undefined;
  /** The start of a line not ended yet (only with a line listener). */
  #pending = "";
  readonly #onData = (chunk: unknown): void => {
    const piece = typeof chunk === "string" ? chunk : String(chunk);
    if (this.#onLine !== undefined) this.#emitLines(piece);
    const text = this.#text + piece;
    const keep = KEEP_CHARS + this.#margin;
    if (text.length > keep) this.#cut = true;
    this.#text = text.slice(-keep);
  };
  readonly #onError = (): void => undefined;

  /** `onLine` receives every whole line written, secrets masked (a line over 16 KB is passed on in pieces). */
  constructor(stream: Stream | null, secrets: readonly string[] = [], onLine?: (line: string) => void) {
    this.#stream = stream;
    this.#secrets = secrets;
    this.#onLine = onLine;
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

  #emitLines(piece: string): void {
    const lines = (this.#pending + piece).split(/\r?\n/);
    this.#pending = lines.pop() ?? "";
    if (this.#pending.length > MAX_LINE_CHARS) {
      lines.push(this.#pending);
      this.#pending = "";
    }
    for (const line of lines) this.#onLine?.(maskSecrets(line, this.#secrets));
  }

  /** Forgets what was written so far: a later failure is explained by what comes after (not the startup banner). */
  mark(): void {
    this.#text = "";
    this.#cut = false;
  }

  /** Stops listening; a last unfinished line still goes to the line listener. */
  dispose(): void {
    if (this.#pending !== "") this.#onLine?.(maskSecrets(this.#pending, this.#secrets));
    this.#pending = "";
    this.#stream?.off("data", this.#onData);
    this.#stream?.off("error", this.#onError);
  }
}
