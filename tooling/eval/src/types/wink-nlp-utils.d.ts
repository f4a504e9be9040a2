// Minimal types for wink-nlp-utils 2.1.0 (the package ships none): only the prep tasks the eval uses.
declare module "wink-nlp-utils" {
  interface WinkNlpUtils {
    readonly string: {
      lowerCase(text: string): string;
      /** Splits on non-word characters (keeps `_`), drops elisions, amplifies negations. */
      tokenize0(text: string): string[];
    };
    readonly tokens: {
      /** Drops the library's default English stop words. */
      removeWords(tokens: string[]): string[];
      /** Porter2 stemmer. */
      stem(tokens: string[]): string[];
      propagateNegations(tokens: string[], upto?: number): string[];
    };
  }

  const nlp: WinkNlpUtils;
  export = nlp;
}
