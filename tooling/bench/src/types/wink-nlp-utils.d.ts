// Minimal types for wink-nlp-utils 2.1.0 (the package ships none): the prep tasks the
// benchmark hands to wink-bm25-text-search.
declare module "wink-nlp-utils" {
  interface WinkNlpUtils {
    readonly string: {
      readonly lowerCase: (text: string) => string;
      readonly removeExtraSpaces: (text: string) => string;
      /** Splits on non-word characters (`_` is a word character); removes elisions. */
      readonly tokenize0: (text: string) => string[];
    };
    readonly tokens: {
      /** Removes English stop words. */
      readonly removeWords: (tokens: string[]) => string[];
      /** Porter2 stemming. */
      readonly stem: (tokens: string[]) => string[];
      readonly propagateNegations: (tokens: string[]) => string[];
    };
  }

  const nlp: WinkNlpUtils;
  export = nlp;
}
