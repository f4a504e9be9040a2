// Starts real child processes that run src/grid-worker-main.ts with tsx, which loads the
// built @hermes packages: a dist test (run after the build, by `test:dist`).
import type { EvalSet } from "@hermes/data";
import { describe, expect, it } from "vitest";
import { scoreGrid } from "./cross-validation.js";
import { gridInProcesses } from "./grid-processes.js";
import { DEFAULT_CONFIG } from "./retrieval-config.js";

const tool = (id: string, description: string): EvalSet["tools"][number] => ({
  id,
  server: "s",
  name: id,
  description,
  inputSchema: { properties: {} },
});
const sets: EvalSet[] = [
  {
    name: "a",
    note: "",
    tools: [tool("vault_get", "Get a secret from a vault"), tool("blob_list", "List blobs in a container")],
    queries: [
      { id: "1", text: "get my secret", relevant: ["vault_get"] },
      { id: "2", text: "list the blobs in a container", relevant: ["blob_list"] },
    ],
  },
  {
    name: "b",
    note: "",
    tools: [tool("mail_send", "Send mail to a recipient"), tool("file_read", "Read a file from disk")],
    queries: [{ id: "1", text: "send an email", relevant: ["mail_send"] }],
  },
];

describe("gridInProcesses", () => {
  it("gives the scores one process gives, in grid order, over three processes", async () => {
    const spread = await gridInProcesses(3)(sets, DEFAULT_CONFIG, "natural");
    expect(spread).toEqual(await scoreGrid(sets, DEFAULT_CONFIG, "natural"));
  });
});
