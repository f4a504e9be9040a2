import { readFileSync } from "node:fs";
import { join, relative } from "node:path";
import ts from "typescript";
import { PACKAGING_DIR, REPO_ROOT } from "../workspace.js";
import { pageModule } from "./page-module.js";

/** The compiler options of this package's tsconfig.json (which extends the repository's base). */
function compilerOptions(): ts.CompilerOptions {
  const configPath = join(PACKAGING_DIR, "tsconfig.json");
  const parsed = ts.getParsedCommandLineOfConfigFile(
    configPath,
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
        throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, "\n"));
      },
    },
  );
  if (parsed === undefined) throw new Error(`cannot read ${configPath}`);
  return { ...parsed.options, noEmit: true };
}

/** A Markdown page: its path (for messages and the module name) and its text. */
export interface MarkdownPage {
  readonly page: string;
  readonly markdown: string;
}

/**
 * Type-checks the ` ```ts ` blocks of Markdown pages against the packages, with the
 * repository's strict compiler settings. The blocks of one page form one ES module, in page
 * order: the first block imports, later ones continue. Returns one line per problem, located
 * in the page (`docs/x.md:42: TS2345: …`); empty when clean.
 */
export function typecheckMarkdown(pages: readonly MarkdownPage[]): string[] {
  const modules = pages.map(({ page, markdown }) => pageModule(page, markdown));
  const byFile = new Map(modules.map((module) => [module.file, module]));
  const options = compilerOptions();
  const host = ts.createCompilerHost(options);
  const getSourceFile = host.getSourceFile.bind(host);
  const fileExists = host.fileExists.bind(host);
  const readFile = host.readFile.bind(host);
  host.fileExists = (file) => byFile.has(file) || fileExists(file);
  host.readFile = (file) => byFile.get(file)?.text ?? readFile(file);
  host.getSourceFile = (file, language, ...rest) => {
    const module = byFile.get(file);
    return module === undefined
      ? getSourceFile(file, language, ...rest)
      : ts.createSourceFile(file, module.text, language, true);
  };
  const program = ts.createProgram({ rootNames: [...byFile.keys()], options, host });
  const problems: string[] = [];
  for (const module of modules) {
    if (module.text.trim() === "") problems.push(`${module.page}: no \`\`\`ts blocks`);
  }
  for (const diagnostic of ts.getPreEmitDiagnostics(program)) {
    const message = ts.flattenDiagnosticMessageText(diagnostic.messageText, "\n");
    const module = diagnostic.file === undefined ? undefined : byFile.get(diagnostic.file.fileName);
    if (diagnostic.file === undefined || diagnostic.start === undefined) {
      problems.push(`TS${diagnostic.code}: ${message}`);
    } else if (module === undefined) {
      problems.push(`${relative(REPO_ROOT, diagnostic.file.fileName)}: TS${diagnostic.code}: ${message}`);
    } else {
      const { line } = diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start);
      problems.push(`${module.page}:${module.lines[line] ?? "?"}: TS${diagnostic.code}: ${message}`);
    }
  }
  return problems;
}

/** {@link typecheckMarkdown} for pages read from the repository (paths relative to its root). */
export function typecheckPages(pages: readonly string[]): string[] {
  return typecheckMarkdown(pages.map((page) => ({ page, markdown: readFileSync(join(REPO_ROOT, page), "utf8") })));
}
