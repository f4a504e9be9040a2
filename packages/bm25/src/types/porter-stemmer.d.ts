// porter-stemmer ships no types. It exports `stemmer(word)`, which expects a lowercase word.
declare module "porter-stemmer" {
  export function stemmer(word: string): string;
}
