import { columns, count, EXIT, type CliIo } from "../cli-io.js";
import type { CliRuntime } from "../cli-runtime.js";
import type { CliArgs } from "../cli-args.js";
import { checkAgainstPins } from "./pin.js";

const TIER_TEXT = [
  "0 — nothing deferred, no bridge",
  "1 — bridge with a listing that names tools",
  "2 — bridge with group summaries or no listing",
];

/** 1 when every configured server failed to start, 3 when some did, else 0 (the report is printed either way). */
function serversExit(servers: readonly { readonly state: string }[]): number {
  const failed = servers.filter((server) => server.state === "failed").length;
  if (failed === 0) return EXIT.ok;
  return failed === servers.length ? EXIT.failed : EXIT.someUnavailable;
}

/** `inspect`: what the model is sent, and why; with `--check`, the catalog against the pin file. */
export function inspect(runtime: CliRuntime, args: CliArgs, io: CliIo): number {
  if (args.check) return checkAgainstPins(runtime, args, io);
  const assembly = runtime.search.assemble(runtime.toolsets());
  const { report, plan } = assembly;
  const servers = runtime.hub?.servers() ?? [];
  const definitions = runtime.search.definitionHashes(assembly);
  if (args.json) {
    io.out(
      `${JSON.stringify({ ...report, ...(runtime.hub === undefined ? {} : { servers }), listing: plan.listing.text, definitions })}\n`,
    );
    return serversExit(servers);
  }
  const lines = [
    `Catalog: ${runtime.kind === "demo" ? "embedded demo (real MCP tool definitions)" : (args.config ?? "")}`,
    `Tier: ${TIER_TEXT[report.tier] ?? report.tier}`,
    `Listing: ${report.listingForm}, ${count(report.listingTokens)} of ${count(report.budget)} tokens`,
    `Visible: ${report.visible.length} tools (${report.visible.join(", ")})`,
    `Deferred: ${count(report.deferredCount)} tools, ${count(report.deferredTokens)} tokens of schemas kept out of every request`,
    "",
    columns([
      ["source", "tools", "deferred", "tokens"],
      ...report.sources.map((s) => [s.label, count(s.tools), count(s.deferred), count(s.deferredTokens)]),
    ]),
  ];
  if (servers.length > 0) {
    const state = (server: (typeof servers)[number]): string =>
      `${server.state}${server.state === "ready" ? ` (${server.toolCount} tools)` : ""}${server.restarts > 0 ? `, ${server.restarts} restart${server.restarts === 1 ? "" : "s"}` : ""}`;
    lines.push(
      "",
      columns([
        ["server", "state", "why"],
        ...servers.map((server) => [server.name, state(server), server.reason ?? ""]),
      ]),
    );
  } else if (report.unavailable.length > 0)
    lines.push("", ...report.unavailable.map((u) => `Unavailable: ${u.label} — ${u.reason}`));
  if (report.dropped.length > 0)
    lines.push("", `Dropped: ${report.dropped.length} definition(s)`, ...report.dropped.map((d) => `  ${d.message}`));
  if (report.overflow.length > 0)
    lines.push(
      "",
      `Warning: ${report.overflow.length} always-load tool(s) deferred over the visible budget`,
      ...report.overflow.slice(0, 20).map((w) => `  ${w.message}`),
    );
  if (report.ignoredHints.length > 0)
    lines.push(
      "",
      `Warning: ${report.ignoredHints.length} server hint(s) ignored`,
      ...report.ignoredHints.slice(0, 20).map((w) => `  ${w.message}`),
    );
  if (report.sanitized.length > 0)
    lines.push(
      "",
      `Warning: ${report.sanitized.length} tool definition(s) had hidden characters, removed before the model sees them`,
      ...report.sanitized.slice(0, 20).map((w) => `  ${w.message}`),
    );
  lines.push(
    "",
    "── listing embedded in the tool_search description ──",
    plan.listing.text === "" ? "(none)" : plan.listing.text,
    "",
    "── definition hashes (what `pin` records) ──",
    definitions.length === 0
      ? "(none)"
      : columns([["tool", "source", "hash"], ...definitions.map((d) => [d.name, d.source, d.hash])]),
  );
  io.out(`${lines.join("\n")}\n`);
  const exit = serversExit(servers);
  const failed = servers.filter((server) => server.state === "failed").length;
  if (exit !== EXIT.ok)
    io.err(`hermes-tool-search: ${failed} of ${servers.length} servers unavailable (see "why" above)\n`);
  return exit;
}
