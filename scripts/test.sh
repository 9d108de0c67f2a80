#!/usr/bin/env bash
# The test command: lint, type-check, unit + integration tests, web build and budget, Chromium journeys.
# With DATABASE_URL set, integration and e2e tests run on that PostgreSQL server; otherwise on PGlite.
set -euo pipefail
cd "$(dirname "$0")/.."

step() { printf '\n\033[1m== %s\033[0m\n' "$1"; }

# The static checks and the build do not depend on the database: CI's second (PostgreSQL)
# pass sets SHALA_DATABASE_TESTS_ONLY=1 to skip them.
if [ -z "${SHALA_DATABASE_TESTS_ONLY:-}" ]; then
  step "Lint and format (Biome)"
  npx biome check .

  step "Type-check"
  npm run --silent typecheck
fi

database_kind=PGlite
if [ -n "${DATABASE_URL:-}" ]; then database_kind=PostgreSQL; fi
step "Unit and integration tests ($database_kind)"
npx vitest run

if [ -z "${SHALA_DATABASE_TESTS_ONLY:-}" ]; then
  step "Web build and size budget"
  npm run --silent build
  npm run --silent web-budget
fi

step "Chromium journeys"
chromium_path="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ ! -x "$chromium_path" ]; then
  printf '\n\033[41;97m CHROMIUM NOT FOUND at %s: the browser journeys cannot run. \033[0m\n' "$chromium_path"
  printf 'Install it with: apt-get install -y chromium\n'
  if [ "${CI:-}" = "true" ]; then exit 1; fi
  printf 'Not CI: continuing WITHOUT the end-to-end tests.\n'
  exit 0
fi
npm run --silent e2e
