import { randomUUID } from "node:crypto";

/** A gateway under test: where it is, a valid token, and what it is known to serve. */
export interface ContractTarget {
  readonly origin: string;
  readonly token: string;
  readonly fixture: ContractFixture;
}

/** A tool the contract can call: connector, vendor slug and arguments it accepts. */
export interface ContractTool {
  readonly connector: string;
  readonly slug: string;
  readonly arguments: Readonly<Record<string, unknown>>;
}

/** What the gateway under test is known to serve. */
export interface ContractFixture {
  /** A query the gateway answers with at least one tool. */
  readonly query: string;
  /** A tool of a connected connector (it will be executed; pick a harmless one). */
  readonly connected: ContractTool;
  /** A tool of a connector that is not connected (it will not run). */
  readonly unconnected: ContractTool;
}

/** One named check of the contract; `run` throws an `Error` saying what is wrong. */
export interface ContractCheck {
  readonly name: string;
  run(target: ContractTarget): Promise<void>;
}

/** The outcome of one check from {@link runGatewayContract}. */
export interface ContractOutcome {
  readonly name: string;
  readonly ok: boolean;
  readonly message?: string;
}

/** A raw answer: status and parsed JSON (`undefined` when not JSON). */
export interface RawAnswer {
  readonly status: number;
  readonly json: unknown;
}

/** Sends one raw request to the target (`token: null` sends no `Authorization`). */
export async function rawCall(
  target: ContractTarget,
  method: "GET" | "POST",
  path: string,
  options: { readonly body?: unknown; readonly token?: string | null; readonly idempotencyKey?: string } = {},
): Promise<RawAnswer> {
  const headers: Record<string, string> = { accept: "application/json" };
  const token = options.token === undefined ? target.token : options.token;
  if (token !== null) headers["authorization"] = `Bearer ${token}`;
  if (options.body !== undefined) headers["content-type"] = "application/json";
  if (options.idempotencyKey !== undefined) headers["x-idempotency-key"] = options.idempotencyKey;
  const base = target.origin.endsWith("/") ? target.origin : `${target.origin}/`;
  const response = await fetch(new URL(path, base), {
    method,
    headers,
    body: options.body === undefined ? null : JSON.stringify(options.body),
    signal: AbortSignal.timeout(10_000),
  });
  const text = await response.text();
  let json: unknown;
  try {
    json = JSON.parse(text) as unknown;
  } catch {
    json = undefined;
  }
  return { status: response.status, json };
}

/** A fresh idempotency key. */
export const freshKey = (): string => `contract-${randomUUID()}`;

/** Throws when `condition` is false. */
export function expectThat(condition: boolean, message: string): asserts condition {
  if (!condition) throw new Error(message);
}

/** Reads `value[key]` of a JSON object (`undefined` otherwise). */
export function field(value: unknown, key: string): unknown {
  return typeof value === "object" && value !== null && !Array.isArray(value)
    ? (value as Readonly<Record<string, unknown>>)[key]
    : undefined;
}
