// Which names of a package's `./internal` entry no other workspace package imports. That entry
// exists to lend helpers to siblings and tooling (docs/api-stability.md); a name only its own
// package uses belongs in a relative import, not in the entry. knip cannot tell the two apart:
// any use of the underlying export, inside the package or out, counts for it.
import ts from "typescript";

/** One source file of the workspace: which package it belongs to, its path and its text. */
export interface SourceFile {
  /** The package name (`@hermes/catalog`) the file belongs to. */
  readonly owner: string;
  readonly path: string;
  readonly text: string;
}

/** An `./internal` export that no other package imports. */
export interface UnusedInternalExport {
  readonly entry: string;
  readonly name: string;
}

const parse = (file: SourceFile): ts.SourceFile =>
  ts.createSourceFile(file.path, file.text, ts.ScriptTarget.ES2022, false, ts.ScriptKind.TS);

const hasExportModifier = (node: ts.Node): boolean =>
  ts.canHaveModifiers(node) && (ts.getModifiers(node)?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword) ?? false);

/** The names an entry file exports: `export { a, b as c } from …`, `export const/function/class/type/interface`. */
export function exportedNames(entry: SourceFile): string[] {
  const names: string[] = [];
  for (const statement of parse(entry).statements) {
    if (ts.isExportDeclaration(statement) && statement.exportClause !== undefined) {
      if (ts.isNamedExports(statement.exportClause))
        names.push(...statement.exportClause.elements.map((element) => element.name.text));
      else names.push(statement.exportClause.name.text);
    } else if (ts.isVariableStatement(statement) && hasExportModifier(statement)) {
      for (const declaration of statement.declarationList.declarations)
        if (ts.isIdentifier(declaration.name)) names.push(declaration.name.text);
    } else if (
      (ts.isFunctionDeclaration(statement) ||
        ts.isClassDeclaration(statement) ||
        ts.isInterfaceDeclaration(statement) ||
        ts.isTypeAliasDeclaration(statement) ||
        ts.isEnumDeclaration(statement)) &&
      hasExportModifier(statement) &&
      statement.name !== undefined
    )
      names.push(statement.name.text);
  }
  return [...new Set(names)].sort();
}

/**
 * The names `file` takes from module `specifier`: named imports and re-exports (`import { a }`,
 * `export { a } from`, with or without `type`), a dynamic `import()` of a literal only as a whole.
 * `"*"` stands for a namespace import or `export *`, which uses every name.
 */
export function namesImportedFrom(file: SourceFile, specifier: string): string[] {
  const names: string[] = [];
  const visit = (node: ts.Node): void => {
    if (
      ts.isImportDeclaration(node) &&
      ts.isStringLiteral(node.moduleSpecifier) &&
      node.moduleSpecifier.text === specifier
    ) {
      const bindings = node.importClause?.namedBindings;
      if (bindings !== undefined && ts.isNamedImports(bindings))
        names.push(...bindings.elements.map((element) => (element.propertyName ?? element.name).text));
      else if (bindings !== undefined) names.push("*");
    } else if (
      ts.isExportDeclaration(node) &&
      node.moduleSpecifier !== undefined &&
      ts.isStringLiteral(node.moduleSpecifier) &&
      node.moduleSpecifier.text === specifier
    ) {
      if (node.exportClause !== undefined && ts.isNamedExports(node.exportClause))
        names.push(...node.exportClause.elements.map((element) => (element.propertyName ?? element.name).text));
      else names.push("*");
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] !== undefined &&
      ts.isStringLiteral(node.arguments[0]) &&
      node.arguments[0].text === specifier
    )
      names.push("*");
    ts.forEachChild(node, visit);
  };
  visit(parse(file));
  return names;
}

/**
 * Every name of each `entries` file (a package's `src/internal.ts`, imported as
 * `<owner>/internal`) that no file of another package imports, sorted by entry and name.
 */
export function unusedInternalExports(
  entries: readonly SourceFile[],
  sources: readonly SourceFile[],
): UnusedInternalExport[] {
  const unused: UnusedInternalExport[] = [];
  for (const entry of entries) {
    const specifier = `${entry.owner}/internal`;
    const used = new Set(
      sources.filter((file) => file.owner !== entry.owner).flatMap((file) => namesImportedFrom(file, specifier)),
    );
    if (used.has("*")) continue;
    for (const name of exportedNames(entry)) if (!used.has(name)) unused.push({ entry: specifier, name });
  }
  return unused;
}
