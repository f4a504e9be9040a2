import { join } from "node:path";
import ts from "typescript";
import type { PublishedPackage } from "./workspace.js";

/** An export without a TSDoc comment: `package/subpath: name`. */
export type UndocumentedExport = string;

/** The `types` file of every entry point in a package's `exports`, as `[specifier, absolute path]`. */
export function typeEntryPoints(pkg: PublishedPackage): [string, string][] {
  const exports = pkg.manifest["exports"] as Record<string, unknown>;
  return Object.entries(exports).flatMap(([subpath, target]): [string, string][] => {
    if (typeof target !== "object" || target === null) return [];
    const types = (target as Record<string, unknown>)["types"];
    if (typeof types !== "string") return [];
    const specifier = subpath === "." ? pkg.manifest.name : `${pkg.manifest.name}/${subpath.slice(2)}`;
    return [[specifier, join(pkg.dir, types)]];
  });
}

function hasDoc(symbol: ts.Symbol, checker: ts.TypeChecker): boolean {
  if (symbol.getDocumentationComment(checker).length > 0) return true;
  return (symbol.declarations ?? []).some((declaration) => ts.getJSDocCommentsAndTags(declaration).length > 0);
}

/**
 * Lists the exports of the packages' built declaration files that carry no TSDoc comment
 * (re-exports are followed to the declaration they name). Reads `dist/`, so the packages must
 * be built.
 */
export function undocumentedExports(packages: readonly PublishedPackage[]): UndocumentedExport[] {
  const entries = packages.flatMap(typeEntryPoints);
  const program = ts.createProgram(
    entries.map(([, file]) => file),
    {
      module: ts.ModuleKind.NodeNext,
      moduleResolution: ts.ModuleResolutionKind.NodeNext,
      target: ts.ScriptTarget.ES2022,
      noEmit: true,
      skipLibCheck: true,
    },
  );
  const checker = program.getTypeChecker();
  const missing: UndocumentedExport[] = [];
  for (const [specifier, file] of entries) {
    const source = program.getSourceFile(file);
    const module = source === undefined ? undefined : checker.getSymbolAtLocation(source);
    if (module === undefined) {
      missing.push(`${specifier}: (entry point not found)`);
      continue;
    }
    for (const exported of checker.getExportsOfModule(module)) {
      const target = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
      if (!hasDoc(target, checker)) missing.push(`${specifier}: ${exported.name}`);
    }
  }
  return missing.sort();
}
