import { CatalogEmbedderBuilder } from "@hermes/catalog";
import { createToolSearch } from "@hermes/tool-search";
import { WEATHER_TOOLSET } from "@hermes/tool-search/testing";
import { describe, expect, it } from "vitest";
import { parseCliArgs, type CliArgs } from "../cli-args.js";
import type { CliRuntime } from "../cli-runtime.js";
import { demoToolsets } from "../../demo/demo-catalog.js";
import { search } from "./search.js";

const WEATHER = WEATHER_TOOLSET;

/**
 * A runtime over the weather tools (all deferred: the context is tiny), or the demo catalog, with
 * `config` as `tools.tool_search`; vectors trained synchronously as `openCliRuntime` does for
 * one-shot commands, unless `embedders` is given.
 */
function runtimeWith(
  config: unknown,
  demo = false,
  embedders: CatalogEmbedderBuilder = new CatalogEmbedderBuilder(),
): CliRuntime {
  const toolsets = demo ? demoToolsets() : [WEATHER];
  const searchTools = createToolSearch({ config, contextLength: demo ? 200_000 : 200, embedders });
  return {
    kind: "config",
    search: searchTools,
    toolsets: () => toolsets,
    hub: undefined,
    close: () => Promise.resolve(),
  };
}

async function searchOutput(
  config: unknown,
  argv: readonly string[],
  demo = false,
  embedders?: CatalogEmbedderBuilder,
): Promise<string> {
  const args = parseCliArgs(["search", ...argv]) as CliArgs;
  let out = "";
  const code = await search(runtimeWith(config, demo, embedders), args, {
    out: (text) => void (out += text),
    err: () => undefined,
  });
  expect(code).toBe(0);
  return out;
}

describe("search --explain with semantic_share", () => {
  it("shows the semantic share of the score and the bridging words beside the matched words", async () => {
    const out = await searchOutput(
      { semantic_share: 0.5 },
      // "topic" is in no slack tool's text: the semantic signal gets a share of this query.
      ["post slack message to channel topic", "--explain", "--limit", "4"],
      true,
    );
    const why = out.split("\n").filter((line) => line.startsWith("      why: "));
    expect(why).toHaveLength(4);
    for (const line of why)
      expect(line).toMatch(/; matched words: [^;]*; semantic: \d+% of the score \((bridged: .+|no bridging words)\)$/);
    expect(out).toMatch(
      /mcp__slack__slack_add_reaction — slack \(requires [^)]*\)\n {6}why: score [\d.]+; matched words: slack, message, channel; semantic: [1-9]\d*% of the score \(bridged: [^)]*topic → [a-z]+/,
    );
  });

  it("gives no semantic share to a request whose best match has every word", async () => {
    const out = await searchOutput(
      { semantic_share: 0.5 },
      ["post slack message to channel", "--explain", "--limit", "2"],
      true,
    );
    const why = out.split("\n").filter((line) => line.startsWith("      why: "));
    expect(why).toHaveLength(2);
    for (const line of why) expect(line).toMatch(/semantic: 0% of the score/);
  });

  it("is the lexical explanation alone at share 0 (the default), and the same bytes on every run", async () => {
    const lexical = await searchOutput({}, ["weather forecast", "--explain"]);
    expect(lexical).not.toContain("semantic");
    expect(lexical).toContain("  get_forecast — weather (requires city)\n      why: score ");
    expect(await searchOutput({ semantic_share: 0 }, ["weather forecast", "--explain"])).toBe(lexical);
    const hybrid = await searchOutput({ semantic_share: 0.5 }, ["weather forecast", "--explain"]);
    expect(await searchOutput({ semantic_share: 0.5 }, ["weather forecast", "--explain"])).toBe(hybrid);
    expect(await searchOutput({ semantic_share: 0.5 }, ["weather forecast"])).not.toContain("semantic");
    expect(hybrid.startsWith("semantic: hybrid ranking (share 0.5)\n\n")).toBe(true);
  });

  it("says the vectors are not ready and explains lexically while they train in the background", async () => {
    const queue: (() => void)[] = [];
    const embedders = new CatalogEmbedderBuilder({ scheduler: (task) => queue.push(task) });
    const argv = ["weather forecast", "--explain"];
    const pending = await searchOutput({ semantic_share: 0.5 }, argv, false, embedders);
    expect(pending.startsWith("semantic: vectors not ready yet (training on 4 tools), lexical ranking\n\n")).toBe(true);
    expect(pending.split("\n").slice(2).join("\n")).toBe(await searchOutput({}, argv));
    for (let task = queue.shift(); task !== undefined; task = queue.shift()) task();
    expect(await searchOutput({ semantic_share: 0.5 }, argv, false, embedders)).toBe(
      await searchOutput({ semantic_share: 0.5 }, argv),
    );
  });
});
