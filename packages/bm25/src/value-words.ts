// Argument values in a keyword query (docs/search-vocabulary.md, "How ordinary words change admission"): words the keyword
// gate must not read as the name of a service no tool has. Pure: a function of the query
// text and the tokenizer.
import type { Tokenizer } from "./tokenizer.js";

/**
 * Prepositions whose object is an argument value: "the weather of nyc", "a report about
 * Aditya", "a workspace named DevelopersHub". Not the ones that introduce a channel, place or
 * service ("via", "with", "using", "through", "on", "in", "to", "from", "for": "send email via
 * gmail", "create issue in jira", "upload to dropbox", "search for slack messages"), whose
 * object is as often a service as a value.
 */
export const VALUE_PREPOSITIONS: ReadonlySet<string> = new Set(["of", "about", "named", "called", "titled"]);

/** Prepositions that introduce a channel, place or service: never a value themselves. */
const OTHER_PREPOSITIONS: ReadonlySet<string> = new Set([
  "via",
  "with",
  "using",
  "through",
  "on",
  "in",
  "into",
  "to",
  "from",
  "for",
  "at",
  "by",
]);

/** Words skipped between a value preposition and its value ("of the Aditya fund"). */
const ARTICLES: ReadonlySet<string> = new Set(["a", "an", "the", "this", "that", "these", "those"]);

// A word as the query shape reads words; case kept so camelCase values tokenize as in the query.
const WORD = /[A-Za-z0-9]+/g;
// Ends in two or more digits after a letter (RL50, v2024): a tag or an id. One digit is as
// often part of a service's name (auth0, s3, ec2, r2) and does not count.
const TAG = /[A-Za-z][A-Za-z0-9]*[0-9]{2}$/;

/**
 * The terms of the query's argument values: of the first word after a
 * {@link VALUE_PREPOSITIONS} word (articles skipped; never another preposition), and of every
 * word that ends in two or more digits after a letter. The natural admission ignores them
 * like ordinary words: they never empty a keyword query.
 *
 * @example
 * ```ts
 * valueTerms("get the weather of nyc", tokenize); // Set { "nyc" }
 * valueTerms("send email via gmail", tokenize);   // Set {}
 * ```
 */
export function valueTerms(query: string, tokenize: Tokenizer): ReadonlySet<string> {
  const values = new Set<string>();
  let afterPreposition = false;
  for (const word of query.match(WORD) ?? []) {
    const lower = word.toLowerCase();
    if (VALUE_PREPOSITIONS.has(lower)) {
      afterPreposition = true;
      continue;
    }
    if (afterPreposition && ARTICLES.has(lower)) continue;
    if (afterPreposition && OTHER_PREPOSITIONS.has(lower)) afterPreposition = false;
    if (afterPreposition || TAG.test(word)) for (const term of tokenize(word)) values.add(term);
    afterPreposition = false;
  }
  return values;
}
