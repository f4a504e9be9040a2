import type { Linter } from "eslint";

/** ESLint flat config for one package; pass `import.meta.dirname`. */
export function eslintConfig(tsconfigRootDir: string): Linter.Config[];
