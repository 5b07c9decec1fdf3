#!/usr/bin/env bash
# npm test: everything CI runs: lint, types, the OpenAPI document's lint, unit + integration, production build, e2e.
# With DATABASE_URL (or TEST_DATABASE_URL) set, tests use fresh databases on that Postgres server;
# without, they use the embedded PGlite database.
set -euo pipefail
export NEXT_TELEMETRY_DISABLED=1
cd "$(dirname "$0")/.."

# Each step's start is printed with the seconds since the run began, so a slow CI log shows where the time went.
began=$(date +%s)
step() { printf '\n==> [%ss] %s\n' "$(( $(date +%s) - began ))" "$*"; }

export TEST_DATABASE_URL="${TEST_DATABASE_URL:-${DATABASE_URL:-}}"
# The e2e server gets a database of its own, created fresh for this run.
unset DATABASE_URL

step "Prisma client"
npm run --silent db:generate

step "Lint"
npx eslint . --max-warnings=0

step "Typecheck"
npx tsc --noEmit

step "OpenAPI lint (Redocly, recommended rules)"
npm run --silent lint:openapi

step "Unit and integration tests (Vitest)"
npx vitest run

step "Production build"
npx next build

step "End-to-end tests (Playwright, Chromium)"
e2e_dir="$(mktemp -d -t e2e-XXXXXX)"
export E2E_DATA_DIR="$e2e_dir"
export MAIL_OUTBOX="$e2e_dir/outbox.jsonl"
cleanup() { rm -rf "$e2e_dir" "$e2e_dir-direct"; }
if [ -n "$TEST_DATABASE_URL" ]; then
  db_name="e2e_$(date +%s)_$$"
  npx tsx scripts/create-database.ts "$TEST_DATABASE_URL" "$db_name"
  export E2E_DATABASE_URL="$(npx tsx scripts/create-database.ts --url "$TEST_DATABASE_URL" "$db_name")"
  cleanup() { rm -rf "$e2e_dir" "$e2e_dir-direct"; npx tsx scripts/create-database.ts --drop "$TEST_DATABASE_URL" "$db_name" || true; }
fi
trap cleanup EXIT
npx playwright test

step "Cluster test (two next start servers behind nginx)"
if [ -z "$TEST_DATABASE_URL" ]; then
  echo "skipped: needs a Postgres server (TEST_DATABASE_URL or DATABASE_URL); the embedded database belongs to one process"
elif ! command -v nginx >/dev/null 2>&1; then
  echo "skipped: nginx is not installed (apt-get install nginx; .ci/run installs it)"
else
  npm run --silent test:cluster
fi
step "All tests passed"
