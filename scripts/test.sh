#!/usr/bin/env bash
# The test command: lint, type-check, unit + integration tests, web build and budget, Chromium journeys.
# With DATABASE_URL set, the unit and integration tests run on that PostgreSQL server; otherwise on
# PGlite. The Chromium journeys always run on the embedded default (one server, one school per file).
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/stage-times.sh

step() { printf '\n\033[1m== %s\033[0m\n' "$1"; }

# Stage times go to the caller's file (.ci/run prints them all at its end), else to our own.
if [ -z "${SHALA_STAGE_TIMES:-}" ]; then
  SHALA_STAGE_TIMES="$(mktemp)"
  export SHALA_STAGE_TIMES
  trap 'print_stage_times; rm -f "$SHALA_STAGE_TIMES"' EXIT
fi

# The static checks, the build and the journeys do not depend on the database: CI's second
# (PostgreSQL) pass sets SHALA_DATABASE_TESTS_ONLY=1 to skip them.
if [ -z "${SHALA_DATABASE_TESTS_ONLY:-}" ]; then
  step "Lint and format (Biome)"
  time_stage lint npx biome check .

  step "Type-check"
  time_stage typecheck npm run --silent typecheck
fi

database_kind=PGlite
if [ -n "${DATABASE_URL:-}" ]; then database_kind=PostgreSQL; fi
step "Unit and integration tests ($database_kind)"
# The second pass runs only the server's tests: the others (contracts, web, boundaries) do not
# touch a database and ran in the first. Nor do two guards whose question is the application's,
# not the database's: the bad-input guard (is junk refused before the handler, or handled
# without a 5xx) and the role matrix (which role may call which route); they run on the
# embedded PostgreSQL only. The isolation guard (row-level security) runs on both. On
# PostgreSQL a test worker waits on the server's own processes, so three workers fill the two
# cores where two leave them idle part of the time.
# The import bombs measure how fast others are answered while a bomb is read: they run alone,
# after the rest, so another test file's work on the two cores is not what they measure.
bombs=apps/server/src/modules/students/import-bombs.test.ts
# The module generator's test edits the shared lists of a copy of the repository and runs the
# new module's tests there: a stage of its own below, once (it does not depend on the database).
generator=scripts/new-module/new-module.test.ts
vitest_args=(--exclude "$bombs" --exclude "$generator")
if [ -n "${SHALA_DATABASE_TESTS_ONLY:-}" ]; then
  vitest_args+=(--project server --maxWorkers 3
    --exclude apps/server/test/guards/bad-input.test.ts
    --exclude apps/server/test/guards/role-matrix.test.ts)
fi
time_stage "vitest $database_kind" npx vitest run "${vitest_args[@]}"
# Once, in the first pass: a bomb is refused while the file is read, before any statement.
if [ -n "${SHALA_DATABASE_TESTS_ONLY:-}" ]; then exit 0; fi
time_stage "import bombs alone" npx vitest run "$bombs"

step "Module generator (npm run new-module, in a copy)"
time_stage "module generator" npx vitest run "$generator"

build_and_check_budget() { npm run --silent build && npm run --silent web-budget; }
step "Web build and size budget"
time_stage build+budget build_and_check_budget

step "Chromium journeys"
chromium_path="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ ! -x "$chromium_path" ]; then
  printf '\n\033[41;97m CHROMIUM NOT FOUND at %s: the browser journeys cannot run. \033[0m\n' "$chromium_path"
  printf 'Install it with: apt-get install -y chromium\n'
  if [ "${CI:-}" = "true" ]; then exit 1; fi
  printf 'Not CI: continuing WITHOUT the end-to-end tests.\n'
  skip_stage e2e 'SKIPPED: no Chromium'
  exit 0
fi
# The journeys serve the build just made and checked instead of building again.
SHALA_WEB_DIST_DIR=apps/web/dist time_stage e2e npm run --silent e2e
