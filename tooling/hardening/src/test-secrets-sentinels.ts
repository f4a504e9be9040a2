// Test helper (not a test): sentinel secrets and a sweep that looks for them — whole, or any
// 10-character piece of their random part (a cut-off secret is still a leak) — in every value
// and text a scenario produced, plus a capture of this process's stdout, stderr and console.
import { inspect } from "node:util";
import { expect } from "vitest";

/** A secret that cannot occur by chance: `<label>-<24 random hex>`; its random part is what is looked for. */
export function sentinel(label: string): string {
  const random = Array.from({ length: 24 }, () => Math.floor(Math.random() * 16).toString(16)).join("");
  return `${label}-${random}`;
}

const PIECE = 10;

/** Every 10-character piece of the random part of `secret`. */
function piecesOf(secret: string): string[] {
  const random = secret.slice(secret.lastIndexOf("-") + 1);
  return Array.from({ length: random.length - PIECE + 1 }, (_, i) => random.slice(i, i + PIECE));
}

/** A value as text, deeply: JSON (Maps and Sets as entries), plus `inspect` for errors and class instances. */
export function textOf(value: unknown): string {
  const json = JSON.stringify(value, (_key, item: unknown) => {
    if (item instanceof Map) return Object.fromEntries(item) as unknown;
    if (item instanceof Set) return [...item] as unknown;
    if (item instanceof Error) return { name: item.name, message: item.message, stack: item.stack, own: { ...item } };
    return item;
  });
  return `${json ?? ""}\n${inspect(value, { depth: 12, showHidden: false, maxStringLength: null, maxArrayLength: null })}`;
}

/**
 * Expects no sentinel (whole or a 10-character piece of its random part) anywhere in
 * `outputs`; a finding is reported with the secret's label and the text around it. Returns
 * the length of the text swept.
 */
export function expectNoSecret(outputs: readonly unknown[], secrets: readonly string[]): number {
  const text = outputs.map(textOf).join("\n");
  const found = secrets.flatMap((secret) => {
    const at = piecesOf(secret)
      .map((piece) => text.indexOf(piece))
      .find((index) => index >= 0);
    return at === undefined
      ? []
      : [`${secret.slice(0, secret.lastIndexOf("-"))}: …${text.slice(Math.max(0, at - 100), at + 40)}…`];
  });
  expect(found, "secrets found in the outputs").toEqual([]);
  return text.length;
}

/** What this process wrote to stdout / stderr and the console while capturing. */
export interface ProcessOutput {
  readonly lines: string[];
  restore(): void;
}

/** Captures (and passes through) process.stdout / process.stderr writes and console calls. */
export function captureProcessOutput(): ProcessOutput {
  const lines: string[] = [];
  const restores: (() => void)[] = [];
  for (const stream of [process.stdout, process.stderr]) {
    const original = stream.write.bind(stream);
    const patched = (chunk: unknown, ...rest: unknown[]): boolean => {
      lines.push(typeof chunk === "string" ? chunk : String(chunk));
      return (original as (chunk: unknown, ...rest: unknown[]) => boolean)(chunk, ...rest);
    };
    stream.write = patched;
    restores.push(() => void (stream.write = original));
  }
  for (const method of ["log", "info", "warn", "error", "debug"] as const) {
    const original = console[method].bind(console);
    console[method] = (...args: unknown[]): void => void lines.push(args.map((arg) => textOf(arg)).join(" "));
    restores.push(() => void (console[method] = original));
  }
  return { lines, restore: () => restores.reverse().forEach((restore) => restore()) };
}
