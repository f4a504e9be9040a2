// Minimal types for wink-bm25-text-search 3.1.2 (the package ships none): only what the eval uses.
declare module "wink-bm25-text-search" {
  namespace winkBm25 {
    /** One preparation step; steps are chained, the last one must return the tokens. */
    type PrepTask = (input: never) => unknown;

    interface Bm25Params {
      /** Term-frequency saturation (default 1.2). */
      readonly k1?: number;
      /** Length normalisation, 0..1 (default 0.75). */
      readonly b?: number;
      /** Added inside the idf logarithm (default 1). */
      readonly k?: number;
    }

    interface Config {
      /** Field name -> weight (> 0). Every added document must have every field. */
      readonly fldWeights: Readonly<Record<string, number>>;
      readonly bm25Params?: Bm25Params;
      readonly ovFldNames?: readonly string[];
    }

    /** `[id, score]`, best first. */
    type Hit = [id: string, score: number];

    interface Engine {
      defineConfig(config: Config): boolean;
      definePrepTasks(tasks: readonly PrepTask[], field?: string): number;
      addDoc(doc: Readonly<Record<string, string>>, id: string): number;
      consolidate(fp?: number): boolean;
      search(text: string, limit?: number): Hit[];
    }
  }

  function winkBm25(): winkBm25.Engine;
  export = winkBm25;
}
