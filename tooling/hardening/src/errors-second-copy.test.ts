// The error guards across two installed copies of a package (docs/errors.md, "Thrown errors"):
// each package's built dist is loaded a second time from another folder, as a bundler or a
// nested node_modules would, so its classes are distinct from the first copy's and `instanceof`
// fails between them. The guards read the `Symbol.for` brand and must still say yes.
import { cpSync, mkdtempSync, realpathSync, rmSync, symlinkSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { pathToFileURL } from "node:url";
import { Bm25Error, isBm25Error } from "@hermes/bm25";
import { DEFAULT_CONFIG, errorGuard, HermesError, isHermesError, planTiers } from "@hermes/catalog";
import { GatewayError, isGatewayError } from "@hermes/connectors";
import { createDispatcher, isToolCallError, ToolCallError, type DispatchError } from "@hermes/dispatch";
import { isResponseTooLargeError, ResponseTooLargeError } from "@hermes/mcp/internal";
import type * as Bm25 from "@hermes/bm25";
import type * as Catalog from "@hermes/catalog";
import type * as ConnectorsApi from "@hermes/connectors";
import type * as Dispatch from "@hermes/dispatch";
import type * as McpInternal from "@hermes/mcp/internal";
import { afterAll, describe, expect, it } from "vitest";

const require = createRequire(import.meta.url);
const root = mkdtempSync(join(tmpdir(), "hermes-second-copy-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/**
 * Loads `entry` (a file of `dist/`) of a second copy of `name`: its package.json and dist
 * copied to a folder of their own, with the package's node_modules linked beside them so its
 * own dependencies resolve as in a real install.
 */
async function secondCopy<T>(name: string, entry = "index.js"): Promise<T> {
  const packageDir = dirname(realpathSync(require.resolve(`${name}/package.json`)));
  const copy = join(root, name.replace("/", "__"));
  cpSync(join(packageDir, "package.json"), join(copy, "package.json"));
  cpSync(join(packageDir, "dist"), join(copy, "dist"), { recursive: true });
  symlinkSync(join(packageDir, "node_modules"), join(copy, "node_modules"), "dir");
  return (await import(pathToFileURL(join(copy, "dist", entry)).href)) as T;
}

describe("an error from a second copy of the package", () => {
  it("@hermes/bm25: Bm25Error is known by isBm25Error, Bm25Error.is and isHermesError, not by instanceof", async () => {
    const other = await secondCopy<typeof Bm25>("@hermes/bm25");
    const error = new other.Bm25Error("DUPLICATE_ID", "again");
    expect(other.Bm25Error).not.toBe(Bm25Error);
    expect(error instanceof Bm25Error).toBe(false);
    expect([
      isBm25Error(error),
      isBm25Error(error, "DUPLICATE_ID"),
      isBm25Error(error, "UNKNOWN_ID"),
      Bm25Error.is(error),
    ]).toEqual([true, true, false, true]);
    expect([isHermesError(error, "DUPLICATE_ID"), errorGuard("Bm25Error")(error)]).toEqual([true, true]);
    expect(other.isBm25Error(new Bm25Error("UNKNOWN_ID", "gone"), "UNKNOWN_ID")).toBe(true);
  });

  it("@hermes/catalog: the base class of another copy carries the same brand", async () => {
    const other = await secondCopy<typeof Catalog>("@hermes/catalog");
    const error = new other.HermesError("OVER_QUOTA", "no");
    expect(error instanceof HermesError).toBe(false);
    expect([isHermesError(error), isHermesError(error, "OVER_QUOTA"), isHermesError(error, "EXPIRED")]).toEqual([
      true,
      true,
      false,
    ]);
    expect(other.isHermesError(new HermesError("OVER_QUOTA", "no"), "OVER_QUOTA")).toBe(true);
    expect(other.isHermesError(new Bm25Error("INVALID_QUERY", "x"), "INVALID_QUERY")).toBe(true);
  });

  it("@hermes/connectors: GatewayError is known by isGatewayError", async () => {
    const other = await secondCopy<typeof ConnectorsApi>("@hermes/connectors");
    const error = new other.GatewayError("search: 401", { code: "SIGN_IN_EXPIRED", route: "search", status: 401 });
    expect(error instanceof GatewayError).toBe(false);
    expect([
      isGatewayError(error),
      isGatewayError(error, "SIGN_IN_EXPIRED"),
      isGatewayError(error, "TIMEOUT"),
      isHermesError(error),
    ]).toEqual([true, true, false, true]);
    expect(isGatewayError(new other.GatewayError("x", { code: "TIMEOUT", route: "execute" }), "TIMEOUT")).toBe(true);
    // Another family member is not a GatewayError, whatever its code.
    expect(isGatewayError(new ToolCallError("SIGN_IN_EXPIRED", "x"))).toBe(false);
  });

  it("@hermes/dispatch: a ToolCallError thrown by an invoke bundled with another copy keeps its code and details", async () => {
    const other = await secondCopy<typeof Dispatch>("@hermes/dispatch");
    const thrown = new other.ToolCallError("CONNECTION_REQUIRED", "Connect Gmail first.", {
      connectUrl: "https://connect.example/gmail",
    });
    expect(thrown instanceof ToolCallError).toBe(false);
    expect([isToolCallError(thrown), isToolCallError(thrown, "CONNECTION_REQUIRED"), isHermesError(thrown)]).toEqual([
      true,
      true,
      true,
    ]);
    const plan = planTiers([
      { tools: [{ name: "send_email", description: "Send an email.", inputSchema: { type: "object" } }] },
    ]);
    const dispatcher = createDispatcher({ invoke: () => Promise.reject(thrown) });
    const outcome = await dispatcher.dispatch(
      { id: "1", name: "send_email", arguments: {} },
      { scope: { plan }, config: DEFAULT_CONFIG },
    );
    expect(outcome.isError).toBe(true);
    expect(outcome.result as DispatchError).toEqual({
      error: "Connect Gmail first.",
      code: "CONNECTION_REQUIRED",
      connectUrl: "https://connect.example/gmail",
    });
  });

  it("@hermes/mcp: ResponseTooLargeError is known by isResponseTooLargeError", async () => {
    const other = await secondCopy<typeof McpInternal>("@hermes/mcp", "internal.js");
    const error = new other.ResponseTooLargeError(1024);
    expect(error instanceof ResponseTooLargeError).toBe(false);
    expect([
      isResponseTooLargeError(error),
      isResponseTooLargeError(error, "RESPONSE_TOO_LARGE"),
      isHermesError(error, "RESPONSE_TOO_LARGE"),
    ]).toEqual([true, true, true]);
    expect(error.maxBytes).toBe(1024);
    expect(isResponseTooLargeError(new GatewayError("x", { code: "INVALID_RESPONSE", route: "search" }))).toBe(false);
  });
});
