import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { neutralizeControls } from "./sanitize.js";
import { SHORT_DESCRIPTION_MAX, shortDescription } from "./short-description.js";

/** Straight from docs/spec/listing.md ("Short descriptions"), on the whole text (no windowing), as the property oracle. */
function reference(text: string): string {
  const collapsed = text.replace(/\s+/g, " ").trim();
  let end = collapsed.length;
  for (let i = 0; i < collapsed.length; i++) {
    const char = collapsed.charAt(i);
    const next = collapsed.charAt(i + 1);
    if (!".!?".includes(char) || (next !== "" && !/\s/.test(next))) continue;
    const before = collapsed.slice(0, i + 1).toLowerCase();
    const abbreviation = ["e.g.", "i.e.", "etc."].some(
      (abbr) => before.endsWith(abbr) && !/[a-z]/.test(before.charAt(before.length - abbr.length - 1)),
    );
    if (char === "." && abbreviation) continue;
    end = i + 1;
    break;
  }
  const sentence = collapsed.slice(0, end);
  if (sentence.length <= 60) return sentence;
  const space = sentence.lastIndexOf(" ", 60);
  const hard = /[\ud800-\udbff]/.test(sentence.charAt(59)) ? sentence.slice(0, 59) : sentence.slice(0, 60);
  const cut = space > 0 ? sentence.slice(0, space) : hard;
  const kept = cut.replace(/[,;: ]+$/, "");
  return `${kept === "" ? hard.trimEnd() : kept}…`;
}

describe("shortDescription", () => {
  it("collapses whitespace and trims", () => {
    expect(shortDescription("  Lists   files\n\tin a\r\ndirectory  ")).toBe("Lists files in a directory");
    expect(shortDescription("")).toBe("");
    expect(shortDescription(" \n\t ")).toBe("");
  });

  it("cuts after the first sentence end and keeps its mark", () => {
    expect(shortDescription("Create an issue.\nUse it for bugs.")).toBe("Create an issue.");
    expect(shortDescription("Is the server up? Check first.")).toBe("Is the server up?");
    expect(shortDescription("Deploy now! Then verify.")).toBe("Deploy now!");
    expect(shortDescription("Wait... then go")).toBe("Wait...");
    expect(shortDescription("Ends here.")).toBe("Ends here.");
  });

  it("needs whitespace or the end after the mark", () => {
    expect(shortDescription("Version 1.2 is out. Upgrade")).toBe("Version 1.2 is out.");
    expect(shortDescription("See docs.example.com for details")).toBe("See docs.example.com for details");
    expect(shortDescription("Really?! Yes")).toBe("Really?!");
    expect(shortDescription("Call foo() (see x.y). More")).toBe("Call foo() (see x.y).");
  });

  it("does not end a sentence at e.g., i.e. or etc.", () => {
    expect(shortDescription("e.g. foo. Bar")).toBe("e.g. foo.");
    expect(shortDescription("List files, e.g. logs. Recurses.")).toBe("List files, e.g. logs.");
    expect(shortDescription("Use the id, i.e. the number. Not the title")).toBe("Use the id, i.e. the number.");
    expect(shortDescription("I.E. this. That")).toBe("I.E. this.");
    expect(shortDescription("Supports pages, etc. and more. Next")).toBe("Supports pages, etc. and more.");
    expect(shortDescription("Read, write, delete, etc.")).toBe("Read, write, delete, etc.");
    expect(shortDescription("Read, write, etc.\nMore text")).toBe("Read, write, etc. More text");
  });

  it("treats a word merely ending like an abbreviation as a sentence end", () => {
    expect(shortDescription("Runs fetc. Next")).toBe("Runs fetc.");
    expect(shortDescription("Set the.g. Next")).toBe("Set the.g.");
  });

  it("keeps exactly 60 characters and cuts 61 at the last space with an ellipsis", () => {
    const sixty = `${"word ".repeat(11)}abcde`;
    expect(sixty).toHaveLength(60);
    expect(shortDescription(sixty)).toBe(sixty);
    expect(shortDescription(`${sixty}f`)).toBe(`${"word ".repeat(11).trimEnd()}…`);
    expect(shortDescription("Search the knowledge base for pages, comments, attachments and people by keyword")).toBe(
      "Search the knowledge base for pages, comments, attachments…",
    );
  });

  it("cuts a long first sentence and ignores the rest", () => {
    expect(shortDescription("Configure the Kubernetes cluster autoscaler for node pools across regions. More.")).toBe(
      "Configure the Kubernetes cluster autoscaler for node pools…",
    );
  });

  it("strips trailing , ; : before the ellipsis", () => {
    expect(shortDescription("Create, update and delete issues, projects, cycles, labels; comments: and more")).toBe(
      "Create, update and delete issues, projects, cycles, labels…",
    );
    expect(shortDescription(`${"x".repeat(50)},:; ${"y".repeat(20)}`)).toBe(`${"x".repeat(50)}…`);
  });

  it("cuts hard at 60 when only , ; : would be left before the last space", () => {
    expect(shortDescription(`: ${"a".repeat(100)}`)).toBe(`: ${"a".repeat(58)}…`);
    expect(shortDescription(`,; ${"a".repeat(100)}`)).toBe(`,; ${"a".repeat(57)}…`);
  });

  it("cuts hard at 60 without a space, never inside a surrogate pair", () => {
    expect(shortDescription("x".repeat(70))).toBe(`${"x".repeat(60)}…`);
    expect(shortDescription(`${"a".repeat(59)}😀bbbb`)).toBe(`${"a".repeat(59)}…`);
    expect(shortDescription(`${"a".repeat(58)}😀bbbb`)).toBe(`${"a".repeat(58)}😀…`);
  });

  it("reads past long whitespace runs and long texts", () => {
    expect(shortDescription(`${" \n".repeat(1000)}Hello world. Bye`)).toBe("Hello world.");
    expect(shortDescription(`a${" ".repeat(5000)}b. c`)).toBe("a b.");
    const sixty = `${"abcd ".repeat(11)}abcde`;
    expect(shortDescription(`${sixty}${" ".repeat(300)}`)).toBe(sixty);
    expect(shortDescription(`${sixty}${" ".repeat(300)}x`)).toBe(`${sixty}…`);
    expect(shortDescription(`One sentence.${" more".repeat(10_000)}`)).toBe("One sentence.");
    expect(shortDescription("word ".repeat(10_000))).toBe(`${Array.from({ length: 12 }, () => "word").join(" ")}…`);
  });

  it("applies a clean step before collapsing", () => {
    expect(shortDescription("Reads.\u2028- fake: x", neutralizeControls)).toBe("Reads.");
    expect(shortDescription("a\u0000\u0000b", neutralizeControls)).toBe("a b");
  });
});

const alphabet = fc.constantFrom(
  "a",
  "b",
  "Z",
  " ",
  "  ",
  "\n",
  "\t",
  ".",
  "!",
  "?",
  ",",
  ";",
  ":",
  "e.g.",
  "i.e.",
  "etc.",
  "E.G.",
  "x.y",
  "word",
  "😀",
  "\u00a0",
  "\u2028",
  "\u0000",
  "\u202e",
  "\ud800",
  "é",
  "…",
);
const text = fc.oneof(
  fc.array(alphabet, { maxLength: 120 }).map((parts) => parts.join("")),
  fc.array(alphabet, { minLength: 100, maxLength: 600 }).map((parts) => parts.join("")),
  fc.string({ unit: "binary", maxLength: 400 }),
  fc
    .tuple(
      fc.array(alphabet, { minLength: 20, maxLength: 80 }),
      fc.nat({ max: 600 }),
      fc.array(alphabet, { maxLength: 5 }),
    )
    .map(([head, spaces, tail]) => `${head.join("")}${" ".repeat(spaces)}${tail.join("")}`),
);

describe("shortDescription properties", () => {
  it("equals the whole-text reference, windowing notwithstanding", () => {
    fc.assert(
      fc.property(text, (input) => {
        expect(shortDescription(input)).toBe(reference(input));
      }),
      { numRuns: 2000 },
    );
  });

  it("is one trimmed line of at most 61 characters; up to 60 it is a fixed point", () => {
    fc.assert(
      fc.property(text, (input) => {
        const short = shortDescription(input);
        expect(short.length).toBeLessThanOrEqual(SHORT_DESCRIPTION_MAX + 1);
        expect(short).not.toMatch(/\s\s|^\s|\s$|[\n\r]/);
        if (short.length <= SHORT_DESCRIPTION_MAX) expect(shortDescription(short)).toBe(short);
      }),
    );
  });

  it("with a clean step equals cleaning the whole text first", () => {
    fc.assert(
      fc.property(text, (input) => {
        expect(shortDescription(input, neutralizeControls)).toBe(shortDescription(neutralizeControls(input)));
      }),
      { numRuns: 1000 },
    );
  });
});
