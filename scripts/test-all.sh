#!/usr/bin/env bash
# Every test, unit to real browser: lint, typecheck, domain and server tests (PGlite), the web app's unit tests (jsdom),
# the web build, then the Playwright journeys in Debian's Chromium.
#
# Three stages run side by side (scripts/stages.sh): the checks, the unit and API tests, and the web build
# followed by the browser journeys. They share nothing they write, and the journeys mostly wait on the
# browser and the server, so on two cores the run takes about as long as its longest stage. Each stage's
# output is printed whole when it ends; the run fails when any stage fails.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/stages.sh

# the checks are quick and independent: each runs, and the stage fails at its end naming those that failed
stage "checks: lint, lint-rule proofs, typecheck, migrations, spec conformance, OpenAPI, user strings" '
failed=()
check() {
  local name=$1
  shift
  printf "\n--- %s ---\n" "$name"
  "$@" || failed+=("$name")
}
check "lint" npx biome check .
check "lint rules refuse module-boundary breaches and import cycles" node scripts/check-lint-rules.mjs
check "typecheck" npm run typecheck --silent
check "migrations are fresh" bash scripts/check-migrations.sh
check "spec conformance table" node scripts/check-spec-conformance.mjs
check "OpenAPI lint (Redocly recommended)" bash -c "npx tsx scripts/export-openapi.ts && npx redocly lint"
check "user-visible strings only in the catalogues" node scripts/check-user-strings.mjs
if [ ${#failed[@]} -gt 0 ]; then
  printf "\nfailed:\n"
  printf "  %s\n" "${failed[@]}"
  exit 1
fi
'
stage "unit and API tests (PGlite; the web app in jsdom)" \
  'npx vitest run --project domain --project platforms --project server --project web'
if [ -d e2e/tests ]; then
  stage "browser journeys (Chromium)" '
bash scripts/ensure-browser.sh
node scripts/build-web.mjs
npm run test -w e2e
'
fi
await_stages
