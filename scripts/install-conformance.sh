#!/usr/bin/env sh
# Installs what the conformance test needs and the workspace does not carry: Node.js 22 (the
# suite calls fs.globSync) and the official MCP conformance suite, both from the npm registry,
# into node_modules/.cache/hermes-conformance (or $CONFORMANCE_DIR). The CLI's test:dist runs it
# first, so `pnpm test` works on a fresh clone; it installs nothing when both are already there.
set -eu
dir=${CONFORMANCE_DIR:-"$(cd "$(dirname "$0")/.." && pwd)/node_modules/.cache/hermes-conformance"}
mkdir -p "$dir"
suite_manifest="$dir/node_modules/@modelcontextprotocol/conformance/package.json"
if [ -x "$dir/node_modules/.bin/node" ] && [ -f "$suite_manifest" ] &&
  grep -q '"version": "0.1.16"' "$suite_manifest" &&
  "$dir/node_modules/.bin/node" --version | grep -q '^v22\.'; then
  exit 0
fi
# A stalled registry request is cut after 30 s and retried, rather than hanging the test run.
npm install --prefix "$dir" --no-audit --no-fund --no-save --fetch-timeout=30000 --fetch-retries=4 \
  node@22 @modelcontextprotocol/conformance@0.1.16 </dev/null >/dev/null
"$dir/node_modules/.bin/node" --version
