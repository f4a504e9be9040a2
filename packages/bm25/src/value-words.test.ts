import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { Bm25Index } from "./bm25-index.js";
import { ENGLISH_STOP_WORDS } from "./stop-words.js";
import { createTokenizer } from "./tokenizer.js";
import { VALUE_PREPOSITIONS, valueTerms } from "./value-words.js";
import { DEFAULT_VOCABULARY } from "./vocabulary.js";

// Short keyword queries of the kind BFCL's live set has, whose one word no tool has is an
// argument value (a place, a person, a release tag), not a service (docs/search-vocabulary.md).
const TOOLS = [
  { id: "weather_get", fields: { name: "get_current_weather", description: "Get the current weather for a city" } },
  {
    id: "sips_fetch",
    fields: { name: "fetch_sips", description: "Fetch the SIPs (systematic investment plans) of an investor by name" },
  },
  { id: "release_delete", fields: { name: "delete_release", description: "Delete a release of a project by its tag" } },
  { id: "media_play", fields: { name: "play_song", description: "Play a song by its title on the speaker" } },
  { id: "email_send", fields: { name: "send_email", description: "Send an email to a recipient" } },
  { id: "slack_post", fields: { name: "slack_post_message", description: "Post a message to a Slack channel" } },
];

function index(): Bm25Index {
  const built = new Bm25Index({
    fields: { name: 5, description: 1 },
    admission: "natural",
    tokenizer: { stopWords: ENGLISH_STOP_WORDS },
    vocabulary: DEFAULT_VOCABULARY,
  });
  built.addAll(TOOLS);
  return built;
}

const tokenize = createTokenizer({ stopWords: ENGLISH_STOP_WORDS });

describe("a word no tool has that is an argument value does not empty a keyword query", () => {
  it("after a value preposition (of, about, named, called)", () => {
    expect(index().search("get the weather of nyc")[0]?.id).toBe("weather_get");
    expect(index().search("fetch all sips of Aditya")[0]?.id).toBe("sips_fetch");
    expect(index().search("play song called Yesterday")[0]?.id).toBe("media_play");
    expect(index().explain("get the weather of nyc", "weather_get")).toMatchObject({
      verdict: "admitted",
      natural: { unseen: [], ignored: ["nyc"], gated: false },
    });
  });

  it("when it ends in two or more digits (a tag, an id: RL50, v2024)", () => {
    expect(index().search("Delete the release RL50")[0]?.id).toBe("release_delete");
    expect(index().search("delete release v2024")[0]?.id).toBe("release_delete");
  });

  it("without either mark, the unseen words still gate (a limit: 'play baby shark' names a song no rule can tell from a service)", () => {
    expect(index().search("play baby shark")).toEqual([]);
    expect(index().search("weather nyc")).toEqual([]);
  });
});

describe("a word that names a channel or service still empties it", () => {
  it.each([
    "send gmail email",
    "send email via gmail",
    "send email with gmail",
    "send email using gmail",
    "send email through gmail",
    "post message on discord",
    "post message in discord",
    "post message to discord",
    "send email from outlook",
    "send email for outlook",
  ])("%s", (query) => {
    expect(index().search(query)).toEqual([]);
  });

  it("a service name with one digit is a name, not a value (auth0, s3, ec2)", () => {
    for (const query of ["auth0 create user", "s3 delete release", "ec2 delete release"])
      expect(index().search(query), query).toEqual([]);
  });

  it("a value mark saves only the word it marks: the other unseen word still gates", () => {
    expect(index().search("gmail email of john")).toEqual([]);
    expect(index().explain("gmail email of john", "email_send").natural).toMatchObject({
      unseen: ["gmail"],
      gated: true,
    });
  });
});

describe("valueTerms", () => {
  it("returns the terms of the word after a value preposition (skipping articles) and of words ending in 2+ digits", () => {
    expect([...valueTerms("get the weather of nyc", tokenize)]).toEqual(["nyc"]);
    expect([...valueTerms("sips of the Aditya fund", tokenize)]).toEqual(["aditya"]);
    expect([...valueTerms("Delete the release RL50", tokenize)]).toEqual(["rl50"]);
    expect([...valueTerms("report about DevelopersHub", tokenize)]).toEqual(["developershub", "develop", "hub"]);
    expect([...valueTerms("workspace named 'x1'", tokenize)]).toEqual(["x1"]);
  });

  it("finds nothing for channel prepositions, a trailing preposition, one trailing digit or a plain number", () => {
    for (const query of [
      "send email via gmail",
      "send email with gmail",
      "upload to dropbox",
      "issue in jira",
      "weather of",
      "auth0 user",
      "ec2 start",
      "release 2024",
    ]) {
      expect([...valueTerms(query, tokenize)], query).toEqual([]);
    }
  });

  it("never marks a preposition itself, and every value term is a term of the query (property)", () => {
    const words = ["send", "email", "of", "about", "via", "the", "nyc", "rl50", "gmail", "named", "x", "called", "to"];
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...words), { maxLength: 8 }), (list) => {
        const query = list.join(" ");
        const terms = new Set(tokenize(query));
        for (const term of valueTerms(query, tokenize)) {
          expect(terms.has(term)).toBe(true);
          expect(VALUE_PREPOSITIONS.has(term)).toBe(false);
        }
      }),
    );
  });
});
