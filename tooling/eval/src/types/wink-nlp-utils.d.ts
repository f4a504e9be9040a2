// Minimal types for wink-nlp-utils 2.1.0 (the package ships none): only the prep tasks the eval
// uses. They are plain functions (no `this`), typed as properties so they can be passed around.
declare module "wink-nlp-utils" {
  interface WinkNlpUtils {
    readonly string: {
      readonly lowerCase: (text: string) => string;
      /** Splits on non-word characters (keeps `_`), drops elisions, amplifies negations. */
      readonly tokenize0: (text: string) => string[];
    };
    readonly tokens: {
      /** Drops the library's default English stop words. */
      readonly removeWords: (tokens: string[]) => string[];
      /** Porter2 stemmer. */
      readonly stem: (tokens: string[]) => string[];
      readonly propagateNegations: (tokens: string[], upto?: number) => string[];
    };
  }

  const nlp: WinkNlpUtils;
  export = nlp;
}
