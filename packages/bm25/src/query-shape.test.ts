import { describe, expect, it } from "vitest";
import { readQueryShape } from "./query-shape.js";
import { createTokenizer } from "./tokenizer.js";

const tokenize = createTokenizer({});
const STOP = new Set(["a", "the", "in", "what", "s"]);

describe("readQueryShape", () => {
  it("counts stop words and reads a question or request word as a request", () => {
    expect(readQueryShape("send a slack message", STOP, tokenize)).toMatchObject({ stopWords: 1, request: false });
    expect(readQueryShape("what's the weather in Hanoi", STOP, tokenize)).toMatchObject({
      stopWords: 4,
      request: true,
    });
    expect(readQueryShape("weather Hanoi?", STOP, tokenize)).toMatchObject({ stopWords: 0, request: true });
  });

  it("reads every query as keywords when no stop words are set, and still finds quoted terms", () => {
    const shape = readQueryShape('what is "dashing" in the list?', new Set(), tokenize);
    expect(shape).toMatchObject({ stopWords: 0, request: false });
    expect([...shape.quoted]).toEqual(tokenize("dashing"));
  });

  it("takes an apostrophe inside a word for no quote", () => {
    expect(readQueryShape("what's new", STOP, tokenize).quoted.size).toBe(0);
  });
});
