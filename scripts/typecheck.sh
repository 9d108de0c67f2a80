#!/usr/bin/env bash
# Type-checks the four TypeScript projects, two at a time: each tsc is single-threaded, and CI
# has two cores. Fails when any of them fails, after all have run.
set -uo pipefail
cd "$(dirname "$0")/.."
check() { npx tsc -p "$1" || { echo "type errors in $1" >&2; return 1; }; }
status=0
check apps/server & server=$!
check apps/web & web=$!
wait "$server" || status=1
wait "$web" || status=1
check packages/contracts & contracts=$!
check bench & bench=$!
wait "$contracts" || status=1
wait "$bench" || status=1
exit "$status"
