import ts from "typescript";

/** One export of an entry point, as a consumer's type checker sees it. */
export interface ExportEntry {
  readonly name: string;
  /** `function`, `class`, `const`, `enum`, `namespace`, `interface` or `type`. */
  readonly kind: string;
  /** True for anything that exists at run time (functions, classes, constants, enums). */
  readonly value: boolean;
  /** The declared type of a value, or the declaration text of a type, folded to one line. */
  readonly signature: string;
}

const MAX_SIGNATURE = 400;
const oneLine = (text: string): string => {
  const folded = text.replace(/\s+/g, " ").trim();
  return folded.length > MAX_SIGNATURE ? `${folded.slice(0, MAX_SIGNATURE - 1)}…` : folded;
};

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

/** The text a type declaration shows a reader: an alias's right-hand side, an interface's members. */
function typeText(checker: ts.TypeChecker, symbol: ts.Symbol): string {
  const declaration = symbol.declarations?.[0];
  if (declaration !== undefined && ts.isTypeAliasDeclaration(declaration)) return declaration.type.getText();
  if (declaration !== undefined && ts.isInterfaceDeclaration(declaration)) {
    const heritage = declaration.heritageClauses?.map((clause) => clause.getText()).join(" ") ?? "";
    const members = declaration.members
      .map((member) =>
        member
          .getText()
          .replace(/\/\*\*[\s\S]*?\*\//g, "")
          .trim()
          .replace(/[;,]$/, ""),
      )
      .join("; ");
    return `${heritage === "" ? "" : `${heritage} `}{ ${members} }`;
  }
  return checker.typeToString(checker.getDeclaredTypeOfSymbol(symbol));
}

/** A member's name; a symbol-keyed one as `[KEY]` (the checker's internal name carries a run-dependent id). */
const memberName = (member: ts.Symbol): string =>
  member.name.startsWith("__@") ? `[${member.name.slice(3).replace(/@\d+$/, "")}]` : member.name;

/** A class as a reader needs it: constructor and public members, in declaration order. */
function classText(checker: ts.TypeChecker, symbol: ts.Symbol): string {
  const constructors = checker
    .getTypeOfSymbol(symbol)
    .getConstructSignatures()
    .map((signature) => `new ${checker.signatureToString(signature, undefined, ts.TypeFormatFlags.NoTruncation)}`);
  const members = checker
    .getDeclaredTypeOfSymbol(symbol)
    .getProperties()
    .filter((member) => !member.name.startsWith("#"))
    .map(
      (member) =>
        `${memberName(member)}: ${checker.typeToString(checker.getTypeOfSymbol(member), undefined, ts.TypeFormatFlags.NoTruncation)}`,
    );
  return `class { ${[...constructors, ...members].join("; ")} }`;
}

/**
 * Every export of the declaration file `file` (a built `dist/**\/index.d.ts`), sorted by name,
 * with its kind and a one-line signature. Type-only re-exports resolve to their declarations.
 */
export function readExports(file: string): ExportEntry[] {
  const program = ts.createProgram([file], {
    module: ts.ModuleKind.NodeNext,
    moduleResolution: ts.ModuleResolutionKind.NodeNext,
    target: ts.ScriptTarget.ES2022,
    strict: true,
    exactOptionalPropertyTypes: true,
    noEmit: true,
    skipLibCheck: true,
  });
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(file);
  const module = source === undefined ? undefined : checker.getSymbolAtLocation(source);
  if (module === undefined) throw new Error(`no module symbol for ${file}`);
  return checker
    .getExportsOfModule(module)
    .map((exported): ExportEntry => {
      const symbol = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
      const kind = kindOf(symbol);
      const value = (symbol.flags & ts.SymbolFlags.Value) !== 0;
      const signature =
        kind === "class"
          ? classText(checker, symbol)
          : value
            ? checker.typeToString(checker.getTypeOfSymbol(symbol), undefined, ts.TypeFormatFlags.NoTruncation)
            : typeText(checker, symbol);
      return { name: exported.name, kind, value, signature: oneLine(signature) };
    })
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}
