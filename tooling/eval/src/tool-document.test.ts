import type { EvalTool } from "@hermes/data";
import { describe, expect, it } from "vitest";
import { fieldText, toolParams, toolToDocument, variantFields } from "./tool-document.js";

const tool: EvalTool = {
  id: "kv-1",
  server: "azure",
  name: "keyvault_secret_get",
  description: "Get a secret from a Key Vault.",
  inputSchema: {
    type: "object",
    properties: {
      vault: { type: "string", description: "The vault name." },
      "secret-name": { type: "string" },
      tenant: { type: "string", description: "The tenant." },
    },
  },
};

describe("toolParams", () => {
  it("lists top-level properties in schema order with their descriptions", () => {
    expect(toolParams(tool.inputSchema)).toEqual([
      { name: "vault", description: "The vault name." },
      { name: "secret-name", description: "" },
      { name: "tenant", description: "The tenant." },
    ]);
  });
  it("copes with schemas without usable properties", () => {
    expect(toolParams({})).toEqual([]);
    expect(toolParams({ properties: ["a"] })).toEqual([]);
    expect(toolParams({ properties: { a: "not a schema", b: { description: 3 } } })).toEqual([
      { name: "a", description: "" },
      { name: "b", description: "" },
    ]);
  });
});

describe("toolToDocument", () => {
  it("indexes only the fields the variant weighs, keyed by the tool name", () => {
    expect(toolToDocument(tool, { name: 3, description: 1 })).toEqual({
      id: "kv-1",
      key: "keyvault_secret_get",
      fields: { name: "keyvault_secret_get", description: "Get a secret from a Key Vault." },
    });
  });
  it("takes parameter names, parameter descriptions (non-empty) and the server name when asked", () => {
    const document = toolToDocument(tool, { name: 1, params: 1, paramDescriptions: 0.5, server: 1 }, "7");
    expect(document.id).toBe("7");
    expect(document.fields).toEqual({
      name: "keyvault_secret_get",
      params: ["vault", "secret-name", "tenant"],
      paramDescriptions: ["The vault name.", "The tenant."],
      server: "azure",
    });
  });
  it("drops fields whose weight is zero", () => {
    expect(Object.keys(toolToDocument(tool, { name: 1, description: 0 }).fields)).toEqual(["name"]);
  });
});

describe("variantFields and fieldText", () => {
  it("lists weighted fields in a fixed order", () => {
    expect(variantFields({ server: 1, name: 2, params: 0 })).toEqual(["name", "server"]);
  });
  it("joins list fields with spaces and gives an absent field as empty text", () => {
    const document = toolToDocument(tool, { name: 1, params: 1 });
    expect(fieldText(document, "params")).toBe("vault secret-name tenant");
    expect(fieldText(document, "name")).toBe("keyvault_secret_get");
    expect(fieldText(document, "description")).toBe("");
  });
});
