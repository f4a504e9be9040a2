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
  tool("files", "PDF&URLTool", "A name the catalog cannot show."),
];

describe("hubToolsets", () => {
  it("namespaces every tool per server with its own name in _meta, drops repeats on one server, keeps unshowable names raw", () => {
    const hub = hubToolsets(tools);
    expect(hub.names).toEqual(["mcp__dalle__generate_image", "mcp__midjourney__generate_image", undefined, "PDF&URLTool"]);
    expect(hub.toolsets.map((t) => [t.source.name, t.tools.length])).toEqual([["dalle", 1], ["midjourney", 1], ["files", 1]]);
    expect(hub.toolsets[1]?.tools[0]?._meta).toEqual({ "hermes/toolName": "generate_image" });
  });

  it("hashes names that clash after sanitising, so no two tools share one", () => {
    const hub = hubToolsets([tool("a.b", "x", ""), tool("a_b", "x", "")]);
    expect(new Set(hub.names).size).toBe(2);
    expect(hub.names.every((name) => name?.startsWith("mcp__a_b__x_") === true)).toBe(true);
  });
});

describe("the catalog system over repeated names", () => {
  it("finds the tool of a name repeated across servers on each server", async () => {
    const documents = tools.map((t, i) => toolToDocument(t, DEFAULT_CONFIG.document, String(i)));
    const rank = OUR_MODES.find((m) => m.mode === "rank");
    if (rank === undefined) throw new Error("no rank mode");
    const search = await catalogSystem(rank).build(documents, DEFAULT_CONFIG, tools);
    expect((await search("midjourney generate image", 10))[0]).toBe("1");
    expect((await search("dalle generate image", 10))[0]).toBe("0");
    expect(await search("generate_image", 10)).toEqual(expect.arrayContaining(["0", "1"]));
  });
});
