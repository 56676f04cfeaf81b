#!/usr/bin/env bash
# Fails when the Drizzle schema changed without a generated migration.
set -euo pipefail
cd "$(dirname "$0")/../apps/server"
out=$(npx drizzle-kit generate --name check 2>&1)
if ! grep -q "No schema changes" <<<"$out"; then
  echo "$out"
  echo "The schema changed but no migration was generated: run npm run db:generate and commit it."
  git checkout -- drizzle 2>/dev/null || true
  git clean -fdq drizzle 2>/dev/null || true
  exit 1
fi
echo "migrations match the schema"
