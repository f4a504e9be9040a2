#!/usr/bin/env sh
# Installs what the conformance test needs and the workspace does not carry: Node.js 22 (the
# suite calls fs.globSync) and the official MCP conformance suite, both from the npm registry,
# into node_modules/.cache/hermes-conformance (or $CONFORMANCE_DIR). Run once before
# `pnpm --filter @hermes/cli test:dist`; .ci/run runs it too.
set -eu
dir=${CONFORMANCE_DIR:-"$(cd "$(dirname "$0")/.." && pwd)/node_modules/.cache/hermes-conformance"}
mkdir -p "$dir"
npm install --prefix "$dir" --no-audit --no-fund --no-save node@22 @modelcontextprotocol/conformance@0.1.16 >/dev/null
"$dir/node_modules/.bin/node" --version
