import type { WorkspacePackage } from "./workspace.js";

const RUNTIME_KEYS = ["dependencies", "peerDependencies", "optionalDependencies"] as const;
const workspaceDeps = (manifest: WorkspacePackage["manifest"], keys: readonly string[]): string[] =>
  keys
    .flatMap((key) => Object.keys((manifest[key] ?? {}) as Record<string, string>))
    .filter((dep) => dep.startsWith("@hermes/") && dep !== "@hermes/config")
    .sort();

/**
 * The workspace's package graph as text, one package a line, dependencies first (a topological
 * order, ties by name): `@hermes/catalog -> @hermes/bm25`; dev-only (type) edges in brackets.
 */
export function renderPackageGraph(packages: readonly WorkspacePackage[]): string {
  const byName = new Map(packages.map((pkg) => [pkg.manifest.name, pkg]));
  const done = new Set<string>();
  const lines: string[] = [];
  const visit = (name: string): void => {
    const pkg = byName.get(name);
    if (pkg === undefined || done.has(name)) return;
    done.add(name);
    const runtime = workspaceDeps(pkg.manifest, RUNTIME_KEYS);
    const dev = workspaceDeps(pkg.manifest, ["devDependencies"]).filter((dep) => !runtime.includes(dep));
    for (const dep of [...runtime, ...dev]) visit(dep);
    const edges = [...runtime, ...dev.map((dep) => `[${dep}]`)];
    lines.push(
      `${name.padEnd(22)} ${pkg.dir.padEnd(22)} ${edges.length === 0 ? "(no workspace dependencies)" : `-> ${edges.join(", ")}`}`,
    );
  };
  for (const name of [...byName.keys()].sort()) visit(name);
  return `${lines.join("\n")}\n`;
}
