let allowed: boolean | undefined;

/**
 * Whether this realm lets code be generated from strings (`new Function`), which ajv needs to
 * compile a schema. Strict Content-Security-Policy pages, edge workers and Node started with
 * `--disallow-code-generation-from-strings` forbid it; there input schemas are checked by the
 * interpreter instead (docs/security.md, "Validation without code generation"). Tried once,
 * then cached. Never throws.
 *
 * @example
 * ```ts
 * codeGenerationAllowed(); // false under `node --disallow-code-generation-from-strings`
 * ```
 */
export function codeGenerationAllowed(): boolean {
  if (allowed === undefined) {
    try {
      // The probe ajv's compiler depends on; generating this one constant function is harmless.
      // eslint-disable-next-line @typescript-eslint/no-implied-eval
      const probe = new Function("return true") as () => unknown;
      allowed = probe() === true;
    } catch {
      allowed = false;
    }
  }
  return allowed;
}
