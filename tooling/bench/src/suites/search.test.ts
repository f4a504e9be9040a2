import { expect, it } from "vitest";
import { searchSuite } from "./search.js";

it("measures lexical and hybrid search and the first hybrid query at each size", async () => {
  const lines: string[] = [];
  const rows = await searchSuite.run({ sizes: [300], log: (line) => void lines.push(line) });
  expect(rows.map((row) => [row.case, row.metric, row.tools])).toEqual([
    ["lexical", "us", 300],
    ["hybrid", "us", 300],
    ["hybrid-train", "build_ms", 300],
  ]);
  for (const row of rows) expect(row.value).toBeGreaterThan(0);
  expect(lines).toEqual([
    expect.stringMatching(/^search 300: lexical .* µs, hybrid .* µs \(.*×\), first hybrid query \d+ ms$/),
  ]);
});
