import { createToolSearchServer } from "@hermes/tool-search";
import { serveHttp, serveStdio } from "@hermes/mcp";
import { EXIT, type CliIo } from "../cli-io.js";
import { defaultTokenFile, issueToken } from "./serve-token.js";
import { readScaleOut } from "./serve-scale-out.js";
import type { CliRuntime } from "../cli-runtime.js";
import type { CliArgs } from "../cli-args.js";

/** `serve`: the MCP server mode, on stdio or (with --http) Streamable HTTP on 127.0.0.1, until stdin closes or a signal arrives. */
export async function serve(runtime: CliRuntime, args: CliArgs, io: CliIo): Promise<number> {
  const gateway = runtime.gateway;
  // The config's gateway; `--demo` serves the embedded catalog, with no servers behind it.
  const make =
    gateway?.server ??
    ((): ReturnType<typeof createToolSearchServer> =>
      createToolSearchServer({
        search: runtime.search,
        toolsets: () => runtime.toolsets(),
        log: runtime.log,
      }));
  const stopped = new Promise<void>((resolve) => {
    for (const signal of ["SIGINT", "SIGTERM"] as const) process.once(signal, () => resolve());
  });
  if (args.http !== undefined) {
    const scaled = readScaleOut(args.serveHttp);
    if (typeof scaled === "string") {
      io.err(`error: ${scaled}\n`);
      return EXIT.usage;
    }
    let bearerToken: string | undefined = scaled.bearerToken;
    if (scaled.oauth !== undefined) {
      io.err(`OAuth resource server: tokens from ${scaled.oauth.issuer} for ${scaled.oauth.audience}\n`);
    } else if (bearerToken !== undefined) {
      io.err(`bearer token: the one in ${args.serveHttp.sharedTokenFile ?? ""}\n`);
    } else if (args.noAuth) {
      io.err(
        "warning: --no-auth: the HTTP endpoint has no authentication, so any process on this machine can call every downstream tool; it listens on 127.0.0.1 only\n",
      );
    } else {
      const file = args.tokenFile ?? defaultTokenFile();
      bearerToken = issueToken(file);
      io.err(
        `bearer token (send "Authorization: Bearer <token>"; also in ${file}, readable by you only): ${bearerToken}\n`,
      );
    }
    const served = await serveHttp(make, {
      port: args.http,
      ...(bearerToken === undefined ? {} : { bearerToken }),
      ...scaled.options,
      // 2026-07-28 clients hold no session: their subscriptions/listen stream hears of changes here.
      ...(gateway === undefined ? {} : { onToolsChanged: gateway.onToolsChanged }),
    });
    if (args.serveHttp.sessionKeyFile !== undefined)
      io.err(
        `2025-era sessions are sealed with the key in ${args.serveHttp.sessionKeyFile}: any replica with it serves them\n`,
      );
    io.err(`tool search MCP server listening on ${served.url}\n`);
    await stopped;
    await served.close();
    return EXIT.ok;
  }
  const served = await serveStdio(make);
  io.err("tool search MCP server on stdio\n");
  await Promise.race([stopped, new Promise<void>((resolve) => process.stdin.once("end", () => resolve()))]);
  await served.close();
  return EXIT.ok;
}
