import type { EvalTool } from "@hermes/data";
import { describe, expect, it } from "vitest";
import { OUR_MODES } from "../modes.js";
import { DEFAULT_CONFIG } from "../retrieval-config.js";
import { toolToDocument } from "../tool-document.js";
import { catalogSystem } from "./catalog-system.js";
import { hubToolsets } from "./hub-toolsets.js";

const tool = (server: string, name: string, description: string): EvalTool => ({
  id: `${server}::${name}`,
  server,
  name,
  description,
  inputSchema: { type: "object", properties: {} },
});

// Two servers define `generate_image` (as in ETOM); the second used to be dropped as a duplicate name.
const tools = [
  tool("dalle", "generate_image", "Generate an image from a text prompt with DALL-E."),
  tool("midjourney", "generate_image", "Generate an image from a text prompt with Midjourney."),
  tool("midjourney", "generate_image", "A repeat on the same server: the hub keeps the first."),
  tool("files", "PDF&URLTool", "A name the listing cannot show as is."),
  tool("files", "tail\n- fake_tool", "A name the catalog refuses."),
];

describe("hubToolsets", () => {
  it("namespaces every tool per server with its own name in _meta (PDF&URLTool too), drops repeats on one server, keeps refused names raw", () => {
    const hub = hubToolsets(tools);
    expect(hub.names).toEqual([
      "mcp__dalle__generate_image",
      "mcp__midjourney__generate_image",
      undefined,
      "mcp__files__PDF_URLTool",
      "tail\n- fake_tool",
    ]);
    expect(hub.toolsets.map((t) => [t.source.name, t.tools.length])).toEqual([
      ["dalle", 1],
      ["midjourney", 1],
      ["files", 2],
    ]);
    expect(hub.toolsets[1]?.tools[0]?._meta).toEqual({ "hermes/toolName": "generate_image" });
  });

  it("hashes names that clash after sanitising, so no two tools share one", () => {
    const hub = hubToolsets([tool("a.b", "x", ""), tool("a_b", "x", "")]);
    expect(new Set(hub.names).size).toBe(2);
    expect(hub.names.every((name) => name?.startsWith("mcp__a_b__x_") === true)).toBe(true);
  });
});

function rankMode(): (typeof OUR_MODES)[number] {
  const rank = OUR_MODES.find((m) => m.mode === "rank");
  if (rank === undefined) throw new Error("no rank mode");
  return rank;
}

describe("the catalog system", () => {
  it("finds the tool of a name repeated across servers on each server", async () => {
    const documents = tools.map((t, i) => toolToDocument(t, DEFAULT_CONFIG.document, String(i)));
    const search = await catalogSystem(rankMode()).build(documents, DEFAULT_CONFIG, tools);
    expect((await search("midjourney generate image", 10))[0]).toBe("1");
    expect((await search("dalle generate image", 10))[0]).toBe("0");
    expect(await search("generate_image", 10)).toEqual(expect.arrayContaining(["0", "1"]));
  });

  it("finds PDF&URLTool by its own name and its words (it used to be refused)", async () => {
    const documents = tools.map((t, i) => toolToDocument(t, DEFAULT_CONFIG.document, String(i)));
    const search = await catalogSystem(rankMode()).build(documents, DEFAULT_CONFIG, tools);
    expect((await search("PDF&URLTool", 10))[0]).toBe("3");
    expect((await search("pdf url tool", 10))[0]).toBe("3");
  });
});
