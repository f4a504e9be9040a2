// Packing the nine packages takes nine `pnpm pack` processes; the test files that read the
// tarballs share one pack per test run: this global setup packs once, gives the folder to the
// test files (`inject("packedDir")`) and removes it when the run ends.
import type { TestProject } from "vitest/node";
import { inject } from "vitest";
import { openPackedWorkspace, packWorkspace, type PackedWorkspace } from "./pack.js";

declare module "vitest" {
  export interface ProvidedContext {
    /** The folder the global setup packed the workspace into. */
    packedDir: string;
  }
}

/** Vitest global setup: packs the workspace once for every test file of the run. */
export default async function setup(project: TestProject): Promise<() => void> {
  const packed = await packWorkspace();
  project.provide("packedDir", packed.dir);
  return () => packed.remove();
}

/** The run's shared pack (read-only: a test that writes beside it uses its own folder). */
export const sharedPack = (): PackedWorkspace => openPackedWorkspace(inject("packedDir"));
