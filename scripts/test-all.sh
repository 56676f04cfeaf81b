#!/usr/bin/env bash
# Every test, unit to real browser: lint, typecheck, domain and server tests (PGlite), the web app's unit tests (jsdom),
# the web build, then the Playwright journeys in Debian's Chromium.
set -euo pipefail
cd "$(dirname "$0")/.."

step() { printf '\n=== %s ===\n' "$*"; }

step "lint"
npx biome check .
step "lint rules refuse module-boundary breaches and import cycles"
node scripts/check-lint-rules.mjs
step "typecheck"
npm run typecheck --silent
step "migrations are fresh"
bash scripts/check-migrations.sh
step "spec conformance table"
node scripts/check-spec-conformance.mjs
step "OpenAPI lint (Redocly recommended)"
npx tsx scripts/export-openapi.ts && npx redocly lint
step "user-visible strings only in the catalogues"
node scripts/check-user-strings.mjs
step "unit and API tests (PGlite; the web app in jsdom)"
npx vitest run --project domain --project platforms --project server --project web
if [ -d e2e/tests ]; then
  step "browser journeys (Chromium)"
  bash scripts/ensure-browser.sh
  npm run build -w apps/web --silent
  npm run test -w e2e
fi
