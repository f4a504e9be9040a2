// The dependency rules of the workspace (docs/architecture.md, "Packages and dependency direction"), as data plus a pure checker.

/** What a package may depend on at run time, and what only for types (same layer). */
export interface LayerRule {
  readonly layer: number;
  /** Workspace packages allowed in `dependencies` / `peerDependencies` / `optionalDependencies`. */
  readonly runtime: readonly string[];
  /** Workspace packages allowed only in `devDependencies` (type-only imports across a layer). */
  readonly typeOnly: readonly string[];
  /** Third-party runtime dependencies allowed; `undefined` means any. */
  readonly external?: readonly string[];
  /**
   * Third-party packages this package may use only as optional peer dependencies (framework
   * SDKs: a user who needs none of them installs none of them).
   */
  readonly optionalPeers?: readonly string[];
  /**
   * Whether the package's own (non-test) code may do I/O through Node's built-in I/O modules
   * (files, processes, sockets, HTTP); see `io-imports.ts`. The pure core never does.
   */
  readonly io: boolean;
}

export const LAYERS: Readonly<Record<string, LayerRule>> = {
  "@hermes/bm25": { layer: 0, runtime: [], typeOnly: [], external: ["porter-stemmer"], io: false },
  "@hermes/catalog": { layer: 1, runtime: ["@hermes/bm25"], typeOnly: [], io: false },
  "@hermes/bridge": { layer: 2, runtime: ["@hermes/catalog"], typeOnly: [], io: false },
  "@hermes/dispatch": { layer: 3, runtime: ["@hermes/catalog", "@hermes/bridge"], typeOnly: [], io: false },
  "@hermes/connectors": {
    layer: 3,
    runtime: ["@hermes/catalog"],
    typeOnly: ["@hermes/bridge", "@hermes/dispatch"],
    io: true,
  },
  // The MCP layer: downstream connections and server mode, without the runtime object or the CLI.
  "@hermes/mcp": {
    layer: 3,
    runtime: ["@hermes/catalog", "@hermes/bridge"],
    typeOnly: [],
    // jose: JWT and JWKS checks of serve --http's OAuth resource-server mode; @opentelemetry/api:
    // the spans of serve mode, a no-op until the user installs an SDK (docs/architecture.md).
    external: ["@modelcontextprotocol/client", "@modelcontextprotocol/server", "zod", "jose", "@opentelemetry/api"],
    io: true,
  },
  // The umbrella: wiring and re-exports (and the config-file reader); never the CLI.
  "@hermes/tool-search": {
    layer: 4,
    runtime: [
      "@hermes/bm25",
      "@hermes/catalog",
      "@hermes/bridge",
      "@hermes/dispatch",
      "@hermes/connectors",
      "@hermes/mcp",
    ],
    typeOnly: [],
    external: ["@modelcontextprotocol/server"],
    io: true,
  },
  "@hermes/integrations": {
    layer: 5,
    runtime: ["@hermes/tool-search"],
    typeOnly: [],
    external: [],
    optionalPeers: ["ai", "openai", "@anthropic-ai/sdk", "@openai/agents"],
    io: false,
  },
  // The command line and its demo catalog: a leaf nothing else depends on.
  "@hermes/cli": {
    layer: 5,
    runtime: ["@hermes/bm25", "@hermes/catalog", "@hermes/bridge", "@hermes/mcp", "@hermes/tool-search"],
    typeOnly: [],
    external: [],
    io: true,
  },
};

/** The parts of a package.json the checks read. */
export interface Manifest {
  readonly name: string;
  readonly dependencies?: Readonly<Record<string, string>>;
  readonly peerDependencies?: Readonly<Record<string, string>>;
  readonly optionalDependencies?: Readonly<Record<string, string>>;
  readonly devDependencies?: Readonly<Record<string, string>>;
  readonly peerDependenciesMeta?: Readonly<Record<string, { readonly optional?: boolean }>>;
}

const RUNTIME_KEYS = ["dependencies", "peerDependencies", "optionalDependencies"] as const;
const isWorkspace = (name: string): boolean => name.startsWith("@hermes/");
/** Tooling packages (private, never published) every package may use while developing. */
const DEV_TOOLING = new Set(["@hermes/config", "@hermes/node-runtimes"]);

/** Every rule a set of published-package manifests breaks, one sentence each; empty when clean. */
export function layeringViolations(
  manifests: readonly Manifest[],
  rules: Readonly<Record<string, LayerRule>> = LAYERS,
): string[] {
  const problems: string[] = [];
  const names = new Set(manifests.map((m) => m.name));
  for (const name of Object.keys(rules))
    if (!names.has(name)) problems.push(`${name} is in the layering but has no package`);
  for (const manifest of manifests) {
    const rule = rules[manifest.name];
    if (rule === undefined) {
      problems.push(`${manifest.name} is not in the layering table: add it with its layer`);
      continue;
    }
    for (const key of RUNTIME_KEYS) {
      for (const dep of Object.keys(manifest[key] ?? {})) {
        if (rule.optionalPeers?.includes(dep) === true) {
          if (key !== "peerDependencies")
            problems.push(`${manifest.name} must list ${dep} as an optional peer dependency, not in ${key}`);
          else if (manifest.peerDependenciesMeta?.[dep]?.optional !== true)
            problems.push(`${manifest.name} must mark its peer dependency ${dep} optional (peerDependenciesMeta)`);
        } else if (isWorkspace(dep) && !rule.runtime.includes(dep)) {
          problems.push(`${manifest.name} (layer ${rule.layer}) must not depend on ${dep} (${key})`);
        } else if (!isWorkspace(dep) && rule.external !== undefined && !rule.external.includes(dep)) {
          const allowed = rule.external.length === 0 ? "no third-party package" : rule.external.join(", ");
          problems.push(`${manifest.name} may only use ${allowed} at run time, not ${dep}`);
        }
      }
    }
    for (const dep of Object.keys(manifest.devDependencies ?? {})) {
      if (isWorkspace(dep) && !DEV_TOOLING.has(dep) && !rule.runtime.includes(dep) && !rule.typeOnly.includes(dep)) {
        problems.push(
          `${manifest.name} (layer ${rule.layer}) must not depend on ${dep}, not even for types (devDependencies)`,
        );
      }
    }
  }
  const cycle = findCycle(manifests);
  if (cycle !== undefined) problems.push(`dependency cycle: ${cycle.join(" -> ")}`);
  return problems;
}

/** A cycle among workspace dependencies of any kind, as a closed path, or undefined. */
export function findCycle(manifests: readonly Manifest[]): string[] | undefined {
  const edges = new Map<string, string[]>();
  for (const m of manifests) {
    const deps = [...RUNTIME_KEYS, "devDependencies" as const].flatMap((key) => Object.keys(m[key] ?? {}));
    edges.set(
      m.name,
      deps.filter((dep) => isWorkspace(dep)),
    );
  }
  const state = new Map<string, "open" | "done">();
  const path: string[] = [];
  const visit = (name: string): string[] | undefined => {
    if (state.get(name) === "done") return undefined;
    if (state.get(name) === "open") return [...path.slice(path.indexOf(name)), name];
    state.set(name, "open");
    path.push(name);
    for (const dep of edges.get(name) ?? []) {
      const found = visit(dep);
      if (found !== undefined) return found;
    }
    path.pop();
    state.set(name, "done");
    return undefined;
  };
  for (const name of [...edges.keys()].sort()) {
    const found = visit(name);
    if (found !== undefined) return found;
  }
  return undefined;
}
