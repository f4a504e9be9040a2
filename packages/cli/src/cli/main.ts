#!/usr/bin/env node
// The `hermes-tool-search` command. Everything it does is in run-cli.ts, which tests call directly.
import { runCli } from "./run-cli.js";

const code = await runCli(process.argv.slice(2), {
  out: (text) => process.stdout.write(text),
  err: (text) => process.stderr.write(text),
});
process.exitCode = code;
