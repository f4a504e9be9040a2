#!/usr/bin/env node
// `hermes-verify`: the package's type check and its type-aware lint over ONE TypeScript program.
// `tsc -p tsconfig.json --noEmit` and `eslint .` (typescript-eslint's project service) each build
// and type-check the same program; here it is built once, its diagnostics are reported as tsc
// reports them, and ESLint reads its types from it. Same tsconfig, same rules, same files.
import { ESLint } from "eslint";
import ts from "typescript";

const cwd = process.cwd();

/** The diagnostics `tsc --noEmit` reports for `program`, in tsc's order (it stops at the first kind that has any). */
function tscDiagnostics(program, configErrors) {
  const all = [...configErrors, ...program.getSyntacticDiagnostics()];
  if (all.length === configErrors.length) {
    all.push(...program.getOptionsDiagnostics(), ...program.getGlobalDiagnostics());
    if (all.length === configErrors.length) all.push(...program.getSemanticDiagnostics());
    const options = program.getCompilerOptions();
    if (options.noEmit && (options.declaration || options.composite) && all.length === configErrors.length)
      all.push(...program.getDeclarationDiagnostics());
  }
  return ts.sortAndDeduplicateDiagnostics(all);
}

function readProgram() {
  const configPath = ts.findConfigFile(cwd, ts.sys.fileExists, "tsconfig.json");
  if (configPath === undefined) throw new Error(`no tsconfig.json in ${cwd}`);
  const host = {
    ...ts.sys,
    onUnRecoverableConfigFileDiagnostic: (d) => {
      throw new Error(ts.flattenDiagnosticMessageText(d.messageText, "\n"));
    },
  };
  const parsed = ts.getParsedCommandLineOfConfigFile(configPath, { noEmit: true }, host);
  const program = ts.createProgram({
    rootNames: parsed.fileNames,
    options: parsed.options,
    projectReferences: parsed.projectReferences,
    configFileParsingDiagnostics: parsed.errors,
  });
  return { program, errors: parsed.errors };
}

const { program, errors } = readProgram();
const diagnostics = tscDiagnostics(program, errors);
const formatHost = { getCanonicalFileName: (f) => f, getCurrentDirectory: () => cwd, getNewLine: () => "\n" };
if (diagnostics.length > 0) {
  process.stdout.write(ts.formatDiagnosticsWithColorAndContext(diagnostics, formatHost));
  process.stdout.write(`\nFound ${diagnostics.length} type error${diagnostics.length === 1 ? "" : "s"}.\n`);
}

const eslint = new ESLint({
  cwd,
  overrideConfig: [
    {
      files: ["**/*.ts", "**/*.tsx", "**/*.mts", "**/*.cts"],
      languageOptions: { parserOptions: { projectService: false, programs: [program] } },
    },
  ],
});
const results = await eslint.lintFiles(["."]);
const formatter = await eslint.loadFormatter("stylish");
const report = await formatter.format(results);
if (report !== "") process.stdout.write(report);
const lintErrors = results.reduce((n, result) => n + result.errorCount + result.fatalErrorCount, 0);
process.exitCode = diagnostics.length > 0 || lintErrors > 0 ? 1 : 0;
