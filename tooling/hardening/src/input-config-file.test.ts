// Bad input into the CLI's config loader (parseConfigDocument): strict, but never throws.
import fc from "fast-check";
import { afterAll, describe, expect, it } from "vitest";
import { CONFIG_KEYS } from "@hermes/catalog/internal";
import { parseConfigDocument } from "@hermes/tool-search";
import {
  adversarialInput,
  fieldValue,
  heavyInput,
  hostileKey,
  shapedInput,
  weirdText,
} from "./test-input-arbitraries.js";
import { assertMessage, CaseTally } from "./test-input-guards.js";
import { checkProperty } from "./test-input-property.js";

const tally = new CaseTally("input-config-file");
afterAll(() => console.log(tally.summary()));

const TOP_KEYS = ["mcpServers", "tools", "core_tools", "context_length"];
const SERVER_KEYS = [
  "command",
  "args",
  "env",
  "cwd",
  "url",
  "headers",
  "type",
  "transport",
  "alwaysLoad",
  "disabled",
  "supports_parallel_tool_calls",
];
/** Every error starts with where the problem is. */
/** An error starts with the key path it is about, or names the unknown top-level key itself. */
const NAMES_A_PLACE =
  /^(the config file|mcpServers|servers|policy|tools|core_tools|context_length)|^.+ is not a known top-level key/s;

const serverEntry = fc.oneof(
  shapedInput(SERVER_KEYS),
  fc.record(
    { command: fc.oneof(fc.string(), weirdText), args: fc.array(fc.oneof(fc.string(), fieldValue), { maxLength: 4 }) },
    { requiredKeys: ["command"] },
  ),
  fc.record(
    { url: fc.oneof(fc.webUrl(), weirdText), headers: fc.dictionary(hostileKey, fc.oneof(fc.string(), fieldValue)) },
    { requiredKeys: ["url"] },
  ),
);

/** Documents shaped like a config file, with adversarial parts. */
const configDocument = fc.record(
  {
    mcpServers: fc.oneof(fc.dictionary(fc.oneof(fc.string(), hostileKey), serverEntry, { maxKeys: 4 }), fieldValue),
    tools: fc.oneof(fc.record({ tool_search: adversarialInput([...CONFIG_KEYS]), connectors: fieldValue }), fieldValue),
    core_tools: fc.oneof(fc.array(fc.oneof(fc.string(), weirdText)), fieldValue),
    context_length: fc.oneof(fc.nat(), fieldValue),
    extra: fieldValue,
  },
  { requiredKeys: [] },
);

function checkDocument(document: unknown): void {
  const result = parseConfigDocument(document);
  for (const warning of result.ok ? result.warnings : []) assertMessage(warning);
  if (result.ok) {
    expect(Array.isArray(result.file.mcpServers)).toBe(true);
    expect(result.file.contextLength === undefined || Number.isInteger(result.file.contextLength)).toBe(true);
    expect(result.file.coreTools === undefined || result.file.coreTools.every((name) => typeof name === "string")).toBe(
      true,
    );
    return;
  }
  expect(result.errors.length).toBeGreaterThan(0);
  for (const error of result.errors) assertMessage(error, NAMES_A_PLACE);
}

describe("the CLI's config loader answers every document with the file or errors naming the key path", () => {
  it("arbitrary values and documents", async () => {
    await checkProperty(
      tally,
      "parseConfigDocument",
      fc.oneof(adversarialInput(TOP_KEYS), configDocument),
      checkDocument,
      { numRuns: 800 },
    );
  });

  it("deep nesting and multi-megabyte values anywhere", async () => {
    const nested = fc.oneof(
      heavyInput(TOP_KEYS),
      heavyInput(SERVER_KEYS).map((server) => ({ mcpServers: { files: server } })),
      heavyInput([...CONFIG_KEYS]).map((block) => ({ tools: { tool_search: block } })),
    );
    await checkProperty(tally, "parseConfigDocument heavy", nested, checkDocument, { numRuns: 40, shrink: false });
  });

  it("names the problem: key path and what was expected, never a huge value", () => {
    const result = parseConfigDocument({
      context_length: "x".repeat(2_000_000),
      core_tools: [1],
      mcpServers: { files: { args: [] } },
    });
    expect(result).toEqual({
      ok: false,
      errors: [
        "mcpServers.files needs a command (stdio) or a url (Streamable HTTP)",
        "core_tools must be a list of tool names",
        `context_length must be a whole number of tokens, got "${"x".repeat(58)}…`,
      ],
    });
  });
});
