// Minimal types for wink-bm25-text-search 3.1.2 (the package ships none): the calls the
// benchmark makes, checked against src/wink-bm25-text-search.js.
declare module "wink-bm25-text-search" {
  /** One step of a text preparation pipe: text → text, text → tokens or tokens → tokens. */
  type WinkPrepTask = ((text: string) => string) | ((text: string) => string[]) | ((tokens: string[]) => string[]);

  interface WinkBm25Config {
    readonly fldWeights: Readonly<Record<string, number>>;
    readonly bm25Params?: { readonly k1?: number; readonly b?: number; readonly k?: number };
    readonly ovFldNames?: readonly string[];
  }

  interface WinkBm25Engine {
    /** Must come first; throws once documents were added. */
    defineConfig: (config: WinkBm25Config) => boolean;
    /** Pipe for `field`, or the default pipe (also used for queries) without one. */
    definePrepTasks: (tasks: readonly WinkPrepTask[], field?: string) => number;
    /** Every configured field must be present; throws on a duplicate id. */
    addDoc: (doc: Readonly<Record<string, string>>, id: string | number) => number;
    /** Computes the BM25 weights; throws with fewer than 3 documents or when called twice. */
    consolidate: (freqPrecision?: number) => boolean;
    /** `[id, score]` pairs, best first, at most `limit` (default 10) of them. */
    search: (text: string, limit?: number) => Array<[string, number]>;
    reset: () => boolean;
  }

  function bm25(): WinkBm25Engine;
  export = bm25;
}
