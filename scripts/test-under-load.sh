#!/bin/sh
# Runs the whole `pnpm test` (typecheck, lint, tests) while the machine is kept busy, to show the
# suite holds no wall-clock bounds and no sleep-ordered assertions (docs/testing.md, "Timing").
#
# "A quarter of the machine": the script starts 3 busy loops per CPU core (3 x nproc plain shell
# loops at normal priority, no nice, no pinning). Linux's scheduler gives every runnable process
# on a core an equal share, so each of the suite's processes competes with three loops for its
# core and runs at about a quarter of its unloaded speed; the suite as a whole gets about a
# quarter of the CPU time while it runs no more processes than there are cores.
#
#   pnpm test:loaded                 # 3 loops per core
#   LOAD_PER_CORE=7 pnpm test:loaded # an eighth
#
# Only the loops this script started are stopped (by their process ids), also on Ctrl-C.
# Turbo's cache is bypassed (--force) so every task really runs under the load.
# The last line says whether the suite passed, with its exit code and the time it took.
set -u

cores=$(getconf _NPROCESSORS_ONLN 2>/dev/null || nproc)
per_core=${LOAD_PER_CORE:-3}
loops=$((cores * per_core))
pids=""

stop_loops() {
  for pid in $pids; do kill "$pid" 2>/dev/null; done
  pids=""
}
trap 'stop_loops; exit 130' INT TERM
trap 'stop_loops' EXIT

i=0
while [ "$i" -lt "$loops" ]; do
  sh -c 'while :; do :; done' &
  pids="$pids $!"
  i=$((i + 1))
done

echo "test-under-load: $loops busy loops on $cores cores ($per_core per core); running pnpm test" >&2
started=$(date +%s)
pnpm run test --force "$@"
status=$?
elapsed=$(($(date +%s) - started))
stop_loops

if [ "$status" -eq 0 ]; then verdict="passed"; else verdict="FAILED"; fi
echo "test-under-load: pnpm test $verdict under $loops busy loops on $cores cores (exit $status, ${elapsed} s)"
exit "$status"
