// Shared flat ESLint config: type-aware typescript-eslint rules for every package.
import js from "@eslint/js";
import { defineConfig } from "eslint/config";
import globals from "globals";
import tseslint from "typescript-eslint";

/**
 * Builds the ESLint config for one package.
 * @param {string} tsconfigRootDir the package folder (pass `import.meta.dirname`)
 */
export function eslintConfig(tsconfigRootDir) {
  return defineConfig(
    { ignores: ["dist/**", "reports/**", "coverage/**"] },
    js.configs.recommended,
    tseslint.configs.recommendedTypeChecked,
    {
      languageOptions: {
        globals: globals.node,
        parserOptions: { projectService: true, tsconfigRootDir },
      },
      rules: {
        "@typescript-eslint/no-explicit-any": "error",
        "@typescript-eslint/consistent-type-imports": "error",
        "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_" }],
        eqeqeq: ["error", "always"],
      },
    },
    {
      files: ["**/*.js", "**/*.mjs"],
      extends: [tseslint.configs.disableTypeChecked],
    },
  );
}
