import { readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { checkPins, type PinCheck } from "../../pins/check-pins.js";
import { PIN_FILE_NAME, pinFileText, pinsOf, readPinFile } from "../../pins/pin-file.js";
import { columns, count, EXIT, reportProblem, type CliIo } from "../cli-io.js";
import type { CliRuntime } from "../cli-runtime.js";
import type { CliArgs } from "../cli-args.js";

/** The pin file of a command line: `--pins`, else `hermes-tool-search.pins.json` next to `--config`. */
export function pinPath(args: CliArgs): string | undefined {
  if (args.pins !== undefined) return args.pins;
  return args.config === undefined ? undefined : join(dirname(args.config), PIN_FILE_NAME);
}

const NO_PATH = "needs --config (the pin file goes next to it) or --pins <file>";

/** Configured servers that are not ready: pinning now would leave their tools out. */
function notReady(runtime: CliRuntime): { readonly name: string; readonly state: string; readonly reason?: string }[] {
  return (runtime.hub?.servers() ?? [])
    .filter((server) => server.state !== "ready")
    .map((server) => ({
      name: server.name,
      state: server.state,
      ...(server.reason === undefined ? {} : { reason: server.reason }),
    }));
}

/**
 * `pin`: writes the definition hash of every tool, per server, to the pin file (deterministic
 * bytes: commit it, and `inspect --check` reports what changed since). Refuses while a
 * configured server is not ready, since its tools would be left out.
 */
export function pin(runtime: CliRuntime, args: CliArgs, io: CliIo): number {
  const path = pinPath(args);
  if (path === undefined) {
    reportProblem(io, args.json, "USAGE", `pin ${NO_PATH}`);
    return EXIT.usage;
  }
  const down = notReady(runtime);
  if (down.length > 0) {
    reportProblem(
      io,
      args.json,
      "PINS_UNAVAILABLE",
      "not pinned: these servers are not ready, so their tools would be left out:",
      down.map(
        (server) => `${server.name}: ${server.state}${server.reason === undefined ? "" : ` — ${server.reason}`}`,
      ),
    );
    return EXIT.failed;
  }
  const hashes = runtime.search.definitionHashes(runtime.search.assemble(runtime.toolsets()));
  const pins = pinsOf(hashes);
  writeFileSync(path, pinFileText(pins));
  const servers = Object.fromEntries([...pins.servers].map(([server, tools]) => [server, tools.size]));
  if (args.json) io.out(`${JSON.stringify({ pins: path, tools: hashes.length, servers })}\n`);
  else io.out(`Pinned ${count(hashes.length)} tool definition(s) of ${pins.servers.size} server(s) to ${path}\n`);
  return EXIT.ok;
}

/** The human lines of a failed check. */
function checkLines(check: PinCheck): string[] {
  const rows = [
    ...check.changed.map((c) => ["changed", c.source, c.name, `${c.pinned} → ${c.current}`]),
    ...check.added.map((a) => ["new", a.source, a.name, a.current]),
    ...check.removed.map((r) => ["removed", r.source, r.name, r.pinned]),
  ];
  return [columns([["", "source", "tool", "hash"], ...rows])];
}

/**
 * `inspect --check`: compares the running catalog with the pin file; exit 0 when every tool is
 * as pinned, 1 when a tool changed, is new or is gone (listed; `--json`: `{ok, pins, changed,
 * added, removed, unavailable}`), 2 when the pin file is missing or unreadable.
 */
export function checkAgainstPins(runtime: CliRuntime, args: CliArgs, io: CliIo): number {
  const path = pinPath(args);
  if (path === undefined) {
    reportProblem(io, args.json, "USAGE", `inspect --check ${NO_PATH}`);
    return EXIT.usage;
  }
  let text: string;
  try {
    text = readFileSync(path, "utf8");
  } catch {
    reportProblem(io, args.json, "PINS", `there is no readable pin file ${JSON.stringify(path)}; write one with pin`);
    return EXIT.usage;
  }
  const read = readPinFile(text);
  if (!read.ok) {
    reportProblem(
      io,
      args.json,
      "PINS",
      `the pin file ${JSON.stringify(path)} is invalid (${read.code}): ${read.message}`,
    );
    return EXIT.usage;
  }
  const check = checkPins(read.pins, runtime.search.definitionHashes(runtime.search.assemble(runtime.toolsets())));
  const unavailable = notReady(runtime);
  if (args.json) io.out(`${JSON.stringify({ ...check, pins: path, unavailable })}\n`);
  else if (check.ok) io.out(`Every tool definition matches the pin file ${path}\n`);
  else {
    const total = check.changed.length + check.added.length + check.removed.length;
    const lines = [
      `${total} tool definition(s) differ from the pin file ${path}: ${check.changed.length} changed, ${check.added.length} new, ${check.removed.length} removed`,
      "",
      ...checkLines(check),
    ];
    if (unavailable.length > 0)
      lines.push(
        "",
        ...unavailable.map(
          (s) => `Unavailable: ${s.name} (${s.state})${s.reason === undefined ? "" : ` — ${s.reason}`}`,
        ),
      );
    io.out(`${lines.join("\n")}\n`);
  }
  return check.ok ? EXIT.ok : EXIT.failed;
}
