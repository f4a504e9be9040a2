import ts from "typescript";

/** One export of an entry point, as a consumer's type checker sees it. */
export interface ExportEntry {
  readonly name: string;
  /** `function`, `class`, `const`, `enum`, `namespace`, `interface` or `type`. */
  readonly kind: string;
  /** True for anything that exists at run time (functions, classes, constants, enums). */
  readonly value: boolean;
  /** The full declaration as the built `.d.ts` states it, without comments (may span lines). */
  readonly signature: string;
}

const printer = ts.createPrinter({ removeComments: true, newLine: ts.NewLineKind.LineFeed });

/** `export` and `declare` say where a declaration sits in its file, not what it is: dropped. */
const withoutPlacement = (text: string): string => text.replace(/^(?:export\s+)?(?:default\s+)?(?:declare\s+)?/, "");

/** The statement to print for one declaration: a variable's whole `const x: T` statement when it is alone in it. */
function printable(declaration: ts.Declaration): ts.Node {
  if (ts.isVariableDeclaration(declaration)) {
    const list = declaration.parent;
    if (ts.isVariableDeclarationList(list) && list.declarations.length === 1 && ts.isVariableStatement(list.parent))
      return list.parent;
  }
  return declaration;
}

/**
 * The full declaration text of an exported symbol as the `.d.ts` states it, comments removed and
 * printed by the TypeScript printer (so the layout is the same on every run). Overloads and merged
 * declarations (an interface and a namespace of one name) are printed one after another. Nothing
 * is cut: a member added at the end of a long interface changes the text.
 */
function declarationText(symbol: ts.Symbol): string {
  const declarations = symbol.declarations ?? [];
  return declarations
    .map((declaration) =>
      withoutPlacement(printer.printNode(ts.EmitHint.Unspecified, printable(declaration), declaration.getSourceFile())),
    )
    .join("\n");
}

function kindOf(symbol: ts.Symbol): string {
  const { flags } = symbol;
  if (flags & ts.SymbolFlags.Class) return "class";
  if (flags & ts.SymbolFlags.Function) return "function";
  if (flags & ts.SymbolFlags.Enum) return "enum";
  if (flags & ts.SymbolFlags.Variable) return "const";
  if (flags & ts.SymbolFlags.ValueModule) return "namespace";
  if (flags & ts.SymbolFlags.Interface) return "interface";
  return "type";
}

/**
 * Every export of each declaration file in `files` (built `dist/**\/*.d.ts` entry points), sorted
 * by name, with its kind and full declaration. One type-checker program serves all files, so a
 * package's entry points cost one program. Type-only re-exports resolve to their declarations.
 */
export function readExportsOfAll(files: readonly string[]): Map<string, ExportEntry[]> {
  const program = ts.createProgram(files, {
    module: ts.ModuleKind.NodeNext,
    moduleResolution: ts.ModuleResolutionKind.NodeNext,
    target: ts.ScriptTarget.ES2022,
    strict: true,
    exactOptionalPropertyTypes: true,
    noEmit: true,
    skipLibCheck: true,
  });
  const checker = program.getTypeChecker();
  const exportsOf = (file: string): ExportEntry[] => {
    const source = program.getSourceFile(file);
    const module = source === undefined ? undefined : checker.getSymbolAtLocation(source);
    if (module === undefined) throw new Error(`no module symbol for ${file}`);
    return checker
      .getExportsOfModule(module)
      .map((exported): ExportEntry => {
        const symbol = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
        const kind = kindOf(symbol);
        const value = (symbol.flags & ts.SymbolFlags.Value) !== 0;
        return { name: exported.name, kind, value, signature: declarationText(symbol) };
      })
      .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  };
  return new Map(files.map((file) => [file, exportsOf(file)]));
}

/** {@link readExportsOfAll} for one declaration file. */
export function readExports(file: string): ExportEntry[] {
  return readExportsOfAll([file]).get(file) ?? [];
}
