// There was no way to see a server's whole stderr: only its last line reached the user.
import { spawn } from "node:child_process";
import { once } from "node:events";
import { PassThrough } from "node:stream";
import { describe, expect, it } from "vitest";
import { secretForms } from "@hermes/catalog/internal";
import { StderrTail } from "./stderr-tail.js";

const SECRET = "sk-live-0123456789abcdefghijklmnopqrstu";

describe("StderrTail's line listener", () => {
  it("gets every whole line a real child writes, in order, the unfinished last one at dispose", async () => {
    const child = spawn(
      process.execPath,
      [
        "-e",
        'process.stderr.write("one\\r\\ntwo\\n"); setImmediate(() => process.stderr.write("thr")); setTimeout(() => process.stderr.write("ee\\nlast"), 5)',
      ],
      { stdio: ["ignore", "ignore", "pipe"] },
    );
    const lines: string[] = [];
    const tail = new StderrTail(child.stderr, [], (line) => lines.push(line));
    await once(child, "close");
    expect(lines).toEqual(["one", "two", "three"]);
    tail.dispose();
    expect(lines).toEqual(["one", "two", "three", "last"]);
  });

  it("masks a secret split across chunks, and passes an endless line on in bounded pieces", () => {
    const stream = new PassThrough();
    const lines: string[] = [];
    const tail = new StderrTail(stream, secretForms([SECRET]), (line) => lines.push(line));
    stream.write(`auth failed for ${SECRET.slice(0, 10)}`);
    stream.write(`${SECRET.slice(10)} (bad key)\n`);
    expect(lines).toEqual(["auth failed for *** (bad key)"]);
    stream.write("x".repeat(20_000));
    expect(lines.at(-1)).toHaveLength(20_000);
    tail.dispose();
  });
});
