import { readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { fill, placeholdersOf, renderTemplate, TemplateError, templateText } from "./template.js";

describe("fill", () => {
  it("replaces every named placeholder verbatim, each as often as it occurs", () => {
    expect(fill("a {{x}} b {{y}} {{x}}", { x: "$1 `c`", y: "" })).toBe("a $1 `c` b  $1 `c`");
  });

  it("refuses a placeholder without a value and a value without a placeholder", () => {
    expect(() => fill("a {{x}}", {})).toThrow(TemplateError);
    expect(() => fill("a {{x}}", {}, "t.md")).toThrow("t.md: no value for x");
    expect(() => fill("a", { y: "1" })).toThrow("no placeholder for y");
  });

  it("leaves braces that are not placeholders alone", () => {
    expect(fill("{x} {{ x }} {{1}}", {})).toBe("{x} {{ x }} {{1}}");
  });
});

describe("the templates", () => {
  const names = readdirSync(new URL("../templates/", import.meta.url))
    .filter((file) => file.endsWith(".md"))
    .map((file) => file.slice(0, -3));

  it("exist and have prose", () => {
    expect(names.length).toBeGreaterThan(5);
    for (const name of names)
      expect(
        templateText(name)
          .replace(/\{\{[a-zA-Z0-9]+\}\}/g, "")
          .trim().length,
        name,
      ).toBeGreaterThan(20);
  });

  it("render once every placeholder has a value", () => {
    for (const name of names) {
      const values = Object.fromEntries(placeholdersOf(templateText(name)).map((key) => [key, `<${key}>`]));
      expect(renderTemplate(name, values), name).not.toMatch(/\{\{[a-zA-Z]/);
    }
  });
});
