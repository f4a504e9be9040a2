// A Node.js server that crashed at start was reported by its last stderr line, which is Node's
// own `Node.js v20.x.y` trailer: the error that said what was wrong never reached the user.
import { spawn } from "node:child_process";
import { once } from "node:events";
import { describe, expect, it } from "vitest";
import { StderrTail } from "./stderr-tail.js";
import { explainingLine } from "./explaining-line.js";

/** The explaining line of what a real `node` child wrote to stderr before it exited. */
async function crashLine(args: readonly string[]): Promise<string | undefined> {
  const child = spawn(process.execPath, [...args], { stdio: ["ignore", "ignore", "pipe"] });
  const tail = new StderrTail(child.stderr);
  await once(child, "close");
  const line = tail.lastLine();
  tail.dispose();
  return line;
}

describe("the line that explains a crashed server", () => {
  it("is the error's message for a Node.js process that threw at start, not the runtime trailer", async () => {
    expect(await crashLine(["-e", 'throw new Error("OPENAI_API_KEY is not set")'])).toBe(
      "Error: OPENAI_API_KEY is not set",
    );
  });

  it("is the message of an ES module's rejected top-level await whose error has own properties", async () => {
    const script = 'await Promise.reject(Object.assign(new TypeError("bad key"), { code: "E_KEY" }))';
    expect(await crashLine(["--input-type=module", "-e", script])).toBe("TypeError: bad key");
  });

  it("is the message of a missing entry file (Node's module-not-found dump)", async () => {
    expect(await crashLine(["/nonexistent/server.js"])).toBe("Error: Cannot find module '/nonexistent/server.js'");
  });

  it("is the last line for anything else: a server's own last words, a Python traceback", async () => {
    expect(
      await crashLine(["-e", 'process.stderr.write("starting\\nfatal: config missing\\n"); process.exit(1)']),
    ).toBe("fatal: config missing");
    const traceback = [
      "Traceback (most recent call last):",
      'File "server.py", line 3, in <module>',
      "KeyError: 'API_KEY'",
    ];
    expect(explainingLine(traceback)).toBe("KeyError: 'API_KEY'");
  });

  it("keeps a trailer-only or frame-only tail as it is rather than inventing a line", () => {
    expect(explainingLine([])).toBeUndefined();
    expect(explainingLine(["Node.js v20.20.2"])).toBe("Node.js v20.20.2");
    expect(explainingLine(["at main (server.js:1:1)", "Node.js v22.1.0"])).toBe("at main (server.js:1:1)");
  });
});
