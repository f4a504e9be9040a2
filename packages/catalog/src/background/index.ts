// @hermes/catalog/background: the background corpus hybrid search trains its vectors with. Its own
// entry point so the ~0.9 MB of text loads only in a runtime that turns hybrid search on.
export { backgroundCorpus } from "./background-corpus.js";
