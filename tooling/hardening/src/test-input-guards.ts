// Test helper (not a test): the invariants every bad-input case checks, and case counting.
import { POLLUTION_MARKERS } from "./test-input-arbitraries.js";
import { isRecord } from "@hermes/catalog/internal";

/** Longest error or warning message a handler may answer with, whatever the input size. */
export const MAX_MESSAGE_CHARS = 2_000;

type Descriptors = ReadonlyMap<PropertyKey, PropertyDescriptor>;

const WATCHED: readonly object[] = [
  Object.prototype,
  Array.prototype,
  Function.prototype,
  String.prototype,
  Number.prototype,
  Boolean.prototype,
  RegExp.prototype,
  Promise.prototype,
  Map.prototype,
  Set.prototype,
  Error.prototype,
  JSON,
  Object,
];

/** The own properties of the built-in prototypes (and `Object`, `JSON`), by identity of their values. */
export type PrototypeSnapshot = ReadonlyMap<object, Descriptors>;

function descriptorsOf(target: object): Descriptors {
  return new Map(Reflect.ownKeys(target).map((key) => [key, Reflect.getOwnPropertyDescriptor(target, key) ?? {}]));
}

/** Takes a {@link PrototypeSnapshot} (before any case runs). */
export function prototypeSnapshot(): PrototypeSnapshot {
  return new Map(WATCHED.map((target) => [target, descriptorsOf(target)]));
}

const sameDescriptor = (a: PropertyDescriptor, b: PropertyDescriptor): boolean =>
  a.value === b.value &&
  a.get === b.get &&
  a.set === b.set &&
  a.writable === b.writable &&
  a.enumerable === b.enumerable;

/** Throws when a prototype gained, lost or changed a property, or a fresh object shows a pollution marker. */
export function assertNoPollution(snapshot: PrototypeSnapshot): void {
  for (const [target, before] of snapshot) {
    const after = descriptorsOf(target);
    const name = (target as { constructor?: { name?: string } }).constructor?.name ?? "built-in";
    if (after.size !== before.size)
      throw new Error(`prototype pollution: ${name} has ${after.size} own properties, had ${before.size}`);
    for (const [key, descriptor] of before) {
      const now = after.get(key);
      if (now === undefined || !sameDescriptor(descriptor, now))
        throw new Error(`prototype pollution: ${name}.${String(key)} changed`);
    }
  }
  const probe: Record<string, unknown> = {};
  for (const marker of POLLUTION_MARKERS) {
    if (probe[marker] !== undefined)
      throw new Error(`prototype pollution: ({}).${marker} is ${preview(probe[marker])}`);
  }
  if (Object.getPrototypeOf(probe) !== Object.prototype || Object.getPrototypeOf([]) !== Array.prototype) {
    throw new Error("prototype pollution: a fresh object's prototype changed");
  }
}

/**
 * Throws unless `value` is a structured error `{error: "<message>", …}` whose message is a
 * non-blank sentence of at most {@link MAX_MESSAGE_CHARS} characters (matching `names`, when given).
 */
export function assertStructuredError(value: unknown, names?: RegExp): asserts value is { readonly error: string } {
  if (!isRecord(value) || typeof value["error"] !== "string")
    throw new Error(`not a structured error: ${preview(value)}`);
  assertMessage(value["error"], names);
}

/** Throws unless `message` is a non-blank string of at most {@link MAX_MESSAGE_CHARS} characters (matching `names`). */
export function assertMessage(message: unknown, names?: RegExp): asserts message is string {
  if (typeof message !== "string" || message.trim() === "")
    throw new Error(`blank or missing message: ${preview(message)}`);
  if (message.length > MAX_MESSAGE_CHARS)
    throw new Error(`message of ${message.length} characters (bound ${MAX_MESSAGE_CHARS}): ${preview(message)}`);
  if (names !== undefined && !names.test(message))
    throw new Error(`message does not name the problem (${String(names)}): ${preview(message)}`);
}

/** A short rendering of any value for assertion messages; never throws. */
export function preview(value: unknown): string {
  try {
    const text = typeof value === "string" ? value : (JSON.stringify(value) ?? String(value));
    return text.length > 200 ? `${text.slice(0, 200)}… (${text.length} chars)` : text;
  } catch {
    return Object.prototype.toString.call(value);
  }
}

/** Size of a value as JSON (what reaches the model), in characters; throws if it cannot be serialised. */
export function jsonSize(value: unknown): number {
  return JSON.stringify(value)?.length ?? 0;
}

/** Counts the cases each property ran, for the summary line a suite prints at the end. */
export class CaseTally {
  readonly #suite: string;
  readonly #cases = new Map<string, number>();

  constructor(suite: string) {
    this.#suite = suite;
  }

  /** Records one case of `property`. */
  hit(property: string): void {
    this.#cases.set(property, (this.#cases.get(property) ?? 0) + 1);
  }

  get total(): number {
    let total = 0;
    for (const count of this.#cases.values()) total += count;
    return total;
  }

  /** `[hardening] <suite>: <n> properties, <m> cases (<property> <k>, …)`. */
  summary(): string {
    const parts = [...this.#cases].map(([property, count]) => `${property} ${count}`);
    return `[hardening] ${this.#suite}: ${this.#cases.size} properties, ${this.total} cases (${parts.join("; ")})`;
  }
}
